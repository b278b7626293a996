import { publicMessage } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError } from '../lib/api-error';
import { requestLocale } from '../lib/request-locale';

interface Rule {
  method: string;
  path: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters per rule and client address, in this process's memory. One process serves
 * the site, so this is exact here; several processes would need a shared store.
 */
export default ({ rules }: { rules: Rule[] }, _ctx: { strapi: Core.Strapi }) => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const normalized = rules.map((rule) => ({ ...rule, path: rule.path.toLowerCase().replace(/\/$/, '') }));
  let lastSweep = Date.now();

  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, window] of windows) {
      const rule = normalized[Number(key.split('|')[0])];
      if (now - window.startedAt >= rule.windowMs) windows.delete(key);
    }
  };

  return async (ctx: Context, next: Next) => {
    const path = ctx.path.toLowerCase().replace(/\/$/, '');
    const index = normalized.findIndex((rule) => rule.method === ctx.method && rule.path === path);
    if (index === -1) return next();

    const rule = normalized[index];
    const now = Date.now();
    sweep(now);
    const key = `${index}|${ctx.ip}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= rule.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const remaining = Math.max(0, rule.max - window.count);
    ctx.set('RateLimit-Limit', String(rule.max));
    ctx.set('RateLimit-Remaining', String(remaining));
    if (window.count > rule.max) {
      const seconds = Math.ceil((window.startedAt + rule.windowMs - now) / 1000);
      ctx.set('Retry-After', String(seconds));
      throw new ApiError(429, publicMessage(requestLocale(ctx), 'tooManyRequests', { seconds }));
    }
    return next();
  };
};
