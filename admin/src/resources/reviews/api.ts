import { REVIEW_SORTABLE, type AdminReview } from '@qahve/config';
import type { ResourceApi } from '../../api/dataProvider';

/**
 * `GET admin/Reviews/GetAll` (SPEC §7; filters `productId`, `status`, `q`). Only the list for now
 * (the dashboard's pending count); the moderation screen adds its calls here.
 */
export const reviewsApi: ResourceApi<AdminReview> = {
  path: 'Reviews',
  listPath: 'Reviews/GetAll',
  sortable: REVIEW_SORTABLE,
  deletePath: (id) => `Reviews/Remove/Remove/${id}`,
  revertPath: (id) => `Reviews/Revert/revert/${id}`,
  updatePath: (id) => `Reviews/Update/Update/${id}`,
  toUpdateBody: (data) => ({ feedback: data.feedback ?? '' }),
  formErrors: { inputs: ['feedback'] },
};
