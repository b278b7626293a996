import type { LanguageId } from '@qahve/config';

/** Content comes from the API in three languages: a list of entries, one a language. */
interface Dictionary {
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

const filled = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * A text of a dictionary in the language, falling back to the first entry that has it (SPEC §3:
 * "falls back to the first dictionary entry"), else `fallback`.
 */
export function localized<T extends Dictionary>(
  entries: readonly T[] | null | undefined,
  languageId: LanguageId,
  field: (entry: T) => string | null | undefined,
  fallback: string,
): string {
  const own = entryFor(entries, languageId);
  if (own && filled(field(own))) return field(own)!.trim();
  const first = entries?.[0];
  if (first && filled(field(first))) return field(first)!.trim();
  return fallback;
}
