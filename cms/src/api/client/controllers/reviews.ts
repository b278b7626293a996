import { idParamSchema, publicMessage, reviewListQuerySchema, reviewSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, fieldError, validate } from '../../../lib/http/api-error';
import { isPlainObject, listQuery } from '../../../lib/http/list-query';
import { queueNotification } from '../../../lib/notifications/queue';
import { requestLocale } from '../../../lib/http/request-locale';
import { serviceOf } from '../../../lib/registry/services';

async function visibleProduct(ctx: Context, productId: number) {
  if (!(await serviceOf(strapi, 'api::product.product').isVisible(productId))) {
    throw fieldError(404, 'productId', publicMessage(requestLocale(ctx), 'productUnknown'));
  }
}

export default {
  async find(ctx: Context) {
    const query = listQuery(ctx, { schema: reviewListQuerySchema });
    await visibleProduct(ctx, query.productId);
    ctx.body = await serviceOf(strapi, 'api::review.review').listConfirmed(query);
  },

  async create(ctx: Context) {
    const locale = requestLocale(ctx);
    const productIdResult = idParamSchema.safeParse(ctx.query.productId);
    if (!productIdResult.success) throw fieldError(400, 'productId', 'productId must be a positive integer');
    const body = ctx.request.body;
    if (!isPlainObject(body)) throw new ApiError(400, publicMessage(locale, 'invalidRequest'));
    const review = validate(reviewSchema(locale), body);
    await visibleProduct(ctx, productIdResult.data);
    // The review and its notification to the moderators are stored together (docs/notifications.md).
    const id = await strapi.db.transaction(async () => {
      const created: number = await serviceOf(strapi, 'api::review.review').submit(productIdResult.data, review);
      await queueNotification('pendingReview', { reviewId: created });
      return created;
    });
    ctx.status = 201;
    ctx.body = { id, message: publicMessage(locale, 'reviewSubmitted') };
  },
};
