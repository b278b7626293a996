import { PRODUCT_PAGE_FETCH_SIZE, type LanguageId } from '@qahve/config';
import { clientApi } from '../../shared/api';
import { loaded, type LoaderArgs, notFound, pageData, requestLanguage } from '../../shared/pageData';

/** The catalogue's read: the first 100 shop items (not the menu's). */
export const catalogueRead = (languageId: LanguageId) =>
  ({ pageNumber: 1, pageSize: PRODUCT_PAGE_FETCH_SIZE, isPaginated: true, isMenuItem: false, languageId }) as const;

/**
 * /product: the categories (the tabs are those under "Products") and the first 100 shop items. The
 * tab and the page come from the address (catalogue.ts); one the catalogue has not is a 404.
 */
export async function productLoader(args: LoaderArgs) {
  const { request } = args;
  const languageId = requestLanguage(args);
  // The catalogue's addresses (catalogue.ts) come with the page's code, fetched beside the reads:
  // the site's first script carries only what every page needs.
  const [categories, products, { catalogueView, listedProducts }] = await Promise.all([
    loaded(clientApi.categories({ languageId }, request.signal)),
    loaded(clientApi.products(catalogueRead(languageId), request.signal)),
    import('./catalogue'),
  ]);
  const reads = { categories, products };
  if (!categories.ok || !products.ok) return pageData(reads);
  const { known } = catalogueView(categories.data.items, listedProducts(products.data.items), new URL(request.url).search);
  return known ? pageData(reads) : notFound(reads);
}

/** The tab and the page are chosen from what was read: the data depends on the language alone. */
export function productDataUrl({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  params.delete('category');
  params.delete('page');
  const query = params.toString();
  return query ? `/product?${query}` : '/product';
}
