import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import mime from 'mime-types';
import type { SiteRenderer } from '@qahve/config';
import { answerPageForm, pageFormAt } from '../lib/site/page-forms';
import { isPreviewPath, PREVIEW_PREFIX, previewOf, renderPreview, unindexed } from '../lib/site/preview';
import { CONSOLE_MOUNT, gatheringTags, isConsolePath, isStrapiPath, loadSiteRenderer } from '../lib/site/site-pages';

function wantsHtml(ctx: Context) {
  return (ctx.get('Accept') || '').includes('text/html');
}

async function fileAt(root: string, relativePath: string) {
  const decoded = decodeURIComponent(relativePath);
  const file = path.join(root, path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, ''));
  // Nothing outside the folder, nor in a hidden one (the build's .vite/manifest.json).
  if (
    !file.startsWith(root + path.sep) ||
    file
      .slice(root.length)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? { file, size: stat.size, mtime: stat.mtime } : null;
  } catch {
    return null;
  }
}

/**
 * A built file, with its validators (a weak ETag of its size and time, Last-Modified): a client or a
 * CDN asks again with If-None-Match / If-Modified-Since and gets a 304. HEAD gets GET's headers: the
 * stream is set for it too (Koa sends no body for HEAD, and closes the stream with the answer); a
 * null body would make the answer a 204 without Content-Type or Content-Length.
 */
function send(ctx: Context, { file, size, mtime }: { file: string; size: number; mtime: Date }, immutable: boolean) {
  ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  ctx.lastModified = mtime;
  ctx.etag = `W/"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = mime.lookup(file) || 'application/octet-stream';
  ctx.length = size;
  ctx.body = fs.createReadStream(file);
}

/**
 * A page of the site, rendered on the server in the visitor's language, for any client (whatever
 * its Accept header): 200, or 404 with the not-found page. The public read cache (inside which
 * this runs) keeps a 200 per address and language, with the headers it goes out with.
 */
async function sendPage(ctx: Context, site: SiteRenderer) {
  // The tags of the reads it is made of, for the public cache to file the page under.
  const tags = new Set<string>();
  const page = await gatheringTags(tags, () => site.render({ url: ctx.url, cookie: ctx.get('Cookie') }));
  ctx.state.cacheTags = tags;
  if (page.location) {
    ctx.status = page.status;
    ctx.redirect(page.location);
    return;
  }
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  // The language comes from the address (?lang) or from the cookie: a shared cache must tell cookies apart.
  if (page.byCookie) ctx.vary('Cookie');
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Content-Language', page.locale);
  ctx.body = page.html;
  ctx.state.sitePage = true;
}

/**
 * A preview of an edit (lib/site/preview.ts): `/preview/<token><page path>?<page query>`, the page
 * rendered with the values the token names; 404 for a token unknown or expired. For no index (and no
 * cache: global::cache-policy makes every /preview/ answer private and unstorable).
 */
async function sendPreview(ctx: Context, site: SiteRenderer, strapi: Core.Strapi) {
  const rest = ctx.path.slice(PREVIEW_PREFIX.length);
  const slash = rest.indexOf('/');
  const token = slash === -1 ? rest : rest.slice(0, slash);
  const pagePath = slash === -1 ? '/' : rest.slice(slash);
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  const preview = await previewOf(strapi, token);
  const page = preview && (await renderPreview(strapi, site, preview, `${pagePath}${ctx.search}`));
  if (!page || page.location) {
    ctx.status = 404;
    ctx.type = 'text/plain; charset=utf-8';
    // Read in the frame of the console, whichever language it is in.
    ctx.body = [
      'Bu önbaxışın vaxtı bitib: onu yenidən görmək üçün formada bir dəyəri dəyişin.',
      'This preview has expired: change a value in the form to show it again.',
      'Срок этого предпросмотра истёк: измените значение в форме, чтобы увидеть его снова.',
    ].join('\n');
    return;
  }
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Language', page.locale);
  ctx.body = unindexed(page.html);
}

/** /sitemap.xml and /robots.txt, with the public origin (PUBLIC_URL). */
function siteFiles(site: SiteRenderer): Record<string, { type: string; body: () => Promise<string> | string }> {
  return {
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: () => site.sitemapXml() },
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: () => site.robotsTxt() },
  };
}

/**
 * Serves the public site at / (its files, and its pages rendered on the server) and the console
 * at /admin from its built folder with history fallback. Under /admin only browser navigations
 * (Accept: text/html) and the console's own files are answered here: the Strapi panel's API calls
 * under /admin go on to Strapi.
 */
export default (config: { webDist?: string; webRenderer?: string; adminDist?: string }, { strapi }: { strapi: Core.Strapi }) => {
  const repoRoot = path.resolve(strapi.dirs.app.root, '..');
  const webRoot = path.resolve(config.webDist || path.join(repoRoot, 'web', 'dist'));
  const adminRoot = path.resolve(config.adminDist || path.join(repoRoot, 'admin', 'dist'));
  const site = loadSiteRenderer(strapi, path.resolve(config.webRenderer || path.join(repoRoot, 'web', 'dist-server', 'entry-server.cjs')));
  const files = site ? siteFiles(site) : {};

  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'POST' && site) {
      // A page's form sent by a browser without script (lib/site/page-forms.ts).
      const form = pageFormAt(ctx.path);
      if (form) return answerPageForm(ctx, form, site, strapi.server.httpServer);
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (isStrapiPath(ctx.path)) return next();
    if (isPreviewPath(ctx.path)) return site ? sendPreview(ctx, site, strapi) : next();

    if (isConsolePath(ctx.path)) {
      const relative = ctx.path.slice(CONSOLE_MOUNT.length) || '/';
      const asset = relative === '/' ? null : await fileAt(adminRoot, relative);
      if (asset) return send(ctx, asset, relative.startsWith('/assets/'));
      if (!wantsHtml(ctx)) return next();
      const index = await fileAt(adminRoot, '/index.html');
      return index ? send(ctx, index, false) : next();
    }

    const generated = files[ctx.path];
    if (generated) {
      ctx.type = generated.type;
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = await generated.body();
      return;
    }
    const asset = ctx.path === '/' || ctx.path === '/index.html' ? null : await fileAt(webRoot, ctx.path);
    if (asset) return send(ctx, asset, ctx.path.startsWith('/assets/'));
    // A missing built file is a plain 404, not a page.
    if (!site || ctx.path.startsWith('/assets/')) return next();
    await sendPage(ctx, site);
  };
};
