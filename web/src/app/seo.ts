import { LOCALES } from '@qahve/config';
import { languageUrl } from '../shared/head';
import { INDEXABLE_PATHS } from '../shared/paths';

/**
 * /sitemap.xml and /robots.txt. Both need absolute addresses: the server answers them from its
 * renderer (entry-server.tsx), with the public origin it is configured with (PUBLIC_URL).
 */

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every indexable page in each language (`?lang=`), with `contentPaths`, the pages the
 * content makes (each branch but the first, whose page is /interior; each tab and page of the
 * catalogue), each entry listing its three
 * language versions and the x-default address (without `?lang`) as hreflang alternates.
 */
export function sitemapXml(siteUrl: string, contentPaths: readonly string[] = []): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (path: string, lang?: (typeof LOCALES)[number]) => escapeXml(lang ? languageUrl(origin, path, lang) : `${origin}${path}`);
  const entries = [...new Set([...INDEXABLE_PATHS, ...contentPaths])].flatMap((path) =>
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
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
