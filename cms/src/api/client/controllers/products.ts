import { productListQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { listQuery } from '../../../lib/list-query';

export default {
  async find(ctx: Context) {
    ctx.body = await strapi.service('api::product.product').list(listQuery(ctx, { schema: productListQuerySchema }));
  },
};
