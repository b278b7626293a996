import {
  DEFAULT_LOCALE,
  MODERATION_MESSAGES as MM,
  type AdminReview,
  type Review,
  type ReviewAdminListQuery,
  type ReviewBulk,
  type ReviewBulkAction,
  type ReviewBulkResult,
  type ReviewInput,
  type ReviewListQuery,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { ApiError, fieldError, notFound } from '../../../lib/http/api-error';
import { allOf, chosenOrNewest } from '../../../lib/http/list-query';
import { paged, pageWindow } from '../../../lib/http/paging';
import { containsAnyWhere } from '../../../lib/content/text-search';

const UID = 'api::review.review';
const PRODUCT = 'api::product.product';

/** A stored review: what the API shows, with the date as the database hands it back. */
type ReviewRow = Omit<Review, 'createdAt' | 'surname'> & { surname: string | null; createdAt: string | Date; email?: string };

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

export function toAdminReview(row: ReviewRow): AdminReview {
  const status = row.isConfirmed ? 'confirmed' : row.isRejected ? 'rejected' : 'pending';
  return { ...toReview(row), email: row.email ?? '', status };
}

/**
 * The moderation moves. Confirm and reject exclude each other, so a review is pending,
 * confirmed or rejected; remove and revert flip the deleted flag. A deleted review can only be
 * reverted (anything else is a 409). Repeating a move is harmless: it answers the same state.
 */
const MOVES: Record<ReviewBulkAction, { data: Partial<ReviewRow>; needsLive: boolean }> = {
  confirm: { data: { isConfirmed: true, isRejected: false }, needsLive: true },
  reject: { data: { isConfirmed: false, isRejected: true }, needsLive: true },
  remove: { data: { isDeleted: true }, needsLive: true },
  revert: { data: { isDeleted: false }, needsLive: false },
};

const STATUS_WHERE = {
  pending: { isConfirmed: false, isRejected: false, isDeleted: false },
  confirmed: { isConfirmed: true, isDeleted: false },
  rejected: { isRejected: true, isDeleted: false },
  deleted: { isDeleted: true },
} as const;

export default factories.createCoreService(UID, ({ strapi }) => {
  const reviews = () => strapi.db.query(UID);

  async function adminReview(id: number) {
    const row = (await reviews().findOne({ where: { id } })) as ReviewRow | null;
    if (!row) throw notFound('Review');
    return toAdminReview(row);
  }

  /** Applies `data` to a review that is not deleted (unless `needsLive` is off), in one statement. */
  async function change(id: number, data: Partial<ReviewRow>, needsLive = true) {
    const where = needsLive ? { id, isDeleted: false } : { id };
    const { count } = await reviews().updateMany({ where, data: { ...data, updatedAt: new Date() } });
    if (count === 0) {
      if ((await reviews().count({ where: { id } })) === 0) throw notFound('Review');
      throw new ApiError(409, MM.reviewDeleted);
    }
    return adminReview(id);
  }

  return {
    /** What visitors see: confirmed, not rejected, not deleted; newest first. */
    async listConfirmed(query: ReviewListQuery) {
      const where = { productId: query.productId, isConfirmed: true, isRejected: false, isDeleted: false };
      const [rows, total] = await Promise.all([
        reviews().findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
        reviews().count({ where }),
      ]);
      return paged((rows as ReviewRow[]).map(toReview), total, query);
    },

    /** A visitor's review waits, unconfirmed, for moderation. */
    async submit(productId: number, input: ReviewInput) {
      const row = await reviews().create({
        data: { ...input, surname: input.surname ?? null, productId, isConfirmed: false, isRejected: false, isDeleted: false },
      });
      return row.id as number;
    },

    /**
     * The console's list: every state, deleted ones included (with their flags), e-mail shown;
     * by product, by state, searched by `q` in the author, e-mail and text. Newest first unless
     * sorted otherwise; id breaks ties.
     */
    async listForAdmin(query: ReviewAdminListQuery) {
      if (query.productId !== undefined) {
        const product = await strapi.db.query(PRODUCT).count({ where: { id: query.productId, locale: DEFAULT_LOCALE } });
        if (product === 0) throw fieldError(404, 'productId', 'Product not found');
      }
      const and: Record<string, unknown>[] = [];
      if (query.productId !== undefined) and.push({ productId: query.productId });
      if (query.status) and.push(STATUS_WHERE[query.status]);
      if (query.q) and.push(containsAnyWhere(UID, ['name', 'surname', 'email', 'feedback'], query.q));
      const where = allOf(and);
      const orderBy = chosenOrNewest(query);
      const [rows, total] = await Promise.all([reviews().findMany({ where, orderBy, ...pageWindow(query) }), reviews().count({ where })]);
      return paged((rows as ReviewRow[]).map(toAdminReview), total, query);
    },

    move(id: number, action: ReviewBulkAction) {
      const { data, needsLive } = MOVES[action];
      return change(id, data, needsLive);
    },

    /** The edit of the console: the text only, on a review that is not deleted. */
    updateFeedback(id: number, feedback: string) {
      return change(id, { feedback });
    },

    /**
     * One move over many reviews, all or nothing: unknown ids answer 404 naming each, deleted
     * ones (for anything but revert) 409 naming each, and then nothing has changed.
     */
    async bulk({ action, ids }: ReviewBulk): Promise<ReviewBulkResult> {
      const { data, needsLive } = MOVES[action];
      return strapi.db.transaction(async () => {
        const rows = (await reviews().findMany({ select: ['id', 'isDeleted'], where: { id: { $in: ids } } })) as ReviewRow[];
        const found = new Map(rows.map((row) => [row.id, row]));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          throw new ApiError(
            404,
            `${MM.reviewsNotFound}: ${missing.join(', ')}`,
            missing.map((id) => ({ field: `ids[${ids.indexOf(id)}]`, message: `Review ${id} not found` })),
          );
        }
        const deleted = needsLive ? ids.filter((id) => found.get(id)!.isDeleted) : [];
        if (deleted.length > 0) {
          throw new ApiError(
            409,
            `${MM.reviewsDeleted}: ${deleted.join(', ')}`,
            deleted.map((id) => ({ field: `ids[${ids.indexOf(id)}]`, message: `Review ${id} is deleted` })),
          );
        }
        const where = needsLive ? { id: { $in: ids }, isDeleted: false } : { id: { $in: ids } };
        const { count } = await reviews().updateMany({ where, data: { ...data, updatedAt: new Date() } });
        // Someone deleted one in between: undo everything rather than apply part of the list.
        if (count !== ids.length) throw new ApiError(409, MM.reviewsDeleted);
        const updated = (await reviews().findMany({ where: { id: { $in: ids } } })) as ReviewRow[];
        const byId = new Map(updated.map((row) => [row.id, row]));
        return { action, items: ids.map((id) => toAdminReview(byId.get(id)!)) };
      });
    },

    adminReview,
  };
});
