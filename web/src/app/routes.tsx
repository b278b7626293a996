import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import i18n from '../i18n';
import { DEFAULT_LANGUAGE_ID, languageIdOf, type LanguageId } from '@qahve/config';
import { prefetchHome } from '../pages/home/prefetch';
import { prefetchProduct } from '../pages/product/prefetch';
import { Layout } from './Layout';

/**
 * A page loaded on demand: its code and its translation namespace (current language) in parallel.
 * Each page lives in pages/<folder>/index.tsx with `export default`. `prefetch` starts the page's
 * first requests at the same moment (see shared/early.ts), so they do not wait for its code.
 */
function lazyPage(namespace: string, load: () => Promise<{ default: ComponentType }>, prefetch?: (languageId: LanguageId) => void) {
  return lazy(() => {
    prefetch?.(languageIdOf(i18n.language) ?? DEFAULT_LANGUAGE_ID);
    return Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
  });
}

const Home = lazyPage('home', () => import('../pages/home'), prefetchHome);
const Menu = lazyPage('menu', () => import('../pages/menu'));
const About = lazyPage('about', () => import('../pages/about'));
const Interior = lazyPage('interior', () => import('../pages/interior'));
const Location = lazyPage('location', () => import('../pages/location'));
const Career = lazyPage('career', () => import('../pages/career'));
const Survey = lazyPage('survey', () => import('../pages/survey'));
const Product = lazyPage('product', () => import('../pages/product'), prefetchProduct);
const Thanks = lazyPage('thanks', () => import('../pages/thanks'));
const NotFound = lazyPage('notFound', () => import('../pages/not-found'));

/**
 * The public routes (SPEC §2). Matching ignores case, so /About and /Location are the same pages
 * as /about and /location.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="menu" element={<Menu />} />
        <Route path="about" element={<About />} />
        <Route path="interior/:branchId?" element={<Interior />} />
        <Route path="location" element={<Location />} />
        <Route path="career" element={<Career />} />
        <Route path="survey" element={<Survey />} />
        <Route path="product" element={<Product />} />
        <Route path="thanks/:languageId?" element={<Thanks />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
