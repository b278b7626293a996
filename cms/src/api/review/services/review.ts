import type { Review, ReviewInput, ReviewListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { paged, pageWindow } from '../../../lib/paging';

const UID = 'api::review.review';

/** A stored review: what the API shows, with the date as the database hands it back. */
type ReviewRow = Omit<Review, 'createdAt' | 'surname'> & { surname: string | null; createdAt: string | Date };

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    surname: row.surname ?? null,
    feedback: row.feedback,
    isDeleted: row.isDeleted,
    isConfirmed: row.isConfirmed,
    isRejected: row.isRejected,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** What visitors see: confirmed, not rejected, not deleted; newest first. */
  async listConfirmed(query: ReviewListQuery) {
    const where = { productId: query.productId, isConfirmed: true, isRejected: false, isDeleted: false };
    const [rows, total] = await Promise.all([
      strapi.db.query(UID).findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
      strapi.db.query(UID).count({ where }),
    ]);
    return paged((rows as ReviewRow[]).map(toReview), total, query);
  },

  /** A visitor's review waits, unconfirmed, for moderation. */
  async submit(productId: number, input: ReviewInput) {
    const row = await strapi.db.query(UID).create({
      data: { ...input, surname: input.surname ?? null, productId, isConfirmed: false, isRejected: false, isDeleted: false },
    });
    return row.id as number;
  },
}));
