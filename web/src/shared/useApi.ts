import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { LanguageId } from '@qahve/config';
import { useLanguageId } from '../i18n';
import { ApiError, isAbortError } from './api';

export interface ApiContext {
  signal: AbortSignal;
  languageId: LanguageId;
}

export interface ApiState<T> {
  /** The last answer; kept while a reload (e.g. after a language change) runs. */
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Settled at least once (success or failure): for "show X until the first answer" states. */
  settled: boolean;
  reload: () => void;
}

/**
 * Runs `fetcher` on mount, again whenever `deps` or the language change (the previous call is
 * aborted), and on `reload()`. The fetcher gets the AbortSignal and the current languageId:
 *
 *   const { data, error, loading } = useApi(({ signal, languageId }) =>
 *     clientApi.products({ languageId, isPaginated: false }, signal), []);
 *
 * Pass `enabled: false` to wait (e.g. until a product is selected).
 */
export function useApi<T>(
  fetcher: (ctx: ApiContext) => Promise<T>,
  deps: DependencyList = [],
  { enabled = true }: { enabled?: boolean } = {},
): ApiState<T> {
  const { languageId } = useLanguageId();
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [run, setRun] = useState(0);
  const [state, setState] = useState<Omit<ApiState<T>, 'reload'>>({
    data: undefined,
    error: undefined,
    loading: enabled,
    settled: false,
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => (s.loading && !s.error ? s : { ...s, loading: true, error: undefined }));
    fetcherRef.current({ signal: controller.signal, languageId }).then(
      (data) => {
        if (controller.signal.aborted) return;
        // A transition: React renders what the answer shows in slices, yielding to the browser
        // between them, rather than in one long task that holds input up.
        startTransition(() => setState({ data, error: undefined, loading: false, settled: true }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, error instanceof Error ? error.message : String(error));
        setState((s) => ({ data: s.data, error: apiError, loading: false, settled: true }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's `deps` say when to fetch again; the fetcher is read through a ref
  }, [enabled, languageId, run, ...deps]);

  const reload = useCallback(() => setRun((n) => n + 1), []);
  return { ...state, loading: enabled && state.loading, reload };
}
