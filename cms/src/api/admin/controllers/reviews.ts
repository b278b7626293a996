import { reviewAdminListQuerySchema, reviewBulkSchema, reviewUpdateSchema, type ReviewBulkAction } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/api-error';
import { isPlainObject, listQuery } from '../../../lib/list-query';
import { pathId } from '../../../lib/path-id';

const service = () => strapi.service('api::review.review');

function jsonBody(ctx: Context) {
  const body = ctx.request.body;
  if (!isPlainObject(body)) throw new ApiError(400, 'The request body must be a JSON object');
  return body;
}

const move = (action: ReviewBulkAction) => async (ctx: Context) => {
  ctx.body = await service().move(pathId(ctx), action);
};

/** Review moderation (SPEC §4): list, confirm, reject, remove, revert, edit, and the same in bulk. */
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
    ctx.body = await service().updateFeedback(id, feedback);
  },

  async bulk(ctx: Context) {
    ctx.body = await service().bulk(validate(reviewBulkSchema, jsonBody(ctx)));
  },
};
