import { localeOf, requestLanguageId } from '@qahve/config';
import { isPagePath } from '../site-pages';

/**
 * The site's pages in the public read cache (docs/caching.md). A page is a function of its address
 * and its language; the language is `?lang`, else the language cookie, else az (requestLanguageId,
 * as the renderer decides it), so the key holds the address as sent and the language, never the
 * rest of the Cookie header: one language's page is never another's.
 */

export const isPageUrl = (url: string) => {
  const mark = url.indexOf('?');
  return isPagePath(mark === -1 ? url : url.slice(0, mark));
};

export function pageCacheKey(url: string, cookie: string | undefined) {
  const mark = url.indexOf('?');
  return `page ${url}\n${localeOf(requestLanguageId(mark === -1 ? '' : url.slice(mark), cookie))}`;
}
