import { useCallback, useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { Dashboard } from '@qahve/config';
import { fetchDashboard } from './api';

export interface DashboardState {
  data?: Dashboard;
  error?: unknown;
  loading: boolean;
  /** Reads the figures again (after a moderation, or a failure); the cards keep the last ones meanwhile. */
  reload: () => void;
}

/**
 * The dashboard's one call. A 401 that survives the token refresh signs the administrator out, as
 * the lists do; any other failure is the error state, with a retry.
 */
export function useDashboard(): DashboardState {
  const [state, setState] = useState<Omit<DashboardState, 'reload'>>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  // Through a ref: the function changes with the router's state, which must not fetch again.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const logoutRef = useRef(logoutIfAccessDenied);
  useEffect(() => {
    logoutRef.current = logoutIfAccessDenied;
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    fetchDashboard(controller.signal).then(
      (data) => setState({ data, loading: false }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (await logoutRef.current(error)) return;
        setState((previous) => ({ data: previous.data, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
