import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { SLIDER_SPEED_MS } from '@qahve/config';
import { useTranslation } from '../../i18n';
import { ReviewCard, type ShownReview } from './ReviewCard';

/**
 * The review slider (swiper, in this lazy chunk only): one review at a time, swipe or the
 * previous / next buttons, and a "2 / 5" position read out politely.
 */
export default function ReviewCarousel({ reviews }: { reviews: readonly ShownReview[] }) {
  const { t } = useTranslation('menu');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const total = reviews.length;

  return (
    <div className="review-carousel">
      <Swiper
        modules={[A11y]}
        speed={SLIDER_SPEED_MS}
        spaceBetween={16}
        slidesPerView={1}
        autoHeight
        a11y={{
          containerRoleDescriptionMessage: t('reviews.carousel'),
          itemRoleDescriptionMessage: t('reviews.slide'),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
          // the position line below is the live region
          wrapperLiveRegion: false,
        }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.activeIndex)}
      >
        {reviews.map((r) => (
          <SwiperSlide key={r.id}>
            <ReviewCard review={r} />
          </SwiperSlide>
        ))}
      </Swiper>
      {total > 1 && (
        <div className="review-carousel__controls">
          <button
            type="button"
            className="review-carousel__nav"
            onClick={() => swiper?.slidePrev()}
            disabled={index === 0}
            aria-label={t('reviews.previous')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <p className="review-carousel__position" aria-live="polite">
            <span aria-hidden="true">
              {index + 1} / {total}
            </span>
            <span className="sr-only">{t('reviews.position', { index: index + 1, total })}</span>
          </p>
          <button
            type="button"
            className="review-carousel__nav"
            onClick={() => swiper?.slideNext()}
            disabled={index >= total - 1}
            aria-label={t('reviews.next')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
