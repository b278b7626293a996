import ReviewIcon from '@mui/icons-material/RateReview';
import { defineResource } from '../../common/resource';
import { PRODUCT_REVIEWS_ROUTE, reviewsApi } from './api';
import { reviewsMessages } from './messages';

/** Reviews: every product's at /reviews (the dashboard's pending count leads there), one product's at the spec's route. */
export const reviews = defineResource('reviews', reviewsApi, ReviewIcon, {
  list: () => import('./ReviewList'),
  messages: reviewsMessages,
  // `/*`: the edit modal opens on /products/:productId/reviews/:id.
  routes: { [`${PRODUCT_REVIEWS_ROUTE}/*`]: () => import('./ReviewList') },
  menuOrder: 80,
});
