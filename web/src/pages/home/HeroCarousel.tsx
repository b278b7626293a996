import { useEffect, useState, type KeyboardEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { CAROUSEL_AUTOPLAY_MS, shownText, SLIDER_SPEED_MS, type Carousel, type LanguageId } from '@qahve/config';
import { useTranslation } from '../../i18n';
import { Image } from '../../shared/ui/Image';
import { LineIcon } from '../../shared/ui/LineIcon';
import logoLight from '../../assets/logo-light.svg?no-inline';
import { REDUCED_MOTION, useMediaQuery } from './useMediaQuery';
import 'swiper/css';

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

function Arrow({ back = false }: { back?: boolean }) {
  return (
    <LineIcon size={22}>
      <path d={back ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </LineIcon>
  );
}

/**
 * The full-height carousel of the home page (swiper, loaded with this module only). It advances every
 * CAROUSEL_AUTOPLAY_MS with SLIDER_SPEED_MS transitions, unless the visitor prefers reduced motion,
 * and rewinds after the last slide. The first slide shows the logo, the others their text in the
 * current language. Autoplay waits while the pointer or the keyboard focus is in the carousel, and
 * stops with the pause button (WCAG 2.2.2). A plain timer rather than swiper's Autoplay module,
 * whose requestAnimationFrame loop runs on every frame for as long as the page is open.
 */
export default function HeroCarousel({ slides, languageId }: { slides: Carousel[]; languageId: LanguageId }) {
  const { t } = useTranslation('home');
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = !reducedMotion && slides.length > 1;

  // The next slide CAROUSEL_AUTOPLAY_MS after the current one arrived (by autoplay or by hand).
  useEffect(() => {
    if (!swiper || !autoplay || !playing || hovered || focused) return;
    const timer = setTimeout(() => {
      if (!swiper.destroyed) swiper.slideNext();
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [swiper, autoplay, playing, hovered, focused, active]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!swiper) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      swiper.slideNext();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      swiper.slidePrev();
    }
  };

  return (
    <section
      className="hero"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Swiper
        className="hero__swiper"
        modules={[A11y]}
        speed={reducedMotion ? 0 : SLIDER_SPEED_MS}
        rewind={slides.length > 1}
        a11y={{
          prevSlideMessage: t('carousel.prev'),
          nextSlideMessage: t('carousel.next'),
          firstSlideMessage: t('carousel.first'),
          lastSlideMessage: t('carousel.last'),
          paginationBulletMessage: t('carousel.goTo'),
          slideLabelMessage: t('carousel.slideLabel'),
          itemRoleDescriptionMessage: t('carousel.slideRoleDescription'),
          containerRoleDescriptionMessage: null,
          containerRole: null,
          wrapperLiveRegion: false,
        }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.realIndex)}
      >
        {slides.map((slide, index) => {
          const text = shownText(slide.carouselDictionaries, languageId, 'content') ?? '';
          return (
            <SwiperSlide key={slide.id} className="hero__slide">
              <Image
                className="hero__image"
                src={slide.imageUrl}
                srcSet={slide.imageSrcSet}
                sizes="100vw"
                width={16}
                height={9}
                // Decorative unless an editor described it.
                alt={shownText(slide.carouselDictionaries, languageId, 'imageAlt') ?? ''}
                priority={index === 0}
              />
              <div className="hero__content">
                {index === 0 ? (
                  // The page's largest paint on phones: asked for first.
                  <img className="hero__logo" src={logoLight} width={200} height={56} alt={t('brand')} fetchPriority="high" />
                ) : (
                  <p className="hero__title">{text}</p>
                )}
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>

      {slides.length > 1 && (
        <div className="hero__controls">
          <button type="button" className="hero__arrow hero__arrow--prev" onClick={() => swiper?.slidePrev()}>
            <Arrow back />
            <span className="sr-only">{t('carousel.prev')}</span>
          </button>
          <ol className="hero__dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="hero__dot"
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => swiper?.slideTo(index)}
                >
                  <span className="sr-only">{t('carousel.goTo', { index: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="hero__arrow hero__arrow--next" onClick={() => swiper?.slideNext()}>
            <Arrow />
            <span className="sr-only">{t('carousel.next')}</span>
          </button>
          {autoplay && (
            <button type="button" className="hero__play" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
              {playing ? <PauseIcon /> : <PlayIcon />}
              <span className="sr-only">{t('carousel.pause')}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
