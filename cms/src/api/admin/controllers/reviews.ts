import { reviewAdminListQuerySchema, reviewBulkSchema, reviewUpdateSchema, type ReviewBulkAction } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/http/api-error';
import { inScope, recorded } from '../../../lib/history';
import { isPlainObject, listQuery } from '../../../lib/http/list-query';
import { pathId } from '../../../lib/http/path-id';
import { serviceOf } from '../../../lib/registry/services';

const REVIEW = 'api::review.review';
const service = () => serviceOf(strapi, REVIEW);

/** The history's name of a move: removing is deleting, as for the other resources. */
const ACTION = { confirm: 'confirm', reject: 'reject', remove: 'delete', revert: 'revert' } as const;

/** A moderation write, recorded in the content history with the reviews' states around it. */
const moderated = <T>(ctx: Context, action: (typeof ACTION)[ReviewBulkAction] | 'update', ids: number[], write: () => Promise<T>) =>
  inScope(ctx, { action, resource: 'Reviews', uid: REVIEW }, () => recorded(REVIEW, ids, write));

function jsonBody(ctx: Context) {
  const body = ctx.request.body;
  if (!isPlainObject(body)) throw new ApiError(400, 'The request body must be a JSON object');
  return body;
}

const move = (action: ReviewBulkAction) => async (ctx: Context) => {
  const id = pathId(ctx);
  ctx.body = await moderated(ctx, ACTION[action], [id], () => service().move(id, action));
};

/** Review moderation: list, confirm, reject, remove, revert, edit, and the same in bulk. */
export default {
  async find(ctx: Context) {
    ctx.body = await service().listForAdmin(listQuery(ctx, { schema: reviewAdminListQuerySchema }));
  },
  confirm: move('confirm'),
  reject: move('reject'),
  remove: move('remove'),
  revert: move('revert'),

  async update(ctx: Context) {
    const id = pathId(ctx);
    const { feedback } = validate(reviewUpdateSchema, jsonBody(ctx));
    ctx.body = await moderated(ctx, 'update', [id], () => service().updateFeedback(id, feedback));
  },

  async bulk(ctx: Context) {
    const bulk = validate(reviewBulkSchema, jsonBody(ctx));
    ctx.body = await moderated(ctx, ACTION[bulk.action], [...new Set(bulk.ids)], () => service().bulk(bulk));
  },
};
