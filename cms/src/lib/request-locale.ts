import { DEFAULT_LOCALE, LANGUAGES, localeOf, toLanguageId, type LanguageCode } from '@qahve/config';
import type { Context } from 'koa';

/**
 * The visitor's language for messages: `languageId` in the query (as the site sends it), else the
 * first supported Accept-Language, else Azerbaijani.
 */
export function requestLocale(ctx: Context): LanguageCode {
  const fromQuery = ctx.query.languageId;
  if (typeof fromQuery === 'string' && fromQuery !== '') return localeOf(toLanguageId(fromQuery));
  const accepted = ctx.acceptsLanguages(LANGUAGES.map((l) => l.code));
  return typeof accepted === 'string' ? (accepted as LanguageCode) : DEFAULT_LOCALE;
}
