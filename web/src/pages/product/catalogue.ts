import { PRODUCT_PAGE_VISIBLE, type Category, type Product } from '@qahve/config';
import { productsInCategory } from '../../shared/catalog';
import { PATHS } from '../../shared/paths';
import { pageCount } from './pager';
import { shopCategories } from './shop';

/**
 * The catalogue's addresses: `/product` (every product, page 1), `?category=<id>` (one tab) and
 * `&page=<n>` (a page after the first), in that order; `?lang=` is added by the language links.
 * Each is a page of its own, rendered on the server from its address, so that a reader without
 * script and a crawler reach every product by following links.
 */
export interface CatalogueQuery {
  /** A subcategory of "Products", or null for all of them. */
  category: number | null;
  page: number;
}

const WHOLE = /^[1-9]\d{0,8}$/;

/** The query of a catalogue address; null when `category` or `page` is no positive whole number. */
export function parseCatalogueQuery(search: string): CatalogueQuery | null {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const page = params.get('page');
  if ((category !== null && !WHOLE.test(category)) || (page !== null && !WHOLE.test(page))) return null;
  return { category: category === null ? null : Number(category), page: page === null ? 1 : Number(page) };
}

/** The canonical address of a catalogue page (without the language). */
export function catalogueHref({ category, page }: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (category !== null) params.set('category', String(category));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATHS.product}?${query}` : PATHS.product;
}

export interface CatalogueView {
  /** The tabs: the subcategories of "Products". */
  tabs: Category[];
  /** The chosen tab's id, null for all. */
  category: number | null;
  /** The products of the tab, and those of the page. */
  shown: Product[];
  visible: Product[];
  page: number;
  /** How many pages the tab has. */
  total: number;
  /** Whether the address names a page the catalogue has (an unknown tab or a page past the last is not found). */
  known: boolean;
}

/** What the catalogue shows at an address, from what its loader read. */
export function catalogueView(categories: readonly Category[], products: readonly Product[], search: string): CatalogueView {
  const tabs = shopCategories(categories);
  const query = parseCatalogueQuery(search);
  const category = query?.category ?? null;
  const tabKnown = category === null || tabs.some((c) => c.id === category);
  const shown = tabKnown ? productsInCategory(products, tabs, category) : [];
  const total = pageCount(shown.length, PRODUCT_PAGE_VISIBLE);
  const page = Math.min(query?.page ?? 1, Math.max(1, total));
  const known = query !== null && tabKnown && query.page === page;
  const visible = shown.slice((page - 1) * PRODUCT_PAGE_VISIBLE, page * PRODUCT_PAGE_VISIBLE);
  return { tabs, category: tabKnown ? category : null, shown, visible, page, total, known };
}

/** Every address of the catalogue (each tab, each of its pages), for the sitemap. */
export function cataloguePaths(categories: readonly Category[], products: readonly Product[]): string[] {
  const tabs = shopCategories(categories);
  return [null, ...tabs.map((c) => c.id)].flatMap((category) => {
    const total = Math.max(1, pageCount(productsInCategory(products, tabs, category).length, PRODUCT_PAGE_VISIBLE));
    return Array.from({ length: total }, (_, i) => catalogueHref({ category, page: i + 1 }));
  });
}

/** The catalogue's products as the site shows them: the shop's, without the deleted ones. */
export const listedProducts = (products: readonly Product[]) => products.filter((p) => !p.isDeleted);
