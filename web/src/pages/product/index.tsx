import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageData, useReload } from '../../shared/pageData';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { LanguageLink } from '../../shared/ui/LanguageLink';
import { NotFound } from '../../shared/ui/NotFound';
import { useOverflowEdges } from '../../shared/useOverflowEdges';
import { usePageMeta } from '../../shared/usePageMeta';
import { categoryName } from '../../shared/catalog';
import { catalogueHref, catalogueView, listedProducts } from './catalogue';
import type { productLoader } from './loader';
import { Pager } from './Pager';
import { ProductTile } from './ProductTile';
import './product.css';

/**
 * /product: breadcrumb, the category links, 3 product cards a page and the pager of the business
 * limits. The tab and the page are the address's (`?category=<id>&page=<n>`, catalogue.ts): each is a
 * link, followed in the app without a reload, and a page of its own for a reader without script. An
 * address naming a tab or a page the catalogue has not is the not-found page (answered 404).
 */
export default function ProductPage() {
  const { categories, products } = usePageData<typeof productLoader>();
  const { search } = useLocation();
  const view = useMemo(
    () => catalogueView(categories.ok ? categories.data.items : [], products.ok ? listedProducts(products.data.items) : [], search),
    [categories, products, search],
  );
  return !categories.ok || !products.ok || view.known ? <Catalogue view={view} failed={!products.ok} /> : <NotFound />;
}

function Catalogue({ view, failed }: { view: ReturnType<typeof catalogueView>; failed: boolean }) {
  const { t } = useTranslation('product');
  const { languageId, locale } = useLanguageId();
  const { reload } = useReload();
  const { tabs, category, shown, visible, page, total } = view;
  const panel = useRef<HTMLDivElement>(null);
  const tabList = useRef<HTMLUListElement>(null);

  const entries: Array<{ id: number | null; label: string }> = [
    { id: null, label: t('tabs.all') },
    ...tabs.map((c) => ({ id: c.id, label: categoryName(c, languageId, t('noName')) })),
  ];
  const chosen = entries.find((e) => e.id === category) ?? entries[0];
  // Each address its own title and description: all products, a tab, a later page, or both.
  const kind = category !== null ? (page > 1 ? 'categoryPage' : 'category') : page > 1 ? 'page' : null;
  usePageMeta({
    titleKey: kind ? `product:catalogueMeta.${kind}.title` : 'product:meta.title',
    descriptionKey: kind ? `product:catalogueMeta.${kind}.description` : 'product:meta.description',
    values: { category: chosen.label, page, total },
    canonical: catalogueHref({ category, page }),
  });

  // The chosen tab in view, clear of the row's fading edges, in the row that scrolls sideways (a
  // phone), without scrolling the page: centred when it is not.
  useEffect(() => {
    const row = tabList.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const edge = 56;
    const box = row.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < box.left + edge || tab.right > box.right - edge) row.scrollLeft += tab.left + tab.width / 2 - (box.left + box.width / 2);
  }, [category]);

  // A page followed from the pager below: the cards' top in view again.
  const toPanel = () => {
    const top = panel.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  // On a phone the tabs are one row that scrolls sideways: a fade and an arrow show where more are.
  const more = useOverflowEdges(tabList, [entries.length, languageId]);
  const scrollTabs = (direction: 1 | -1) =>
    tabList.current?.scrollBy({ left: direction * tabList.current.clientWidth * 0.7, behavior: 'smooth' });

  let body;
  if (shown.length === 0) {
    body = (
      <div className="product-empty">
        <p>{t('empty')}</p>
        {failed && (
          <button type="button" className="button" onClick={reload}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="product-grid">
          {visible.map((p, i) => (
            <li key={p.id}>
              <ProductTile
                product={p}
                languageId={languageId}
                locale={locale}
                noName={t('noName')}
                noDescription={t('noDescription')}
                priority={i === 0}
              />
            </li>
          ))}
        </ul>
        <p className="sr-only" role="status">
          {total > 1 ? t('pager.status', { page, total }) : ''}
        </p>
        <Pager current={page} total={total} href={(n) => catalogueHref({ category, page: n })} onFollow={toPanel} />
      </>
    );
  }

  return (
    <div className="page product-page">
      <Breadcrumb current={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead product-page__lead">{t('lead')}</p>
      <nav
        className="product-tabs-frame"
        aria-label={t('tabs.label')}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
      >
        <ul ref={tabList} className="product-tabs">
          {entries.map((entry) => (
            <li key={entry.id ?? 'all'}>
              <LanguageLink
                to={catalogueHref({ category: entry.id, page: 1 })}
                className="pill product-tabs__tab"
                aria-current={entry.id === category ? 'page' : undefined}
              >
                {entry.label}
              </LanguageLink>
            </li>
          ))}
        </ul>
        {/* For a pointer: a swipe does the same. */}
        <button
          type="button"
          className="product-tabs__more product-tabs__more--start"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollTabs(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="product-tabs__more product-tabs__more--end"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollTabs(1)}
        >
          ›
        </button>
      </nav>
      <div ref={panel} className="product-panel">
        {body}
      </div>
    </div>
  );
}
