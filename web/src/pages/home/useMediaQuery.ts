import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (rotation, resizing, a changed OS setting).
 * Without matchMedia (old browsers, jsdom) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The teaser is a grid from this width up, a slider below it. */
export const TEASER_GRID = '(min-width: 768px)';
