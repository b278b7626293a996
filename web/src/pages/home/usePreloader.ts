import { useEffect, useState } from 'react';
import { PRELOADER_MIN_MS } from '@qahve/config';

/**
 * SPEC §4: the home page's loading overlay stays until PRELOADER_MIN_MS (2 s) after the carousel
 * fetch has ended, whether it succeeded or failed. `settled` turns true once that fetch has ended.
 */
export function usePreloader(settled: boolean, holdMs: number = PRELOADER_MIN_MS): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setHeld(true), holdMs);
    return () => clearTimeout(timer);
  }, [settled, holdMs]);
  return !held;
}
