import { loginSchema, passwordChangeSchema, publicMessage, refreshSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/http/api-error';
import { actorOf, recordedAccountWrite } from '../../../lib/history';
import { LoginThrottle, loginThrottle } from '../../../lib/auth/login-throttle';
import { requestLocale } from '../../../lib/http/request-locale';
import { serviceOf } from '../../../lib/registry/services';

const identity = () => serviceOf(strapi, 'api::admin.identity');

/** 429 with Retry-After while this client address has spent its guesses at this account's password. */
async function refuseWhileThrottled(ctx: Context, key: string) {
  const waitMs = await loginThrottle.retryAfterMs(key);
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  ctx.set('Retry-After', String(seconds));
  throw new ApiError(429, publicMessage(requestLocale(ctx), 'tooManyRequests', { seconds }));
}
const body = (ctx: Context) => (ctx.request.body ?? {}) as Record<string, unknown>;

export default {
  /**
   * Sign-in. After LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MS for one client address and e-mail,
   * further attempts get 429 with Retry-After, without the password being looked at.
   */
  async login(ctx: Context) {
    const { email, password } = validate(loginSchema, body(ctx));
    const key = LoginThrottle.key(ctx.ip, email);
    await refuseWhileThrottled(ctx, key);
    try {
      ctx.body = await identity().login(email, password);
      await loginThrottle.reset(key);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await loginThrottle.recordFailure(key);
      throw error;
    }
  },

  /** A new token pair for a refresh token, which is spent by it. */
  async refresh(ctx: Context) {
    const { refreshToken } = validate(refreshSchema, body(ctx));
    ctx.body = await identity().refresh(refreshToken);
  },

  /** Ends the signed-in session (and the one of `refreshToken`, if the body names one of the same user). */
  async logout(ctx: Context) {
    const user = ctx.state.user as { id: number };
    await recordedAccountWrite('logout', actorOf(ctx), () =>
      identity().logout(ctx.state.sessionId as string, user.id, body(ctx).refreshToken),
    );
    ctx.status = 204;
  },

  /**
   * The signed-in administrator's new password (`{ currentPassword, newPassword }`), answered with a
   * fresh token pair for this console; every other session of the user ends. Wrong current passwords
   * count as failed sign-ins of that e-mail from that address (one budget for guessing a password,
   * whichever door), so the sixth within the window gets 429 without the password being looked at.
   */
  async password(ctx: Context) {
    const locale = requestLocale(ctx);
    const { currentPassword, newPassword } = validate(passwordChangeSchema(locale), body(ctx));
    const user = ctx.state.user as { id: number; email: string };
    const key = LoginThrottle.key(ctx.ip, user.email);
    await refuseWhileThrottled(ctx, key);
    try {
      ctx.body = await identity().changePassword(user.id, currentPassword, newPassword, locale);
      await loginThrottle.reset(key);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) await loginThrottle.recordFailure(key);
      throw error;
    }
  },

  /** Who is signed in, for the console's header. */
  async me(ctx: Context) {
    const user = ctx.state.user as { id: number; email: string; username: string };
    ctx.body = { id: user.id, email: user.email, username: user.username };
  },
};
