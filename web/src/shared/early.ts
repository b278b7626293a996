/**
 * Requests started before their page renders — when its route is chosen, in parallel with the
 * page's code — and taken once by the page (a later reload or language change fetches anew).
 * Keys name the request and its language. Not in tests, whose fetch mocks are set per test.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts the request; answers its promise, or undefined where nothing starts early. */
export function startEarly<T>(key: string, load: () => Promise<T>): Promise<T> | undefined {
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return undefined;
  const promise = load();
  // Its failure is the page's to report, when it takes it.
  promise.catch(() => undefined);
  started.set(key, promise);
  return promise;
}

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise;
}

/**
 * Fetches a picture the page is about to show (its largest paint) as soon as its URL is known,
 * while the page's code still loads and renders. `sizes` must be the <img>'s own, so that the
 * browser picks the same candidate of the srcset and the <img> takes the preloaded file.
 */
export function preloadImage({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes: string }): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
