import type { LanguageId } from '@qahve/config';

/** Content comes from the API in three languages: a list of entries, one a language. */
export interface Dictionary {
  languageId: number;
}

/** The entry of `languageId`, else undefined. */
export function entryFor<T extends Dictionary>(entries: readonly T[] | null | undefined, languageId: LanguageId): T | undefined {
  return entries?.find((e) => e.languageId === languageId);
}

/** The entry of `languageId`, else the first entry. */
export function pickDictionary<T extends Dictionary>(entries: readonly T[] | null | undefined, languageId: LanguageId): T | undefined {
  return entryFor(entries, languageId) ?? entries?.[0];
}
