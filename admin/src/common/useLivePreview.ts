import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { PreviewAnswer } from '@qahve/config';
import type { QahveDataProvider } from '../api/dataProvider';

/** How long after the last change the preview is asked for again: typing asks nothing, and the page follows within 1 s. */
export const PREVIEW_DEBOUNCE_MS = 700;

/** A token is renewed this long before it expires, so that the frame is never left on a dead one. */
const RENEW_BEFORE_MS = 30_000;

export interface LivePreviewState {
  /** The last preview the server made: kept while a newer one is asked for, and when that fails. */
  answer: PreviewAnswer | null;
  /** A request is out. */
  loading: boolean;
  /** The last request was refused (400): a value breaks a rule, and `answer` shows the last valid values. */
  invalid: boolean;
  /** The last request failed otherwise (network, server). */
  error: unknown;
}

const IDLE: LivePreviewState = { answer: null, loading: false, invalid: false, error: null };

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The preview of the edit form in context, with its current values: asked for at once, then again
 * PREVIEW_DEBOUNCE_MS after each change (one call when typing stops), and before its token expires.
 * Only the latest request counts: an older one is aborted and its answer ignored.
 */
export function useLivePreview(): LivePreviewState {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const dataProvider = useDataProvider<QahveDataProvider>();
  const { watch, getValues } = useFormContext();
  const [state, setState] = useState<LivePreviewState>(IDLE);
  // The record as the request is made (a refetch must not restart the watch).
  const recordRef = useRef(record);
  recordRef.current = record;
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return;
    let latest = 0;
    let controller: AbortController | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let renewal: ReturnType<typeof setTimeout> | undefined;

    const ask = async () => {
      const request = ++latest;
      controller?.abort();
      controller = new AbortController();
      clearTimeout(renewal);
      setState((current) => ({ ...current, loading: true }));
      try {
        const answer = await dataProvider.preview!(resource, {
          id,
          data: getValues(),
          previousData: recordRef.current,
          signal: controller.signal,
        });
        if (request !== latest) return;
        setState({ answer, loading: false, invalid: false, error: null });
        const renewIn = Date.parse(answer.expiresAt) - Date.now() - RENEW_BEFORE_MS;
        if (Number.isFinite(renewIn)) renewal = setTimeout(() => void ask(), Math.max(0, renewIn));
      } catch (error) {
        if (request !== latest) return;
        const invalid = statusOf(error) === 400;
        setState((current) => ({ ...current, loading: false, invalid, error: invalid ? null : error }));
      }
    };
    const schedule = (delay: number) => {
      clearTimeout(debounce);
      debounce = setTimeout(() => void ask(), delay);
    };

    schedule(0);
    const subscription = watch(() => schedule(PREVIEW_DEBOUNCE_MS));
    return () => {
      subscription.unsubscribe();
      clearTimeout(debounce);
      clearTimeout(renewal);
      latest += 1;
      controller?.abort();
    };
  }, [dataProvider, resource, id, watch, getValues]);

  return state;
}
