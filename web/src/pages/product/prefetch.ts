import { PRODUCT_PAGE_FETCH_SIZE, type LanguageId } from '@qahve/config';
import { clientApi } from '../../shared/api';
import { preloadImage, startEarly, takeEarly } from '../../shared/early';

export const loadCategories = (languageId: LanguageId, signal?: AbortSignal) => clientApi.categories({ languageId }, signal);
export const loadProducts = (languageId: LanguageId, signal?: AbortSignal) =>
  clientApi.products({ pageNumber: 1, pageSize: PRODUCT_PAGE_FETCH_SIZE, isPaginated: true, isMenuItem: false, languageId }, signal);

/** How wide a card's picture is shown (ProductTile's <img>, and its preload). */
export const TILE_IMAGE_SIZES = '(min-width: 1240px) 380px, (min-width: 720px) 31vw, 100vw';

/**
 * The catalogue's two requests, started with its route, in parallel with the page's code; then
 * the picture of its first card (all categories, page 1: the first product not deleted).
 */
export function prefetchProduct(languageId: LanguageId) {
  startEarly(`product:categories:${languageId}`, () => loadCategories(languageId));
  startEarly(`product:products:${languageId}`, () => loadProducts(languageId))
    ?.then(({ items }) => {
      const first = items.find((p) => !p.isDeleted);
      if (first?.primaryImageUrl) preloadImage({ src: first.primaryImageUrl, srcSet: first.primaryImageSrcSet, sizes: TILE_IMAGE_SIZES });
    })
    .catch(() => undefined);
}

export const takeCategories = (languageId: LanguageId) =>
  takeEarly<Awaited<ReturnType<typeof loadCategories>>>(`product:categories:${languageId}`);
export const takeProducts = (languageId: LanguageId) => takeEarly<Awaited<ReturnType<typeof loadProducts>>>(`product:products:${languageId}`);
