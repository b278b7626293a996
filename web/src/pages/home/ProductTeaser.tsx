import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PRODUCTS_PAGE_SIZE } from '@qahve/config';
import { PATHS } from '../../app/paths';
import { useLanguageId, useTranslation } from '../../i18n';
import { clientApi } from '../../shared/api';
import { useApi } from '../../shared/useApi';
import { takeHomeProducts } from './prefetch';
import { TeaserCard } from './TeaserCard';
import { TEASER_GRID, useMediaQuery } from './useMediaQuery';

const TeaserSlider = lazy(() => import('./TeaserSlider'));

function Skeleton() {
  return (
    <ul className="teaser__grid teaser__grid--skeleton" aria-hidden="true">
      {Array.from({ length: HOME_PRODUCTS_PAGE_SIZE }, (_, i) => (
        <li key={i} className="teaser-skeleton">
          <span className="teaser-skeleton__media" />
          <span className="teaser-skeleton__line" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Three home products (GET client/HomeProducts, page 1, size 3, in the language): a grid from
 * 768 px up, a swiper slider on phones. "No products available" when the list is empty or failed.
 */
export function ProductTeaser() {
  const { t } = useTranslation('home');
  const { languageId, locale } = useLanguageId();
  const { data, error, settled } = useApi(({ signal, languageId: id }) => takeHomeProducts(id) ?? clientApi.homeProducts(id, signal), []);
  const grid = useMediaQuery(TEASER_GRID, true);
  const products = error ? [] : (data?.items ?? []).filter((p) => !p.isDeleted).slice(0, HOME_PRODUCTS_PAGE_SIZE);

  let body;
  if (!settled) {
    body = (
      <>
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <Skeleton />
      </>
    );
  } else if (products.length === 0) {
    body = <p className="teaser__empty">{t('teaser.empty')}</p>;
  } else if (grid) {
    body = (
      <ul className="teaser__grid">
        {products.map((product) => (
          <li key={product.id}>
            <TeaserCard product={product} languageId={languageId} locale={locale} />
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <Suspense fallback={<Skeleton />}>
        <TeaserSlider products={products} languageId={languageId} locale={locale} />
      </Suspense>
    );
  }

  return (
    <section className="home-section teaser" aria-labelledby="teaser-title">
      <div className="home-section__inner">
        <div className="teaser__head">
          <div>
            <p className="home-eyebrow">{t('teaser.eyebrow')}</p>
            <h2 id="teaser-title" className="home-section__title">
              {t('teaser.title')}
            </h2>
          </div>
          <Link to={PATHS.product} className="teaser__all" aria-describedby="teaser-title">
            {t('teaser.seeAll')}
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12h14m-6-6 6 6-6 6" />
            </svg>
          </Link>
        </div>
        {body}
      </div>
    </section>
  );
}
