import { DEFAULT_LANGUAGE_ID, languageIdOf, type LanguageId } from '@qahve/config';
import { i18n } from '../../i18n';
import { clientApi } from '../../shared/api';

type Early = { carousels?: ReturnType<typeof clientApi.carousels>; products?: { languageId: LanguageId; promise: ReturnType<typeof clientApi.homeProducts> } };

const early: Early = {};

/** Keeps an early request's failure from being reported as unhandled before the page takes it. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Starts the carousel and home-products requests as soon as the home chunk evaluates (before React
 * renders the page and its effects run), so the preloader's 2 s start earlier. Not in tests, whose
 * fetch mocks are set per test.
 */
export function startHomePrefetch() {
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return;
  const languageId = languageIdOf(i18n.language) ?? DEFAULT_LANGUAGE_ID;
  early.carousels = quiet(clientApi.carousels());
  early.products = { languageId, promise: quiet(clientApi.homeProducts(languageId)) };
}

/** The early carousel request, once; then undefined (reloads fetch again). */
export function takeCarousels() {
  const promise = early.carousels;
  early.carousels = undefined;
  return promise;
}

/** The early home-products request, once, if it was made in `languageId`. */
export function takeHomeProducts(languageId: LanguageId) {
  const entry = early.products;
  early.products = undefined;
  return entry && entry.languageId === languageId ? entry.promise : undefined;
}
