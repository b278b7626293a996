import type { Identifier } from 'ra-core';
import { reviewResource, type AdminReview, type ReviewBulkResult } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { request } from '../../api/http';

/**
 * `GET admin/Reviews/GetAll` (filters `productId`, `status`, `q`), edit, soft delete and
 * revert through the data provider; the moderation moves below are this resource's own calls.
 */
export const reviewsApi: ResourceApi<AdminReview> = {
  ...describedApi(reviewResource),
  listPath: 'Reviews/GetAll',
  deletePath: (id) => `Reviews/Remove/Remove/${id}`,
  revertPath: (id) => `Reviews/Revert/revert/${id}`,
  updatePath: (id) => `Reviews/Update/Update/${id}`,
  toUpdateBody: (data) => ({ feedback: data.feedback ?? '' }),
};

/** The moderation moves (delete and revert are the shared soft delete). */
export type ReviewMove = 'confirm' | 'reject';

const MOVE_PATHS: Record<ReviewMove, (id: Identifier) => string> = {
  confirm: (id) => `Reviews/Confirm/Confirm/${id}`,
  reject: (id) => `Reviews/Reject/Reject/${id}`,
};

/** `PATCH admin/Reviews/Confirm/Confirm/{id}` or `.../Reject/Reject/{id}`: the review in its new state. */
export async function moveReview(id: Identifier, move: ReviewMove): Promise<AdminReview> {
  const { json } = await request<AdminReview>(MOVE_PATHS[move](id), { method: 'PATCH' });
  return json;
}

/** `POST admin/Reviews/Bulk`: one move over many reviews, all or nothing (a deleted one refuses it all). */
export async function moveReviews(ids: Identifier[], move: ReviewMove): Promise<ReviewBulkResult> {
  const { json } = await request<ReviewBulkResult>('Reviews/Bulk', { method: 'POST', body: { action: move, ids } });
  return json;
}

/** The moves a review offers: pending both, confirmed Reject, rejected Confirm, deleted none. */
export function movesOf(review: Pick<AdminReview, 'status' | 'isDeleted'>): ReviewMove[] {
  if (review.isDeleted) return [];
  if (review.status === 'confirmed') return ['reject'];
  if (review.status === 'rejected') return ['confirm'];
  return ['confirm', 'reject'];
}

/** The route of a product's reviews, as the products list links to it. */
export const PRODUCT_REVIEWS_ROUTE = 'products/:productId/reviews';

/** Where a review list lives: one product's (`/products/7/reviews`) or every review (`/reviews`). */
export const reviewsPath = (productId?: string) => (productId ? `/products/${encodeURIComponent(productId)}/reviews` : '/reviews');

/** The author as shown. */
export const authorOf = (review: Pick<AdminReview, 'name' | 'surname'>) => [review.name, review.surname].filter(Boolean).join(' ');
