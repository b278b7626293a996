import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '../config/src/languages.ts';
import { INDEXABLE_PATHS } from './src/app/paths.ts';


const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every indexable page in each language (`?lang=`), each entry listing its three
 * language versions and the x-default address (without `?lang`) as hreflang alternates.
 */
export function sitemapXml(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (path: string, lang?: string) =>
    escapeXml(`${origin}${path}${lang && lang !== DEFAULT_LOCALE ? `?lang=${lang}` : ''}`);
  const entries = INDEXABLE_PATHS.flatMap((path) =>
    LOCALES.map((lang) =>
      [
        '  <url>',
        `    <loc>${url(path, lang)}</loc>`,
        ...LOCALES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(path, alt)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /cms', 'Disallow: /api/', '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}

/**
 * Writes /sitemap.xml and /robots.txt into the build (and serves them in dev). Both need absolute
 * addresses, and the site's origin is unknown at build time: it comes from VITE_SITE_URL, default
 * http://localhost:1337 (what `npm start` serves). Set VITE_SITE_URL when building for production.
 */
export function seoFiles(siteUrl: string): Plugin {
  const files: Record<string, { type: string; body: () => string }> = {
    'sitemap.xml': { type: 'application/xml; charset=utf-8', body: () => sitemapXml(siteUrl) },
    'robots.txt': { type: 'text/plain; charset=utf-8', body: () => robotsTxt(siteUrl) },
  };
  return {
    name: 'qahve-seo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').split('?')[0].replace(/^\//, '')];
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.body());
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source: file.body() });
    },
  };
}
