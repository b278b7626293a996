import type { Context } from 'koa';
import { listQuery } from '../../../lib/list-query';

export default {
  async find(ctx: Context) {
    ctx.body = await strapi.service('api::carousel.carousel').list(listQuery(ctx, { wholeByDefault: true }));
  },
};
