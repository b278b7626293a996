import {
  ADMIN_MESSAGES,
  DEFAULT_LANGUAGE_ID,
  LANGUAGE_IDS,
  LANGUAGES,
  entryText,
  languageIdOf,
  textFor,
  type LanguageCode,
  type LanguageId,
} from '@qahve/config';
import type { RaRecord } from 'react-admin';

/**
 * A dictionary entry as the API sends it: a language id and text fields (name, description, content). The
 * texts are read with config's picker (`textFor`, `entryText`), as the site and the CMS read them.
 */
export type Entry = { languageId: LanguageId | number };

/**
 * The text to show in the console's language: that language, else Azerbaijani, else the first entry
 * with a text; undefined when there is none (the caller shows "Unnamed").
 */
export function displayText(entries: Entry[] | null | undefined, locale: string, field = 'name'): string | undefined {
  const wanted = languageIdOf(locale) ?? DEFAULT_LANGUAGE_ID;
  return (
    textFor(entries, wanted, field) ??
    textFor(entries, DEFAULT_LANGUAGE_ID, field) ??
    (entries ?? []).map((e) => entryText(e, field)).find((t) => t !== undefined)
  );
}

/** The languages whose text is missing or blank. */
export function missingLanguages(entries: Entry[] | null | undefined, field = 'name'): LanguageCode[] {
  return LANGUAGES.filter(({ id }) => textFor(entries, id, field) === undefined).map(({ code }) => code);
}

/**
 * The "exactly 3 languages" rule of config, on a form's dictionary list: one entry for each
 * language id. A react-admin validator: `(value, allValues)`; used on the dictionary inputs.
 */
export function exactlyThreeLanguages(source: string) {
  return (_value: unknown, allValues: Record<string, unknown>) => {
    const entries = source.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], allValues);
    if (!Array.isArray(entries)) return ADMIN_MESSAGES.exactlyThreeLanguages;
    const ids = new Set(entries.map((e: Entry) => Number(e?.languageId)));
    const ok = entries.length === LANGUAGE_IDS.length && LANGUAGE_IDS.every((id) => ids.has(id));
    return ok ? undefined : ADMIN_MESSAGES.exactlyThreeLanguages;
  };
}

/** Blank dictionaries for a create form, one per language in LANGUAGE_IDS order. */
export function blankDictionaries(fields: readonly string[]) {
  return LANGUAGE_IDS.map((languageId) => ({ languageId, ...Object.fromEntries(fields.map((f) => [f, ''])) }));
}

/** A record's name in confirmations and image descriptions: its `source` text in `locale`, else `#id`. */
export const localizedTitle =
  (source: string, field = 'name') =>
  (record: RaRecord, locale: string) =>
    displayText(record[source] as Entry[] | undefined, locale, field) ?? `#${record.id}`;
