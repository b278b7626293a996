import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import type { ApiTransport, RendererOptions, SiteRenderer } from '@qahve/config';
import inject from 'light-my-request';
import { configuredRetentionDays } from '../candidates/cv-retention-days';
import { tagHeader } from '../public-cache/tags';
import { isPreviewPath, previewRequestHeaders } from './preview';

/**
 * The public site's pages, rendered on the server by the site's own renderer (web/src/entry-server.tsx,
 * built to web/dist-server/entry-server.cjs with its React inside: this process's node_modules hold
 * the React 18 of Strapi's panel). Served by global::frontends and kept by the public read cache.
 */

/** Paths that belong to Strapi: the API, uploads, the /cms panel and its plugins' routes, its favicon. */
const STRAPI_PREFIXES = [
  '/api/',
  '/uploads/',
  '/cms',
  '/content-manager/',
  '/content-type-builder/',
  '/i18n/',
  '/upload/',
  '/users-permissions/',
  '/email/',
  '/_health',
  '/favicon.ico',
];

export const isStrapiPath = (path: string) =>
  STRAPI_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/** The console, served from its own build at /admin. */
export const CONSOLE_MOUNT = '/admin';
export const isConsolePath = (path: string) => path === CONSOLE_MOUNT || path.startsWith(`${CONSOLE_MOUNT}/`);

/**
 * Whether a request path (query aside) can be a page of the site: neither Strapi's nor the console's,
 * nor a preview (lib/site/preview.ts), nor a built file (the site's files are under /assets/ or have a dot in their name; an unknown
 * such path still gets the not-found page, but is never one the cache keeps).
 */
export function isPagePath(path: string) {
  if (isStrapiPath(path) || isConsolePath(path) || isPreviewPath(path) || path.startsWith('/assets/')) return false;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The public origin of absolute addresses (canonical, hreflang, Open Graph, sitemap): PUBLIC_URL,
 * whatever Host a request names; without it, this server on localhost.
 */
export function publicOrigin(strapi: Core.Strapi): string {
  const url = String(strapi.config.get('server.url') ?? '');
  if (/^https?:\/\//i.test(url)) return url.replace(/\/+$/, '');
  return `http://localhost:${strapi.config.get<number>('server.port')}`;
}

/** The cache tags of the reads a page render makes (lib/public-cache/tags.ts), gathered while it runs. */
const renderTags = new AsyncLocalStorage<Set<string>>();

/** Runs a page render, adding the tags of every API answer its data came from to `tags`. */
export const gatheringTags = <T>(tags: Set<string>, render: () => Promise<T>) => renderTags.run(tags, render);

/**
 * How the renderer's loaders reach the API: the request goes through this server's own request
 * handling (the public read cache in front of Koa, then the middleware stack and the route) without
 * a socket. Their answers are what a browser would get.
 */
function inProcess(server: Server): ApiTransport {
  const header = tagHeader();
  return async (url, init) => {
    const tags = renderTags.getStore();
    const answer = await inject((req, res) => server.emit('request', req, res), {
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), ...previewRequestHeaders() },
    });
    const tagged = answer.headers[header.name.toLowerCase()];
    if (tags && typeof tagged === 'string') for (const tag of header.parse(tagged)) tags.add(tag);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'Content-Type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The site's renderer, or null when the site is not built (`npm run build`). */
export function loadSiteRenderer(strapi: Core.Strapi, entry: string): SiteRenderer | null {
  if (!fs.existsSync(entry)) {
    strapi.log.warn(`The site's server renderer ${entry} is missing: its pages are not served (npm run build).`);
    return null;
  }
  // The site's server bundle is CommonJS built by `npm run build`, at a path known only at run time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createRenderer } = require(entry) as { createRenderer: (options: RendererOptions) => SiteRenderer };
  return createRenderer({
    fetch: inProcess(strapi.server.httpServer),
    origin: publicOrigin(strapi),
    cvRetentionDays: configuredRetentionDays(),
  });
}
