import { clientApi } from '../../shared/api';
import { loaded, type LoaderArgs, pageData, requestLanguage } from '../../shared/pageData';

/** /: the slides (every one) and the three home products in the language. */
export async function homeLoader(args: LoaderArgs) {
  const { request } = args;
  const languageId = requestLanguage(args);
  const [carousels, products] = await Promise.all([
    loaded(clientApi.carousels(request.signal)),
    loaded(clientApi.homeProducts(languageId, request.signal)),
  ]);
  return pageData({ carousels, products });
}
