import type { Context } from 'koa';

/** The console's dashboard: every card's figures in one answer (services/dashboard.ts). */
export default {
  async overview(ctx: Context) {
    // Reviewers' e-mails and candidate counts: kept by no browser or proxy.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await strapi.service('api::admin.dashboard').overview();
  },
};
