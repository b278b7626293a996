import { lazy, Suspense, type ReactNode } from 'react';
import { useLanguageId, useTranslation } from '../../i18n';
import { clientApi } from '../../shared/api';
import { useApi } from '../../shared/useApi';
import { usePageMeta } from '../../shared/usePageMeta';
import { Preloader } from '../../shared/ui/Preloader';
import logoLight from '../../assets/logo-light.svg?no-inline';
import { LoyaltyBanner, SurveyBanner } from './Banners';
import { ProductTeaser } from './ProductTeaser';
import { takeCarousels } from './prefetch';
import { usePreloader } from './usePreloader';
import './home.css';

/** Swiper comes with the carousel, in its own chunk, fetched while the slides load. */
const HeroCarousel = lazy(() => import('./HeroCarousel'));

/** The dark, full-height box the carousel fills; the header lies over it with white text. */
function HeroShell({ children }: { children?: ReactNode }) {
  return <div className="hero hero--shell">{children}</div>;
}

/**
 * The first slide's logo, where the first slide shows it: painted as soon as the page renders,
 * while the slides and swiper load (it is the page's largest paint; no jump when they arrive).
 */
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
 * /: the full-height carousel (preloader until 2 s after its fetch ends; "Data yüklənmədi" when it
 * fails), the product teaser, the loyalty card banner and the survey banner.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { languageId } = useLanguageId();
  usePageMeta({ titleKey: 'home:meta.title', descriptionKey: 'home:meta.description' });
  const { data, error, settled, loading, reload } = useApi(({ signal }) => takeCarousels() ?? clientApi.carousels(signal), []);
  const preloading = usePreloader(settled);
  const slides = [...(data?.items ?? [])].filter((s) => !s.isDeleted).sort((a, b) => a.order - b.order || a.id - b.id);

  let hero;
  if (error) {
    hero = (
      <HeroShell>
        <div className="hero__content hero__content--message">
          <img className="hero__logo hero__logo--small" src={logoLight} width={200} height={56} alt="" />
          <p className="hero__message" role="alert">
            {t('carousel.loadFailed')}
          </p>
          <button type="button" className="button home-button-light" onClick={reload} disabled={loading}>
            {t('carousel.retry')}
          </button>
        </div>
      </HeroShell>
    );
  } else if (!settled || slides.length === 0) {
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
      <Preloader visible={preloading} />
      <h1 className="sr-only">{t('title')}</h1>
      {hero}
      <ProductTeaser />
      <LoyaltyBanner />
      <SurveyBanner />
    </div>
  );
}
