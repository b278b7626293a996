import { PRODUCT_PAGE_FETCH_SIZE } from '@qahve/config';
import { clientApi } from '../../shared/api';
import { loaded, type LoaderArgs, pageData, requestLanguage } from '../../shared/pageData';

/** /product: the categories (the tabs are those under "Products") and the first 100 shop items. */
export async function productLoader(args: LoaderArgs) {
  const { request } = args;
  const languageId = requestLanguage(args);
  const [categories, products] = await Promise.all([
    loaded(clientApi.categories({ languageId }, request.signal)),
    loaded(
      clientApi.products(
        { pageNumber: 1, pageSize: PRODUCT_PAGE_FETCH_SIZE, isPaginated: true, isMenuItem: false, languageId },
        request.signal,
      ),
    ),
  ]);
  return pageData({ categories, products });
}
