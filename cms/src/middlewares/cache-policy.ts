import type { Context, Next } from 'koa';
import { isPreviewPath } from '../lib/site/preview';
import { isConsolePath, isStrapiPath } from '../lib/site/site-pages';

const PERSONAL = 'private, no-store';

/**
 * Whether an answer is anyone's own: a write or a form's answer, a request carrying a token, the
 * console and its API, a preview of an edit, Strapi's panel and its plugins, anything that sets a cookie. The console's
 * built files (/admin/assets/, the same for everyone, named by their hash) are not.
 */
function personal(ctx: Context) {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return true;
  if (ctx.get('Authorization') !== '' || ctx.response.get('Set-Cookie') !== '') return true;
  const path = ctx.path;
  if (isConsolePath(path)) return !path.startsWith('/admin/assets/');
  if (isPreviewPath(path)) return true;
  if (path.startsWith('/api/v1/client/') || path.startsWith('/uploads/') || path === '/favicon.ico') return false;
  return isStrapiPath(path);
}

/**
 * `Cache-Control: private, no-store` on every personal answer, whatever else the route set, so that no
 * shared cache in front (Varnish, a CDN) and no browser's disk keeps one (docs/caching.md, "Shared
 * caches"). Outside strapi::errors: error answers are covered too. A request carrying a token is
 * never answered in front of Koa (global::public-cache), so it always gets these words.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    // An answer that says no-store already (a 503 while the database is away, a 400 for a bad
    // address) is kept by no cache; it keeps its own words.
    if (personal(ctx) && !/\bno-store\b/i.test(ctx.response.get('Cache-Control'))) ctx.set('Cache-Control', PERSONAL);
  }
};
