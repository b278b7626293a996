import { languageIdOf, localeOf, requestLanguageId } from '@qahve/config';
import { clientQueryNames, RESOURCES } from '../registry/resources';
import { isPagePath } from '../site/site-pages';

/**
 * The keys of the public read cache (docs/caching.md, "Keys"). A key names exactly what an answer
 * is a function of, so that nothing else a request carries (parameters nobody reads, any
 * Accept-Language, other cookies) can make a new entry; a request whose answer could depend on
 * something its key would not name gets no key, and is answered without the cache.
 */

export const PUBLIC_PREFIX = '/api/v1/client/';

/**
 * The cached reads, one per resource the public reads (lib/registry/resources.ts, which the routes of
 * api/client/routes are made from too), by lower-case path (routes match whatever the casing), with
 * the query parameters each one reads.
 */
const PUBLIC_READS = new Map<string, ReadonlySet<string>>(
  RESOURCES.flatMap(({ path, client }) =>
    client ? [[`${PUBLIC_PREFIX}${path}`.toLowerCase(), new Set(clientQueryNames(client))] as const] : [],
  ),
);

export const cachedReadPaths = () => [...PUBLIC_READS.keys()];

/** Whether `url` is under the public API, whatever its casing (the usual spelling is checked without copying it). */
export const isPublicPath = (url: string) =>
  url.length > PUBLIC_PREFIX.length &&
  (url.startsWith(PUBLIC_PREFIX) || url.slice(0, PUBLIC_PREFIX.length).toLowerCase() === PUBLIC_PREFIX);

/** A name the query parser (qs) reads as it is: no escapes, no brackets (`a[b]`), nothing it would rewrite. */
const PLAIN_NAME = /^[\w-]+$/;

const split = (url: string) => {
  const mark = url.indexOf('?');
  return mark === -1
    ? { path: url, pairs: [] }
    : {
        path: url.slice(0, mark),
        pairs: url
          .slice(mark + 1)
          .split('&')
          .filter((pair) => pair !== ''),
      };
};

const nameOf = (pair: string) => {
  const equals = pair.indexOf('=');
  return equals === -1 ? pair : pair.slice(0, equals);
};

/** `languageId` as the language of one of the site's languages, written plainly (`languageId=1`). */
const PLAIN_LANGUAGE_ID = /^languageId=[123]$/;

/**
 * The key of a public API read, or null when it is not one the cache keeps. The path in lower case
 * and the parameters the route reads, sorted by name (pairs of one name keep their order, which the
 * query parser keeps); any other parameter is left out, since the route's schema drops it. A 200
 * answer does not depend on the language asked for (every item carries its three dictionaries;
 * `languageId` and Accept-Language choose only the language of error messages, and errors are never
 * kept): a valid `languageId` is not in the key, so the three languages share one entry; any other
 * value, or the name twice, is left to the route (no key). A name that is not plain letters could be
 * read by the query parser as one of the route's (`language%49d`, `languageId[]`): no key.
 */
export function apiCacheKey(url: string): string | null {
  const { path, pairs } = split(url);
  const lower = path.toLowerCase();
  const read = PUBLIC_READS.get(lower);
  if (!read) return null;
  const kept: Array<{ name: string; pair: string; at: number }> = [];
  let languageIds = 0;
  for (const [at, pair] of pairs.entries()) {
    const name = nameOf(pair);
    if (!PLAIN_NAME.test(name)) return null;
    if (name === 'languageId') {
      languageIds += 1;
      if (languageIds > 1 || !PLAIN_LANGUAGE_ID.test(pair)) return null;
    } else if (read.has(name)) kept.push({ name, pair, at });
  }
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.at - b.at));
  return `${lower}?${kept.map((p) => p.pair).join('&')}`;
}

/** A page's language chosen by its address: `lang=<code>` of one of the site's languages. */
const LANG_PAIR = /^lang=([a-z]{2})$/;

/**
 * The key of a page of the site, or null when the cache does not keep it. A page is a function of
 * its path and its language: `?lang`, else the language cookie, else az (requestLanguageId, as the
 * renderer decides it); never of the rest of the Cookie header. Its address may show in the page
 * (the data's key, the language links), so a page is kept only at its own addresses: no query, or
 * `?lang=` one of the languages. Anything else (`?utm_source=…`, `?lang=de`) is rendered each time.
 */
export function pageCacheKey(url: string, cookie: string | undefined): string | null {
  const mark = url.indexOf('?');
  if (!isPagePath(mark === -1 ? url : url.slice(0, mark))) return null;
  const search = mark === -1 ? '' : url.slice(mark);
  if (search !== '' && languageIdOf(LANG_PAIR.exec(search.slice(1))?.[1] ?? '') === undefined) return null;
  return `page ${url}\n${localeOf(requestLanguageId(search, cookie))}`;
}
