import { clientApi } from '../../shared/api';
import { loaded, type LoaderArgs, pageData, requestLanguage } from '../../shared/pageData';

/** /menu: every category and every menu item, in the language. */
export async function menuLoader(args: LoaderArgs) {
  const { request } = args;
  const languageId = requestLanguage(args);
  const [categories, products] = await Promise.all([
    loaded(clientApi.categories({ languageId, isPaginated: false }, request.signal)),
    loaded(clientApi.products({ languageId, isPaginated: false, isMenuItem: true }, request.signal)),
  ]);
  return pageData({ categories, products });
}
