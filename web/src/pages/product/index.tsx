import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_PAGE_VISIBLE } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useApi } from '../../shared/useApi';
import { usePageMeta } from '../../shared/usePageMeta';
import { categoryName, productsInCategory } from '../menu/catalog';
import { pageCount } from './pager';
import { loadCategories, loadProducts, takeCategories, takeProducts } from './prefetch';
import { shopCategories } from './shop';
import { Pager } from './Pager';
import { ProductTile } from './ProductTile';
import './product.css';

/** /product: breadcrumb, category tabs, 3 product cards a page and the pager of SPEC §9. */
export default function ProductPage() {
  const { t } = useTranslation('product');
  const { languageId, locale } = useLanguageId();
  usePageMeta({ titleKey: 'product:meta.title', descriptionKey: 'product:meta.description' });

  const categoriesState = useApi(({ signal, languageId: id }) => takeCategories(id) ?? loadCategories(id, signal), []);
  const productsState = useApi(({ signal, languageId: id }) => takeProducts(id) ?? loadProducts(id, signal), []);

  const [tab, setTab] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const panel = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const ids = useId();

  const tabs = useMemo(() => shopCategories(categoriesState.data?.items ?? []), [categoriesState.data]);
  const products = useMemo(() => (productsState.data?.items ?? []).filter((p) => !p.isDeleted), [productsState.data]);
  const activeTab = tab !== null && tabs.some((c) => c.id === tab) ? tab : null;
  const shown = useMemo(() => productsInCategory(products, tabs, activeTab), [products, tabs, activeTab]);
  const total = pageCount(shown.length, PRODUCT_PAGE_VISIBLE);
  const current = Math.min(Math.max(1, page), Math.max(1, total));
  const visible = shown.slice((current - 1) * PRODUCT_PAGE_VISIBLE, current * PRODUCT_PAGE_VISIBLE);

  const entries: Array<{ id: number | null; label: string }> = [
    { id: null, label: t('tabs.all') },
    ...tabs.map((c) => ({ id: c.id, label: categoryName(c, languageId, t('noName')) })),
  ];
  const activeIndex = Math.max(0, entries.findIndex((e) => e.id === activeTab));
  const tabId = (i: number) => `${ids}-tab-${i}`;

  const choose = (id: number | null) => {
    setTab(id);
    setPage(1);
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = entries.length - 1;
    const next =
      e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
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

  // Tabs and cards appear together, once both answers (or failures) are in.
  const loading = !productsState.settled || !categoriesState.settled;
  const failed = productsState.data === undefined && !loading;

  let body;
  if (loading) {
    body = (
      <>
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <ul className="product-grid" aria-hidden="true">
          {Array.from({ length: PRODUCT_PAGE_VISIBLE }, (_, i) => (
            <li key={i} className="product-skeleton" />
          ))}
        </ul>
      </>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="product-empty">
        <p>{t('empty')}</p>
        {failed && (
          <button type="button" className="button" onClick={() => (categoriesState.reload(), productsState.reload())}>
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
      {loading ? (
        <div className="product-tabs" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className="product-tabs__skeleton" />
          ))}
        </div>
      ) : (
        <div className="product-tabs" role="tablist" aria-label={t('tabs.label')}>
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
      )}
      <div
        ref={panel}
        id={`${ids}-panel`}
        className="product-panel"
        role={loading ? undefined : 'tabpanel'}
        aria-labelledby={loading ? undefined : tabId(activeIndex)}
        aria-busy={loading || undefined}
      >
        {body}
      </div>
    </div>
  );
}
