import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SurveyStatistics } from '@qahve/config';
import { fetchSurveyStatistics, type SurveyRange } from '../api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's date range, kept in its URL (`?from=2025-01-01&to=2025-01-31`); anything but a day is ignored. */
export function useStatisticsRange(): [SurveyRange, (range: SurveyRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = useMemo(() => ({ from: DAY.test(from) ? from : undefined, to: DAY.test(to) ? to : undefined }), [from, to]);
  const setRange = useCallback(
    (next: SurveyRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of ['from', 'to'] as const) {
            const value = next[key];
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange];
}

export const rangeInOrder = ({ from, to }: SurveyRange) => !from || !to || from <= to;

export interface StatisticsState {
  data?: SurveyStatistics;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * The statistics of a range, fetched again when it changes (the previous charts stay while the new
 * ones load); an invalid range (`null`) fetches nothing. A 401 that survives the token refresh
 * signs the administrator out, as the lists do.
 */
export function useSurveyStatistics(range: SurveyRange | null): StatisticsState {
  const [state, setState] = useState<Omit<StatisticsState, 'retry'>>({ loading: range !== null });
  const [attempt, setAttempt] = useState(0);
  // Read through a ref: the function changes with the router's state, which must not fetch again.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const logoutRef = useRef(logoutIfAccessDenied);
  useEffect(() => {
    logoutRef.current = logoutIfAccessDenied;
  });
  const from = range?.from;
  const to = range?.to;
  const valid = range !== null;

  useEffect(() => {
    if (!valid) {
      setState((previous) => ({ data: previous.data, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    fetchSurveyStatistics({ from, to }, controller.signal).then(
      (data) => setState({ data, loading: false }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (await logoutRef.current(error)) return;
        setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [from, to, valid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
