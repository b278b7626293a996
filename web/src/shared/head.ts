import { DEFAULT_LOCALE, LANGUAGES, type LanguageCode } from '@qahve/config';

/**
 * The <head> of a page: title, description, canonical and hreflang addresses, Open Graph and
 * Twitter cards. Built here once, from what the page declares (usePageMeta): written into the HTML
 * by the server (entry-server.tsx), kept up to date by the browser on the next pages (applyHead).
 */

export interface PageMeta {
  /** The whole title, brand included. */
  title: string;
  description: string;
  /** The page's canonical path (/about, not /About). */
  path: string;
  locale: LanguageCode;
  /** The public origin (PUBLIC_URL), never a request's Host. */
  origin: string;
  noindex: boolean;
  /** The site's name, for og:site_name and the picture's alt text. */
  siteName: string;
}

export type HeadTag = { tag: 'meta' | 'link'; attrs: Record<string, string> };

/** The picture link previews show for every page: the brand on its dark roast, 1200 × 630. */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

const OG_LOCALE: Record<LanguageCode, string> = { en: 'en_US', az: 'az_AZ', ru: 'ru_RU' };

/**
 * Each language version of a page has its own address: `?lang=en` and `?lang=ru`, and the plain
 * address for Azerbaijani, the default, which is also the x-default. So the page a crawler lands on
 * without `?lang` names itself as canonical. A path with a query of its own (a catalogue page,
 * `/product?category=5&page=2`) takes `lang` last.
 */
export function languageUrl(origin: string, path: string, locale: LanguageCode) {
  if (locale === DEFAULT_LOCALE) return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** The page's meta and link tags (the title aside). */
export function headTags(meta: PageMeta): HeadTag[] {
  const url = languageUrl(meta.origin, meta.path, meta.locale);
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: name, content } });
  return [
    named('description', meta.description),
    named('robots', meta.noindex ? 'noindex' : 'index, follow'),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...LANGUAGES.map(({ code }): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: code, href: languageUrl(meta.origin, meta.path, code) },
    })),
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: `${meta.origin}${meta.path}` } },
    property('og:type', 'website'),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:locale', OG_LOCALE[meta.locale]),
    ...LANGUAGES.filter(({ code }) => code !== meta.locale).map(({ code }) => property('og:locale:alternate', OG_LOCALE[code])),
    property('og:image', `${meta.origin}${SHARE_IMAGE.path}`),
    property('og:image:type', SHARE_IMAGE.type),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', meta.siteName),
    named('twitter:card', 'summary_large_image'),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title and the tags as HTML, for the server; marked, for the browser to replace on the next page. */
export function headHtml(title: string, tags: readonly HeadTag[]): string {
  const tag = ({ tag: name, attrs }: HeadTag) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} data-page-head/>`;
  return [`<title>${escapeHtml(title)}</title>`, ...tags.map(tag)].join('\n    ');
}

/** Puts a page's title and tags in the document in place of the previous page's. */
export function applyHead(title: string, tags: readonly HeadTag[], doc: Document = document) {
  if (doc.title !== title) doc.title = title;
  const current = [...doc.head.querySelectorAll('[data-page-head]')];
  const same =
    current.length === tags.length &&
    current.every(
      (el, i) => el.tagName.toLowerCase() === tags[i].tag && Object.entries(tags[i].attrs).every(([k, v]) => el.getAttribute(k) === v),
    );
  if (same) return;
  current.forEach((el) => el.remove());
  for (const { tag, attrs } of tags) {
    const el = doc.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
    el.setAttribute('data-page-head', '');
    doc.head.append(el);
  }
}

/** What a server render learns about the page's head as it renders (usePageMeta). */
export interface HeadCollector {
  meta?: PageMeta;
}
