import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_PAGE_VISIBLE } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageData, useReload } from '../../shared/pageData';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useOverflowEdges } from '../../shared/useOverflowEdges';
import { usePageMeta } from '../../shared/usePageMeta';
import { categoryName, productsInCategory } from '../../shared/catalog';
import type { productLoader } from './loader';
import { pageCount } from './pager';
import { shopCategories } from './shop';
import { Pager } from './Pager';
import { ProductTile } from './ProductTile';
import './product.css';

/** /product: breadcrumb, category tabs, 3 product cards a page and the pager of the business limits. */
export default function ProductPage() {
  const { t } = useTranslation('product');
  const { languageId, locale } = useLanguageId();
  usePageMeta({ titleKey: 'product:meta.title', descriptionKey: 'product:meta.description' });

  const { categories, products: productsRead } = usePageData<typeof productLoader>();
  const { reload } = useReload();

  const [tab, setTab] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const panel = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabList = useRef<HTMLDivElement>(null);
  const ids = useId();

  const tabs = useMemo(() => shopCategories(categories.ok ? categories.data.items : []), [categories]);
  const products = useMemo(() => (productsRead.ok ? productsRead.data.items.filter((p) => !p.isDeleted) : []), [productsRead]);
  const activeTab = tab !== null && tabs.some((c) => c.id === tab) ? tab : null;
  const shown = useMemo(() => productsInCategory(products, tabs, activeTab), [products, tabs, activeTab]);
  const total = pageCount(shown.length, PRODUCT_PAGE_VISIBLE);
  const current = Math.min(Math.max(1, page), Math.max(1, total));
  const visible = shown.slice((current - 1) * PRODUCT_PAGE_VISIBLE, current * PRODUCT_PAGE_VISIBLE);

  const entries: Array<{ id: number | null; label: string }> = [
    { id: null, label: t('tabs.all') },
    ...tabs.map((c) => ({ id: c.id, label: categoryName(c, languageId, t('noName')) })),
  ];
  const activeIndex = Math.max(
    0,
    entries.findIndex((e) => e.id === activeTab),
  );
  const tabId = (i: number) => `${ids}-tab-${i}`;

  const choose = (id: number | null) => {
    setTab(id);
    setPage(1);
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = entries.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    choose(entries[next].id);
    tabRefs.current[next]?.focus();
  };

  const goTo = (n: number) => {
    setPage(n);
    const top = panel.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  // On a phone the tabs are one row that scrolls sideways: a fade and an arrow show where more are.
  const more = useOverflowEdges(tabList, [entries.length, languageId]);
  const scrollTabs = (direction: 1 | -1) =>
    tabList.current?.scrollBy({ left: direction * tabList.current.clientWidth * 0.7, behavior: 'smooth' });
  const failed = !productsRead.ok;

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
                priority={current === 1 && i === 0}
              />
            </li>
          ))}
        </ul>
        <p className="sr-only" role="status">
          {total > 1 ? t('pager.status', { page: current, total }) : ''}
        </p>
        <Pager current={current} total={total} onChange={goTo} />
      </>
    );
  }

  return (
    <div className="page product-page">
      <Breadcrumb current={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead product-page__lead">{t('lead')}</p>
      <div className="product-tabs-frame" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
        <div ref={tabList} className="product-tabs" role="tablist" aria-label={t('tabs.label')}>
          {entries.map((entry, i) => (
            <button
              key={entry.id ?? 'all'}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              id={tabId(i)}
              type="button"
              role="tab"
              className="product-tabs__tab"
              aria-selected={i === activeIndex}
              aria-controls={`${ids}-panel`}
              tabIndex={i === activeIndex ? 0 : -1}
              onClick={() => choose(entry.id)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        {/* For a pointer: the arrow keys and a swipe do the same. */}
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
      </div>
      <div ref={panel} id={`${ids}-panel`} className="product-panel" role="tabpanel" aria-labelledby={tabId(activeIndex)}>
        {body}
      </div>
    </div>
  );
}
