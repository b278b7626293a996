import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * Around strapi::cors: a request without an Origin header is no cross-origin request, yet Strapi's
 * CORS answers it `Access-Control-Allow-Origin: ` (empty) with `Access-Control-Allow-Credentials:
 * true` (and a "preflight" without an Origin its Allow-Methods, Allow-Headers, Max-Age). Every
 * Access-Control-* header is taken off whatever answered it, preflights and errors included; requests
 * from an allowed origin keep theirs, and a disallowed origin never got any.
 */
export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  if (ctx.get('Origin') !== '') return next();
  try {
    await next();
  } finally {
    for (const name of Object.keys(ctx.response.headers)) if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
  }
};
