import { notificationSettingsSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/http/api-error';
import { isPlainObject } from '../../../lib/http/list-query';
import { saveSettings, settingsOf } from '../../../lib/notifications/preferences';

/** The administrator the policy let through (policies/administrator.ts). */
const userOf = (ctx: Context) => ctx.state.user as { id: number; email: string };

export default {
  /** What this administrator receives, and whether notifications are on at all (an SMTP server configured). */
  async settings(ctx: Context) {
    ctx.body = await settingsOf(userOf(ctx));
  },

  /** Every choice is required and a boolean: a 400 names the field otherwise. */
  async save(ctx: Context) {
    const body = ctx.request.body;
    if (!isPlainObject(body))
      throw new ApiError(400, 'The body must be a JSON object', [{ field: 'body', message: 'The body must be a JSON object' }]);
    ctx.body = await saveSettings(userOf(ctx), validate(notificationSettingsSchema, body));
  },
};
