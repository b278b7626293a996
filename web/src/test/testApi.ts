import { vi } from 'vitest';
import type { LanguageId } from '@qahve/config';

/** A fetch answer as `request()` reads it (ok, status, statusText, text()). */
export function answer(body: unknown, status = 200) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

/** An API dictionary list: one entry a language, `texts` in the order of the language ids (en, az, ru). */
export function dictionaries<K extends string>(field: K, texts: readonly [string, string, string]) {
  return texts.map((text, i) => ({ languageId: (i + 1) as LanguageId, [field]: text })) as Array<
    { languageId: LanguageId } & Record<K, string>
  >;
}

/** An uploaded image as the API gives it: its address and a srcset of the 500 px variant and the original (`width` wide). */
export function uploadedImage(name: string, width: number) {
  return { imageUrl: `/uploads/${name}.jpg`, imageSrcSet: `/uploads/small_${name}.jpg 500w, /uploads/${name}.jpg ${width}w` };
}

export { paged } from './mockApi';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What a mocked route answers, given the URL. */
export type Route = (url: string) => Promise<Response> | Response;

/**
 * Mocks fetch: each call goes to the first route whose key is part of the URL
 * (e.g. `{ 'client/Carousels': () => answer(paged([])) }`). Returns the spy, to read the URLs.
 */
export function mockApi(routes: Record<string, Route>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const key = Object.keys(routes).find((k) => url.includes(k));
    if (!key) throw new TypeError(`Unmocked fetch ${url}`);
    return routes[key](url);
  });
}
