import { loginSchema } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from '../../../lib/api-error';

export default {
  async login(ctx: Context) {
    const { email, password } = validate(loginSchema, ctx.request.body ?? {});
    ctx.body = await strapi.service('api::admin.identity').login(email, password);
  },

  /** Who is signed in, for the console's header. */
  async me(ctx: Context) {
    const user = ctx.state.user as { id: number; email: string; username: string };
    ctx.body = { id: user.id, email: user.email, username: user.username };
  },
};
