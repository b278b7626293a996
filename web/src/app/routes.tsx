import type { ComponentType } from 'react';
import { data, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import i18n from '../i18n';
import { homeLoader } from '../pages/home/loader';
import { interiorLoader, interiorDataUrl } from '../pages/interior/loader';
import { menuLoader } from '../pages/menu/loader';
import { productDataUrl, productLoader } from '../pages/product/loader';
import { surveyLoader } from '../pages/survey/loader';
import { RouteData, type Loader } from '../shared/pageData';
import { renderedLazy } from '../shared/renderedLazy';
import { Layout } from './Layout';

/** Each page is pages/<folder>/index.tsx with `export default`: its own chunk. */
const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/*/index.tsx');

/** What the server needs to know of a route's page: its module (for its code and styles) and translations. */
export interface PageHandle {
  /** The page's module as the build's manifest names it, e.g. `src/pages/menu/index.tsx`. */
  module: string;
  /** Its translation namespaces, loaded with its code. */
  namespaces: string[];
  /** In the browser: its code and translations in, before the server's render of it is hydrated. */
  preload: () => Promise<void>;
}

/**
 * The route of a page: its code and its translations (current language) loaded on demand, in
 * parallel; its loader (part of this module, so that its reads start with the navigation rather
 * than after the page's code); `dataUrl`, the part of the address its data depends on.
 */
function page(
  folder: string,
  route: { path?: string; index?: true },
  {
    loader,
    dataUrl,
    namespaces = [folder],
  }: { loader?: Loader; dataUrl?: (location: { pathname: string; search: string }) => string; namespaces?: string[] } = {},
): RouteObject {
  const load = pageModules[`../pages/${folder}/index.tsx`];
  if (!load) throw new Error(`No page pages/${folder}/index.tsx`);
  const Page = renderedLazy(load, () => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module));
  const handle: PageHandle = { module: `src/pages/${folder}/index.tsx`, namespaces, preload: Page.preload };
  const Component = loader
    ? () => (
        <RouteData routeId={folder} loader={loader} url={dataUrl}>
          <Page />
        </RouteData>
      )
    : Page;
  return { ...route, id: folder, loader, handle, Component } as RouteObject;
}

/**
 * The public routes, the same on the server (entry-server.tsx: react-router's static
 * handler runs their loaders) and in the browser. Matching ignores case, so /About and /Location
 * are the pages /about and /location.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    children: [
      page('home', { index: true }, { loader: homeLoader }),
      page('menu', { path: 'menu' }, { loader: menuLoader }),
      page('about', { path: 'about' }),
      page(
        'interior',
        { path: 'interior/:branchId?' },
        { loader: interiorLoader, dataUrl: interiorDataUrl, namespaces: ['interior', 'notFound'] },
      ),
      page('location', { path: 'location' }),
      page('career', { path: 'career' }),
      page('survey', { path: 'survey' }, { loader: surveyLoader }),
      page('product', { path: 'product' }, { loader: productLoader, dataUrl: productDataUrl, namespaces: ['product', 'notFound'] }),
      page('thanks', { path: 'thanks/:languageId?' }),
      page('not-found', { path: '*' }, { loader: () => data(null, { status: 404 }), namespaces: ['notFound'] }),
    ],
  },
];

/** The code and translations of the pages at this address, which the server rendered. */
export async function preloadPagesAt(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.preload() ?? []));
}

export function AppRoutes() {
  return useRoutes(routes);
}
