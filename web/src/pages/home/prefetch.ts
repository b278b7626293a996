import type { LanguageId } from '@qahve/config';
import { clientApi } from '../../shared/api';
import { startEarly, takeEarly } from '../../shared/early';

type Carousels = ReturnType<typeof clientApi.carousels>;
type HomeProducts = ReturnType<typeof clientApi.homeProducts>;
const productsKey = (languageId: LanguageId) => `home:products:${languageId}`;

/** The home page's requests, started with its route so that the preloader's 2 s start earlier. */
export function prefetchHome(languageId: LanguageId) {
  startEarly('home:carousels', () => clientApi.carousels());
  startEarly(productsKey(languageId), () => clientApi.homeProducts(languageId));
}

export const takeCarousels = () => takeEarly<Awaited<Carousels>>('home:carousels');
export const takeHomeProducts = (languageId: LanguageId) => takeEarly<Awaited<HomeProducts>>(productsKey(languageId));
