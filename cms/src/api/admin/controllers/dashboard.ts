import type { Context } from 'koa';
import { serviceOf } from '../../../lib/registry/services';

/** The console's dashboard: every card's figures in one answer (services/dashboard.ts). */
export default {
  async overview(ctx: Context) {
    // Reviewers' e-mails and candidate counts: kept by no browser or proxy.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await serviceOf(strapi, 'api::admin.dashboard').overview();
  },
};
