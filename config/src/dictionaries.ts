import type { Dictionary } from './api';
import { DEFAULT_LANGUAGE_ID, type LanguageId } from './languages';

// Content comes from the API in three languages, a list of entries, one a language (every answer
// carries all three: docs/decisions.md). The one way the site, the console and the CMS pick one.

/**
 * An entry as the API sends it (`Dictionary`) or as a console form holds it: there a language id may have
 * become a string (a select's value, a parsed field name), so ids are compared as numbers.
 */
type EntryOf = Dictionary | { languageId: number | string };

/** The entry of `languageId`, else undefined. */
export function entryFor<T extends EntryOf>(entries: readonly T[] | null | undefined, languageId: LanguageId | number): T | undefined {
  return entries?.find((e) => Number(e.languageId) === languageId);
}

/** The entry of `languageId`, else the first entry. */
export function pickDictionary<T extends EntryOf>(
  entries: readonly T[] | null | undefined,
  languageId: LanguageId | number,
): T | undefined {
  return entryFor(entries, languageId) ?? entries?.[0];
}

/** An entry's text `field`, undefined where it is missing or blank: a form's empty input is no translation. */
export function entryText(entry: EntryOf | undefined, field: string): string | undefined {
  const value = (entry as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The text `field` of `languageId`'s entry (`entryFor`), undefined where the entry or its text is missing or blank. */
export function textFor(
  entries: readonly EntryOf[] | null | undefined,
  languageId: LanguageId | number,
  field = 'name',
): string | undefined {
  return entryText(entryFor(entries, languageId), field);
}

/**
 * The text the public site shows of `field` in `languageId` (docs/translations.md): that language's; where
 * it is missing (blank or absent), the source language's (Azerbaijani); else any language's; else undefined.
 * A missing translation never shows as an empty text.
 */
export function shownText<T extends EntryOf>(
  entries: readonly T[] | null | undefined,
  languageId: LanguageId | number,
  field: string,
): string | undefined {
  return (
    entryText(entryFor(entries, languageId), field) ??
    entryText(entryFor(entries, DEFAULT_LANGUAGE_ID), field) ??
    (entries ?? []).map((entry) => entryText(entry, field)).find((text) => text !== undefined)
  );
}
