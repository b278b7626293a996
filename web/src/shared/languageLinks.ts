import { DEFAULT_LOCALE, languageFromQuery, type LanguageCode } from '@qahve/config';

/**
 * Every page has an address per language (app/seo.ts, shared/head.ts): `?lang=en`, `?lang=ru`, and
 * the plain path for Azerbaijani. An internal link names the page's language, so that a click (with
 * script or without, before the app runs or after) lands on the page in the language being read:
 * `?lang=` for English and Russian, and for Azerbaijani too when the address names it (the plain
 * path would then follow the cookie, which a visitor without script never set).
 */
export function withLanguage(to: string, locale: LanguageCode, currentSearch: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  if (locale === DEFAULT_LOCALE && languageFromQuery(currentSearch) === undefined) return to;
  const hashAt = to.indexOf('#');
  const path = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  return `${pathname}?${params.toString()}${hash}`;
}

/** The address of this page in another language (the language switcher's links): always with `?lang=`. */
export function alternateHref(pathname: string, search: string, locale: LanguageCode): string {
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `${pathname}?${params.toString()}`;
}
