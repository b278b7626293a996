import { lazy } from 'react';
import ReviewIcon from '@mui/icons-material/RateReview';
import type { ConsoleResource } from '../../common/resource';
import { PRODUCT_REVIEWS_ROUTE, reviewsApi } from './api';

const ReviewList = lazy(() => import('./ReviewList'));

/** Reviews: every product's at /reviews (the dashboard's pending count leads there), one product's at the spec's route. */
export const reviews: ConsoleResource = {
  name: 'reviews',
  api: reviewsApi,
  list: ReviewList,
  icon: ReviewIcon,
  // `/*`: the edit modal opens on /products/:productId/reviews/:id.
  routes: { [`${PRODUCT_REVIEWS_ROUTE}/*`]: ReviewList },
};
