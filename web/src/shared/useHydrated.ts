import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's render and in the browser's first render of a server-rendered page
 * (hydration, which must render what the server rendered), true from then on. For what only a
 * browser can show (the map).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
