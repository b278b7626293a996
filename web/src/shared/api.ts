import {
  API_PREFIX,
  HOME_PRODUCTS_PAGE,
  HOME_PRODUCTS_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  type ApiError as ApiErrorBody,
  type ApiTransport,
  type Branch,
  type Carousel,
  type Category,
  type ContactSource,
  type Created,
  type FieldError,
  type HomeProduct,
  type LanguageId,
  type Paged,
  type PagedQuery,
  type Product,
  type Review,
  type ReviewSubmission,
  type SurveySubmission,
} from '@qahve/config';

/**
 * The public calls of the API (`/api/v1/client/...`). Every function takes an optional AbortSignal
 * and resolves with the parsed JSON, or rejects with an `ApiError` (or the AbortError of an aborted
 * call: see `isAbortError`). Lists always answer `Paged<T>` ({ pageNumber, totalPages, totalItems, items }).
 * Posts pass `languageId` so that the server's messages come back in the visitor's language.
 */

/** A refused or failed call. `status` 0 means no answer (network down, server unreachable). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get isNetworkError() {
    return this.status === 0;
  }

  /** The server's message for one field (`name`, `productDictionaries[0].name`...), if any. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `/api/v1/<path>?<query>`, leaving out empty values. */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_PREFIX}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

/** Survey calls carry the stored token when there is one. It is kept as a JSON string. */
function bearer(): Record<string, string> {
  try {
    const raw = localStorage.getItem('accessToken');
    if (!raw) return {};
    let token: unknown = raw;
    try {
      token = JSON.parse(raw);
    } catch {
      // a bare token
    }
    return typeof token === 'string' && token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
  const message = typeof b.message === 'string' && b.message ? b.message : statusText || `HTTP ${status}`;
  return new ApiError(status, message, Array.isArray(b.errors) ? b.errors : []);
}

/** How a request reaches the API: `fetch`, except in the server's render (entry-server.tsx). */
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renders pages inside the API's own process, and reaches it there without a socket. */
export function setTransport(next: ApiTransport) {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Attach `Authorization: Bearer <accessToken>` when a token is stored. */
  withToken?: boolean;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, withToken } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(withToken ? bearer() : {}) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    // Asked of the server (or the shared cache in front of it) each time, never answered by the
    // browser's own cache: the public answers let a shared cache serve a stale copy while it fetches a
    // fresh one, which a visitor's browser must not do (a review just confirmed would not show).
    res = await transport(apiUrl(path, query), { method, headers, body: payload, signal, cache: 'no-cache' });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const data = parseJson(await res.text());
  if (!res.ok) throw toApiError(res.status, res.statusText, data);
  return data as T;
}

export interface UploadOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Called with the sent fraction, 0 to 1, as the body uploads. */
  onProgress?: (fraction: number) => void;
}

/** A multipart POST with upload progress (fetch has none), e.g. for the CV form's progress bar. */
export function upload<T>(path: string, form: FormData, { query, signal, onProgress }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else {
        reject(toApiError(xhr.status, xhr.statusText, data));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export interface CategoryQuery {
  languageId: LanguageId;
  isPaginated?: boolean;
}

export interface ProductQuery extends PagedQuery {
  languageId: LanguageId;
  isMenuItem?: boolean;
  categoryId?: number;
  q?: string;
}

export interface ReviewQuery {
  productId: number;
  pageNumber?: number;
  pageSize?: number;
}

/** The calls of the API "Public (client) calls". */
export const clientApi = {
  /** Home carousel: every slide (no paging parameters). */
  carousels: (signal?: AbortSignal) => request<Paged<Carousel>>('client/Carousels', { signal }),

  /** Home teaser: page 1, size 3. */
  homeProducts: (languageId: LanguageId, signal?: AbortSignal) =>
    request<Paged<HomeProduct>>('client/HomeProducts', {
      query: { pageNumber: HOME_PRODUCTS_PAGE, pageSize: HOME_PRODUCTS_PAGE_SIZE, isPaginated: true, languageId },
      signal,
    }),

  branches: (signal?: AbortSignal) => request<Paged<Branch>>('client/Branches', { signal }),

  /** Top-level categories with nested `subCategories`. Menu: isPaginated=false; product page: languageId only. */
  categories: (query: CategoryQuery, signal?: AbortSignal) =>
    request<Paged<Category>>('client/Categories', { query: { ...query }, signal }),

  /**
   * Menu: `{ languageId, isPaginated: false }`. Product page:
   * `{ languageId, pageNumber: 1, pageSize: 100, isPaginated: true, isMenuItem: false }`.
   */
  products: (query: ProductQuery, signal?: AbortSignal) => request<Paged<Product>>('client/Products', { query: { ...query }, signal }),

  /** Confirmed reviews of a product, newest first. */
  reviews: ({ productId, pageNumber = 1, pageSize = REVIEW_PAGE_SIZE }: ReviewQuery, signal?: AbortSignal) =>
    request<Paged<Review>>('client/Reviews', { query: { productId, pageNumber, pageSize, isPaginated: true }, signal }),

  /** Answers 201 `{ id, message }`; the review shows once an administrator confirms it. */
  submitReview: (productId: number, review: ReviewSubmission, languageId: LanguageId, signal?: AbortSignal) =>
    request<Created>('client/Reviews', { method: 'POST', query: { productId, languageId }, body: review, signal }),

  contactSources: (signal?: AbortSignal) => request<Paged<ContactSource>>('client/ContactSources', { signal, withToken: true }),

  submitSurvey: (survey: SurveySubmission, languageId: LanguageId, signal?: AbortSignal) =>
    request<Created>('client/Surveys', { method: 'POST', query: { languageId }, body: survey, signal, withToken: true }),

  /** Multipart: name, surname, number, email, resumeFile. Reports upload progress. */
  submitCandidate: (form: FormData, languageId: LanguageId, options: Omit<UploadOptions, 'query'> = {}) =>
    upload<Created>('client/Candidates', form, { ...options, query: { languageId } }),
};
