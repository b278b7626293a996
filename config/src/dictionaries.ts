import type { Dictionary } from './api';
import type { LanguageId } from './languages';

// Content comes from the API in three languages, a list of entries, one a language (every answer
// carries all three: docs/decisions.md). The one way the site, the console and the CMS pick one.

/** The entry of `languageId`, else undefined. */
export function entryFor<T extends Dictionary>(entries: readonly T[] | null | undefined, languageId: LanguageId): T | undefined {
  return entries?.find((e) => e.languageId === languageId);
}

/** The entry of `languageId`, else the first entry. */
export function pickDictionary<T extends Dictionary>(entries: readonly T[] | null | undefined, languageId: LanguageId): T | undefined {
  return entryFor(entries, languageId) ?? entries?.[0];
}
