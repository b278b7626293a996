import type { LanguageId } from '@qahve/config';

/** The entry of `languageId` in an API dictionary list, else the first entry (content is kept in three languages). */
export function pickDictionary<T extends { languageId: LanguageId }>(entries: readonly T[] | null | undefined, languageId: LanguageId): T | undefined {
  if (!entries?.length) return undefined;
  return entries.find((e) => e.languageId === languageId) ?? entries[0];
}
