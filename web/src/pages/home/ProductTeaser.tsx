import { LanguageLink } from '../../shared/ui/LanguageLink';
import { LineIcon } from '../../shared/ui/LineIcon';
import { lazy, Suspense, useRef } from 'react';
import { HOME_PRODUCTS_PAGE_SIZE, type HomeProduct, type Paged } from '@qahve/config';
import { PATHS } from '../../shared/paths';
import { useLanguageId, useTranslation } from '../../i18n';
import type { Loaded } from '../../shared/pageData';
import { useNearViewport } from '../../shared/useNearViewport';
import { TeaserCard } from './TeaserCard';
import { TEASER_GRID, useMediaQuery } from './useMediaQuery';

const TeaserSlider = lazy(() => import('./TeaserSlider'));

/**
 * Three home products (GET client/HomeProducts, page 1, size 3, in the language): a grid from
 * 768 px up, a swiper slider on phones. The server's HTML, which knows no screen, has the grid, a
 * row that scrolls sideways on phones (home.css) until the slider takes its place, once the visitor
 * has scrolled to within a screen of it: swiper's code and its start (it measures the slides) do not
 * weigh on the page's start, below the full-height carousel.
 * "No products available" when the list is empty or failed.
 */
export function ProductTeaser({ products: read }: { products: Loaded<Paged<HomeProduct>> }) {
  const { t } = useTranslation('home');
  const { languageId, locale } = useLanguageId();
  const grid = useMediaQuery(TEASER_GRID, true);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const products = read.ok ? read.data.items.filter((p) => !p.isDeleted).slice(0, HOME_PRODUCTS_PAGE_SIZE) : [];

  const list = (
    <ul className="teaser__grid">
      {products.map((product) => (
        <li key={product.id}>
          <TeaserCard product={product} languageId={languageId} locale={locale} />
        </li>
      ))}
    </ul>
  );
  let body;
  if (products.length === 0) {
    body = <p className="teaser__empty">{t('teaser.empty')}</p>;
  } else if (grid || !near) {
    body = list;
  } else {
    body = (
      <Suspense fallback={list}>
        <TeaserSlider products={products} languageId={languageId} locale={locale} />
      </Suspense>
    );
  }

  return (
    <section ref={section} className="home-section teaser" aria-labelledby="teaser-title">
      <div className="home-section__inner">
        <div className="teaser__head">
          <div>
            <p className="home-eyebrow">{t('teaser.eyebrow')}</p>
            <h2 id="teaser-title" className="home-section__title">
              {t('teaser.title')}
            </h2>
          </div>
          <LanguageLink to={PATHS.product} className="teaser__all" aria-describedby="teaser-title">
            {t('teaser.seeAll')}
            <LineIcon size={18}>
              <path d="M5 12h14m-6-6 6 6-6 6" />
            </LineIcon>
          </LanguageLink>
        </div>
        {body}
      </div>
    </section>
  );
}
