import { publicMessage } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError } from '../lib/http/api-error';
import { sharedHitLog } from '../lib/auth/hit-log';
import { requestLocale } from '../lib/http/request-locale';

interface Rule {
  method: string;
  path: string;
  max: number;
  windowMs: number;
}

/**
 * At most `max` accepted requests per rule and client address within a sliding window. The
 * requests are counted in the database (lib/auth/hit-log.ts), so the limit holds across replicas; two
 * replicas answering the same address in the same instant may both accept its last allowed post.
 * A refused request does not count: the client may post again once its oldest post leaves the window.
 */
export default ({ rules }: { rules: Rule[] }, _ctx: { strapi: Core.Strapi }) => {
  const normalized = rules.map((rule) => ({ ...rule, path: rule.path.toLowerCase().replace(/\/$/, '') }));

  return async (ctx: Context, next: Next) => {
    const path = ctx.path.toLowerCase().replace(/\/$/, '');
    const rule = normalized.find((candidate) => candidate.method === ctx.method && candidate.path === path);
    if (!rule) return next();

    const at = Date.now();
    const key = `post|${rule.path}|${ctx.ip}`;
    const recent = await sharedHitLog.since(key, at - rule.windowMs + 1, rule.max);
    ctx.set('RateLimit-Limit', String(rule.max));
    if (recent.length >= rule.max) {
      const seconds = Math.max(1, Math.ceil((recent[rule.max - 1] + rule.windowMs - at) / 1000));
      ctx.set('RateLimit-Remaining', '0');
      ctx.set('Retry-After', String(seconds));
      throw new ApiError(429, publicMessage(requestLocale(ctx), 'tooManyRequests', { seconds }));
    }
    await sharedHitLog.add(key, at);
    ctx.set('RateLimit-Remaining', String(rule.max - recent.length - 1));
    return next();
  };
};
