import { HttpError } from 'ra-core';
import type { ApiError } from '@qahve/config';
import { ADMIN_API, getAccessToken, refreshSession } from './session';

/**
 * The HTTP client of the back-office API. Every call carries the bearer token. A 401 is answered
 * once: with the token another caller has just stored, or else after one (shared) refresh; a 401
 * that survives that rejects with status 401, which the auth provider turns into a logout.
 * Multipart bodies go through XMLHttpRequest, the only browser API that reports upload progress.
 */

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: string;
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart (with progress). */
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (percent: number) => void;
  /** Multipart only: give up after this long (a network error for the caller). */
  timeoutMs?: number;
  /** `file`: a download (a CV, an export), answered in `file`; an error answer is still JSON. */
  responseType?: 'json' | 'file';
}

export interface ApiFile {
  blob: Blob;
  /** The name of the answer's Content-Disposition, if it has one. */
  name: string | null;
}

export interface ApiResponse<T> {
  status: number;
  json: T;
  file?: ApiFile;
}

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${ADMIN_API}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

interface RawResponse {
  status: number;
  text: string;
  file?: ApiFile;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename="…"`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

function sendFetch(url: string, options: RequestOptions, token: string | null): Promise<RawResponse> {
  const file = options.responseType === 'file';
  const headers: Record<string, string> = { Accept: file ? '*/*' : 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal }).then(
    async (response): Promise<RawResponse> =>
      // A file's bytes stay bytes (text would mangle a PDF).
      file && response.ok
        ? {
            status: response.status,
            text: '',
            file: { blob: await response.blob(), name: fileNameOf(response.headers.get('Content-Disposition')) },
          }
        : { status: response.status, text: await response.text() },
    (error: unknown) => {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new HttpError('ra.notification.http_error', 0);
    },
  );
}

function sendXhr(url: string, options: RequestOptions, token: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const report = options.onUploadProgress;
    if (report) {
      report(0);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new HttpError('ra.notification.http_error', 0));
    if (options.timeoutMs) {
      xhr.timeout = options.timeoutMs;
      xhr.ontimeout = () => reject(new HttpError('ra.notification.http_error', 0));
    }
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body as FormData);
  });
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const url = apiUrl(path, options.query);
  const send = options.body instanceof FormData ? sendXhr : sendFetch;
  let token = getAccessToken();
  let raw = await send(url, options, token);
  if (raw.status === 401 && token) {
    const current = getAccessToken();
    // Someone refreshed since this request left: retry with the new token; else refresh (once).
    token = current && current !== token ? current : await refreshSession();
    raw = await send(url, options, token);
  }
  const json = parse(raw.text);
  if (raw.status < 200 || raw.status >= 300) {
    const body = (json && typeof json === 'object' ? json : { message: typeof json === 'string' ? json : '' }) as ApiError;
    throw new HttpError(body.message || `HTTP ${raw.status}`, raw.status, body);
  }
  return { status: raw.status, json: json as T, file: raw.file };
}
