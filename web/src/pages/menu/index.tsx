import { useCallback, useMemo, useState } from 'react';
import type { Category, LanguageId, Product } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageData, useReload } from '../../shared/pageData';
import { useSite } from '../../shared/site';
import { usePageMeta } from '../../shared/usePageMeta';
import { categoryName, findCategory, productsInCategory, pruneCategories } from '../../shared/catalog';
import { CategoryNav } from './CategoryNav';
import type { menuLoader } from './loader';
import { jsonForScript } from '../../shared/jsonLd';
import { menuJsonLd } from './menuJsonLd';
import { ProductCard } from './ProductCard';
import { ProductModal } from './ProductModal';
import './menu.css';

interface Group {
  key: string;
  title?: string;
  products: Product[];
}

/**
 * The cards of the selection, grouped as a printed menu is: one group per child category (with
 * its whole subtree), after the products that sit on the selected category itself. "All" groups
 * by top-level category, and anything outside the tree goes last under "Other".
 */
function groupsOf(
  selected: Category | null,
  tree: readonly Category[],
  products: readonly Product[],
  languageId: LanguageId,
  other: string,
): Group[] {
  const children = selected ? (selected.subCategories ?? []) : tree;
  const groups: Group[] = [];
  if (selected) {
    const own = products.filter((p) => p.categoryId === selected.id);
    if (own.length) groups.push({ key: `own-${selected.id}`, products: own });
  }
  for (const c of children) {
    const list = productsInCategory(products, [c], c.id);
    if (list.length) groups.push({ key: String(c.id), title: categoryName(c, languageId, ''), products: list });
  }
  if (!selected) {
    const placed = new Set(groups.flatMap((g) => g.products.map((p) => p.id)));
    const rest = products.filter((p) => !placed.has(p.id));
    if (rest.length) groups.push({ key: 'other', title: groups.length ? other : undefined, products: rest });
  }
  return groups;
}

/** /menu: category accordion, product cards, the product modal with reviews and feedback. */
export default function MenuPage() {
  const { t } = useTranslation('menu');
  const { languageId, locale } = useLanguageId();
  usePageMeta({ titleKey: 'menu:meta.title', descriptionKey: 'menu:meta.description' });

  const { categories, products: productsRead } = usePageData<typeof menuLoader>();
  const { reload, reloading } = useReload();
  const { origin } = useSite();

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [openProduct, setOpenProduct] = useState<Product | null>(null);

  const products = useMemo(() => (productsRead.ok ? productsRead.data.items.filter((p) => !p.isDeleted) : []), [productsRead]);
  // Categories without a menu item (e.g. the shop's "Products") are left out of the menu.
  const tree = useMemo(() => pruneCategories(categories.ok ? categories.data.items : [], products), [categories, products]);
  const selected = selectedId === null ? null : (findCategory(tree, selectedId) ?? null);
  const shown = useMemo(() => productsInCategory(products, tree, selected?.id ?? null), [products, tree, selected]);
  const groups = useMemo(() => groupsOf(selected, tree, shown, languageId, t('other')), [selected, tree, shown, languageId, t]);

  const select = useCallback(
    (id: number | null) => {
      setSelectedId(id);
      if (id !== null && (findCategory(tree, id)?.subCategories?.length ?? 0) > 0) {
        setExpanded((s) => new Set(s).add(id));
      }
    },
    [tree],
  );
  const toggle = useCallback((id: number) => {
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const closeProduct = useCallback(() => setOpenProduct(null), []);
  const failed = !productsRead.ok;

  const jsonLd = useMemo(
    () =>
      products.length
        ? jsonForScript(menuJsonLd({ categories: tree, products, languageId, locale, name: t('jsonLd.name'), origin }))
        : null,
    [tree, products, languageId, locale, t, origin],
  );

  let content;
  if (failed) {
    content = (
      <div className="menu-state" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--outline" onClick={reload} disabled={reloading}>
          {t('retry')}
        </button>
      </div>
    );
  } else {
    const heading = selected ? categoryName(selected, languageId, '') : t('categories.all');
    content = (
      <div className="menu-layout">
        <CategoryNav
          categories={tree}
          languageId={languageId}
          selected={selected?.id ?? null}
          expanded={expanded}
          onSelect={select}
          onToggle={toggle}
        />
        <section className="menu-products" aria-labelledby="menu-products-title">
          <div className="menu-products__head">
            <h2 id="menu-products-title" className="menu-products__title">
              {heading}
            </h2>
            <p className="menu-products__count" role="status">
              {t('count', { count: shown.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="menu-state">{t('empty')}</p>
          ) : (
            groups.map((g, gi) => (
              <div key={g.key} className="menu-group">
                {g.title && <h3 className="menu-group__title">{g.title}</h3>}
                <ul className="menu-grid">
                  {g.products.map((p, pi) => (
                    <li key={p.id}>
                      <ProductCard
                        product={p}
                        languageId={languageId}
                        locale={locale}
                        noName={t('noName')}
                        onOpen={setOpenProduct}
                        priority={gi === 0 && pi < 2}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="page menu-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead menu-page__lead">{t('lead')}</p>
      {content}
      {openProduct && <ProductModal product={openProduct} onClose={closeProduct} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </div>
  );
}
