import { PRODUCT_PAGE_FETCH_SIZE, type LanguageId } from '@qahve/config';
import { clientApi } from '../../shared/api';
import { startEarly, takeEarly } from '../../shared/early';

export const loadCategories = (languageId: LanguageId, signal?: AbortSignal) => clientApi.categories({ languageId }, signal);
export const loadProducts = (languageId: LanguageId, signal?: AbortSignal) =>
  clientApi.products({ pageNumber: 1, pageSize: PRODUCT_PAGE_FETCH_SIZE, isPaginated: true, isMenuItem: false, languageId }, signal);

/** The catalogue's two requests, started with its route, in parallel with the page's code. */
export function prefetchProduct(languageId: LanguageId) {
  startEarly(`product:categories:${languageId}`, () => loadCategories(languageId));
  startEarly(`product:products:${languageId}`, () => loadProducts(languageId));
}

export const takeCategories = (languageId: LanguageId) =>
  takeEarly<Awaited<ReturnType<typeof loadCategories>>>(`product:categories:${languageId}`);
export const takeProducts = (languageId: LanguageId) => takeEarly<Awaited<ReturnType<typeof loadProducts>>>(`product:products:${languageId}`);
