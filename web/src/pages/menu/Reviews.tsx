import { lazy, Suspense, useMemo } from 'react';
import type { Paged, Review } from '@qahve/config';
import { useTranslation } from '../../i18n';
import { clientApi } from '../../shared/api';
import { useApi } from '../../shared/useApi';
import { ReviewList, type ShownReview } from './ReviewCard';

/** Swiper (and its CSS) load only when there are reviews to slide through. */
const ReviewCarousel = lazy(() => import('./ReviewCarousel'));

interface Sample {
  name: string;
  surname?: string;
  feedback: string;
}

const author = (name: string, surname?: string | null) => [name, surname].filter(Boolean).join(' ');

/**
 * The confirmed reviews of a product (GET client/Reviews, page 1 of 10) in a carousel. A failed
 * load shows the three built-in sample reviews; none yet shows an invitation.
 */
export function Reviews({ productId, headingId }: { productId: number; headingId: string }) {
  const { t } = useTranslation('menu');
  const { data, error, loading } = useApi(({ signal }) => clientApi.reviews({ productId }, signal), [productId]);

  const reviews = useMemo<ShownReview[] | undefined>(() => {
    if (error) {
      const samples = t<Sample[]>('reviews.samples', { returnObjects: true });
      return (Array.isArray(samples) ? samples : []).map((s, i) => ({
        id: `sample-${i}`,
        author: author(s.name, s.surname),
        feedback: s.feedback,
      }));
    }
    if (!data) return undefined;
    // "items[], or the data itself"
    const items: Review[] = Array.isArray(data) ? (data as Review[]) : ((data as Paged<Review>).items ?? []);
    return items.map((r) => ({ id: String(r.id), author: author(r.name, r.surname), feedback: r.feedback }));
  }, [data, error, t]);

  let body;
  if (!reviews && loading) {
    body = (
      <p className="reviews__note" role="status">
        {t('reviews.loading')}
      </p>
    );
  } else if (!reviews || reviews.length === 0) {
    body = <p className="reviews__note">{t('reviews.empty')}</p>;
  } else {
    body = (
      <Suspense fallback={<ReviewList reviews={reviews.slice(0, 1)} />}>
        <ReviewCarousel reviews={reviews} />
      </Suspense>
    );
  }

  return (
    <section className="reviews" aria-labelledby={headingId}>
      <h3 id={headingId} className="reviews__title">
        {t('reviews.title')}
      </h3>
      {body}
    </section>
  );
}
