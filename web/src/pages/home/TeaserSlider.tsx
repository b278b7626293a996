import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import { SLIDER_SPEED_MS, type HomeProduct, type LanguageCode, type LanguageId } from '@qahve/config';
import { useTranslation } from '../../i18n';
import { TeaserCard } from './TeaserCard';
import 'swiper/css';

/** The teaser on phones: a swipeable row of cards with the next one peeking in (swiper). */
export default function TeaserSlider({
  products,
  languageId,
  locale,
}: {
  products: HomeProduct[];
  languageId: LanguageId;
  locale: LanguageCode;
}) {
  const { t } = useTranslation('home');
  return (
    <Swiper
      className="teaser__slider"
      modules={[A11y]}
      speed={SLIDER_SPEED_MS}
      slidesPerView={1.25}
      spaceBetween={16}
      a11y={{
        prevSlideMessage: t('carousel.prev'),
        nextSlideMessage: t('carousel.next'),
        firstSlideMessage: t('carousel.first'),
        lastSlideMessage: t('carousel.last'),
        slideLabelMessage: t('carousel.slideLabel'),
        itemRoleDescriptionMessage: t('carousel.slideRoleDescription'),
        containerRoleDescriptionMessage: null,
        containerRole: null,
        wrapperLiveRegion: false,
      }}
    >
      {products.map((product) => (
        <SwiperSlide key={product.id} className="teaser__slide">
          <TeaserCard product={product} languageId={languageId} locale={locale} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
