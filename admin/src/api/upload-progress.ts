import { useSyncExternalStore } from 'react';

/**
 * Upload progress of the multipart calls, per resource, for the forms' progress bars: the data
 * provider reports what XMLHttpRequest tells it; null means no upload is running.
 */
const progress = new Map<string, number | null>();
const listeners = new Set<() => void>();

export function setUploadProgress(resource: string, percent: number | null) {
  if (progress.get(resource) === percent) return;
  progress.set(resource, percent);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUploadProgress(resource: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => progress.get(resource) ?? null,
    () => null,
  );
}
