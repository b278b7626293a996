// The console's review moderation: its list filters, the edit, the bulk moves.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { REVIEW_SORTABLE, type Review } from '../resources/review';
import { MODERATION_MESSAGES, positiveId } from './admin-fields';
import { blankToUndefined, requiredText } from './fields';
import { adminListQuerySchema, idParamSchema } from './query';

/**
 * The three moderation states (confirmed and rejected exclude each other) plus the
 * deleted flag. As a list filter, `pending`, `confirmed` and `rejected` leave deleted reviews out;
 * `deleted` lists only those.
 */
export const REVIEW_STATUSES = ['pending', 'confirmed', 'rejected', 'deleted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewAdminListQuerySchema = adminListQuerySchema(REVIEW_SORTABLE).extend({
  productId: positiveId('productId').optional(),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : v),
    z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
  ),
});
export type ReviewAdminListQuery = z.infer<typeof reviewAdminListQuerySchema>;

/** The edit of a review: its text only, trimmed, required, at most 2000 characters. */
export const reviewUpdateSchema = z.object({
  feedback: requiredText(MODERATION_MESSAGES.feedbackRequired, TEXT_LIMITS.feedback),
});
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const REVIEW_BULK_ACTIONS = ['confirm', 'reject', 'remove', 'revert'] as const;
export type ReviewBulkAction = (typeof REVIEW_BULK_ACTIONS)[number];
export const REVIEW_BULK_MAX = 100;

export const reviewBulkSchema = z.object({
  action: z.enum(REVIEW_BULK_ACTIONS, { error: MODERATION_MESSAGES.actionInvalid }),
  ids: z
    .array(idParamSchema, { error: MODERATION_MESSAGES.idsRequired })
    .min(1, MODERATION_MESSAGES.idsRequired)
    .max(REVIEW_BULK_MAX, `At most ${REVIEW_BULK_MAX} reviews at once`)
    .transform((ids) => [...new Set(ids)]),
});
export type ReviewBulk = z.infer<typeof reviewBulkSchema>;

/** A review as the console sees it: with the author's e-mail and its moderation state. */
export interface AdminReview extends Review {
  email: string;
  status: Exclude<ReviewStatus, 'deleted'>;
}

export interface ReviewBulkResult {
  action: ReviewBulkAction;
  items: AdminReview[];
}
