import { publicMessage } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { unavailableCode } from '../lib/http/database-unavailable';
import { errorBody } from '../lib/http/error-body';
import { requestLocale } from '../lib/http/request-locale';

/** How often an outage is logged: once, then at most every this often while it lasts. */
const LOG_EVERY_MS = 10_000;

/**
 * 503 with Retry-After, instead of 500, for any request that failed because the database could not
 * be reached (lib/http/database-unavailable.ts): reads and writes, on every path. A write that failed so
 * may or may not have been committed (a connection lost after COMMIT was sent): the client sends it
 * again as for any 503. Everything else goes on to Strapi's error handler as before. Every 503 carries
 * Retry-After, a page of the site rendered with the API's 503 included.
 */
export default ({ retryAfterSeconds = 5 }: { retryAfterSeconds?: number }, { strapi }: { strapi: Core.Strapi }) => {
  let loggedAt = 0;
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      // The site's pages render the API's 503 as their own status (the page says what failed).
      if (ctx.status === 503 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(retryAfterSeconds));
    } catch (error) {
      const code = unavailableCode(error);
      if (code === null) throw error;
      const now = Date.now();
      if (now - loggedAt > LOG_EVERY_MS) {
        loggedAt = now;
        strapi.log.error(`The database cannot be reached (${code}): answering 503`);
      }
      const message = publicMessage(requestLocale(ctx), 'serviceUnavailable', { seconds: retryAfterSeconds });
      ctx.status = 503;
      ctx.set('Retry-After', String(retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = errorBody(ctx, 503, 'ServiceUnavailableError', message);
    }
  };
};
