import { Suspense, type ReactNode } from 'react';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageData, useReload } from '../../shared/pageData';
import { renderedLazy } from '../../shared/renderedLazy';
import { usePageMeta } from '../../shared/usePageMeta';
import logoLight from '../../assets/logo-light.svg?no-inline';
import { LoyaltyBanner, SurveyBanner } from './Banners';
import type { homeLoader } from './loader';
import { ProductTeaser } from './ProductTeaser';
import 'swiper/css';
import './home.css';

/**
 * Swiper comes with the carousel, in its own chunk. The server renders the carousel in the HTML;
 * the browser hydrates it once the chunk is there (until then the server's slides show, still).
 */
const HeroCarousel = renderedLazy(() => import('./HeroCarousel'));

/** The dark, full-height box the carousel fills; the header lies over it with white text. */
function HeroShell({ children }: { children?: ReactNode }) {
  return <div className="hero hero--shell">{children}</div>;
}

/** The first slide's logo on the dark hero: with no slides (none published), and while the carousel's code loads on a client navigation. */
function HeroLogo({ alt }: { alt: string }) {
  return (
    <HeroShell>
      <div className="hero__content">
        <img className="hero__logo" src={logoLight} width={200} height={56} alt={alt} fetchPriority="high" />
      </div>
    </HeroShell>
  );
}

/**
 * /: the full-height carousel ("Data yüklənmədi" when its slides fail to load), the product
 * teaser, the loyalty card banner and the survey banner. Everything arrives with the page (the
 * route's loader), so there is nothing to wait for and no preloader (docs/decisions.md).
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { languageId } = useLanguageId();
  usePageMeta({ titleKey: 'home:meta.title', descriptionKey: 'home:meta.description' });
  const { carousels, products } = usePageData<typeof homeLoader>();
  const { reload, reloading } = useReload();
  const slides = carousels.ok ? [...carousels.data.items].filter((s) => !s.isDeleted).sort((a, b) => a.order - b.order || a.id - b.id) : [];

  let hero;
  if (!carousels.ok) {
    hero = (
      <HeroShell>
        <div className="hero__content hero__content--message">
          <img className="hero__logo hero__logo--small" src={logoLight} width={200} height={56} alt="" />
          <p className="hero__message" role="alert">
            {t('carousel.loadFailed')}
          </p>
          <button type="button" className="button home-button-light" onClick={reload} disabled={reloading}>
            {t('carousel.retry')}
          </button>
        </div>
      </HeroShell>
    );
  } else if (slides.length === 0) {
    hero = <HeroLogo alt={t('brand')} />;
  } else {
    hero = (
      <Suspense fallback={<HeroLogo alt={t('brand')} />}>
        <HeroCarousel slides={slides} languageId={languageId} />
      </Suspense>
    );
  }

  return (
    <div className="home">
      <h1 className="sr-only">{t('title')}</h1>
      {hero}
      <ProductTeaser products={products} />
      <LoyaltyBanner />
      <SurveyBanner />
    </div>
  );
}
