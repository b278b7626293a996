/**
 * Requests started before their page renders — when its route is chosen, in parallel with the
 * page's code — and taken once by the page (a later reload or language change fetches anew).
 * Keys name the request and its language. Not in tests, whose fetch mocks are set per test.
 */
const started = new Map<string, Promise<unknown>>();

export function startEarly<T>(key: string, load: () => Promise<T>): void {
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return;
  const promise = load();
  // Its failure is the page's to report, when it takes it.
  promise.catch(() => undefined);
  started.set(key, promise);
}

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise;
}
