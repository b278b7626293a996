import type { Context } from 'koa';
import { serviceOf } from '../../../lib/registry/services';

/** The console's dashboard: every card's figures in one answer (services/dashboard.ts). */
export default {
  async overview(ctx: Context) {
    ctx.body = await serviceOf(strapi, 'api::admin.dashboard').overview();
  },
};
