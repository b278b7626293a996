import { DEFAULT_LOCALE, LANGUAGES, localeOf, toLanguageId, type LanguageCode } from '@qahve/config';
import type { Context } from 'koa';

/**
 * The visitor's language for messages: `languageId` in the query (as the site sends it), else a
 * supported language the browser names in Accept-Language, else Azerbaijani. A missing header or
 * "*" names no language (Koa would then pick the first offered, English).
 */
export function requestLocale(ctx: Context): LanguageCode {
  const fromQuery = ctx.query.languageId;
  if (typeof fromQuery === 'string' && fromQuery !== '') return localeOf(toLanguageId(fromQuery));
  return headerLocale(ctx);
}

/** The language the browser names in Accept-Language (for an answer to a query that cannot be read). */
export function headerLocale(ctx: Context): LanguageCode {
  const header = ctx.get('Accept-Language').trim();
  if (header === '' || header === '*') return DEFAULT_LOCALE;
  const accepted = ctx.acceptsLanguages(LANGUAGES.map((l) => l.code));
  return typeof accepted === 'string' ? (accepted as LanguageCode) : DEFAULT_LOCALE;
}
