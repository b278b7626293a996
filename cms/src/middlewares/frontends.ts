import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import mime from 'mime-types';

/** Paths that belong to Strapi: the API, uploads, the /cms panel and its plugins' routes. */
const STRAPI_PREFIXES = ['/api/', '/uploads/', '/cms', '/content-manager/', '/content-type-builder/', '/i18n/', '/upload/', '/users-permissions/', '/email/', '/_health'];

interface App {
  mount: string;
  root: string;
}

function wantsHtml(ctx: Context) {
  return (ctx.get('Accept') || '').includes('text/html');
}

async function fileAt(root: string, relativePath: string) {
  const decoded = decodeURIComponent(relativePath);
  const file = path.join(root, path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, ''));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? { file, size: stat.size } : null;
  } catch {
    return null;
  }
}

function send(ctx: Context, file: string, size: number, immutable: boolean) {
  ctx.type = mime.lookup(file) || 'application/octet-stream';
  ctx.length = size;
  ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
}

/**
 * Serves the public site at / and the console at /admin from their built folders, with history
 * fallback. Under /admin only browser navigations (Accept: text/html) and the console's own files
 * are answered here: the Strapi panel's API calls under /admin go on to Strapi.
 */
export default (config: { webDist?: string; adminDist?: string }, { strapi }: { strapi: Core.Strapi }) => {
  const repoRoot = path.resolve(strapi.dirs.app.root, '..');
  const web: App = { mount: '', root: path.resolve(config.webDist || path.join(repoRoot, 'web', 'dist')) };
  const admin: App = { mount: '/admin', root: path.resolve(config.adminDist || path.join(repoRoot, 'admin', 'dist')) };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (STRAPI_PREFIXES.some((prefix) => ctx.path === prefix.replace(/\/$/, '') || ctx.path.startsWith(prefix))) return next();

    const app = ctx.path === admin.mount || ctx.path.startsWith(`${admin.mount}/`) ? admin : web;
    const relative = ctx.path.slice(app.mount.length) || '/';

    if (relative !== '/') {
      const asset = await fileAt(app.root, relative);
      if (asset) return send(ctx, asset.file, asset.size, relative.startsWith('/assets/'));
    }
    if (!wantsHtml(ctx)) return next();

    const index = await fileAt(app.root, '/index.html');
    if (!index) return next();
    send(ctx, index.file, index.size, false);
  };
};
