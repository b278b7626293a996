import {
  DEFAULT_LOCALE,
  isMissing,
  LANGUAGES,
  type FieldTexts,
  type LanguageCode,
  type NameDictionary,
  type Paged,
  type TranslationCounts,
  type TranslationItem,
  type TranslationListQuery,
  type TranslationStatus,
} from '@qahve/config';
import { paged, pageWindow } from '../http/paging';
import { readRecords, textHash } from './store';
import { readItems, TRANSLATED, type Item, type Translated } from './texts';

/** A name is a label: a slide's whole text is cut here. */
const MAX_NAME = 80;

/**
 * A field's status in one language (docs/translations.md), from the item's texts as they are now and the
 * translation's record (undefined: none, content no tracked write has touched since it was made):
 * - the source language: missing when empty while a translation has a text;
 * - a translation: missing when empty while the source has a text; stale when its record was saved
 *   against another source text than today's (or against none: a copy nobody translated); else current.
 */
export function statusOf(item: Item, field: string, locale: LanguageCode, record: string | null | undefined): TranslationStatus {
  const texts: FieldTexts = Object.fromEntries(LANGUAGES.map(({ code }) => [code, item.texts[code]?.[field]]));
  if (isMissing(texts, locale)) return 'missing';
  // The source language, or a field empty in every language: nothing to be out of date with.
  if (locale === DEFAULT_LOCALE || !texts[locale] || record === undefined) return 'current';
  return record === textHash(texts[DEFAULT_LOCALE] ?? null) ? 'current' : 'stale';
}

function namesOf(resource: Translated, item: Item): NameDictionary[] {
  const label = resource.fields[0]!;
  return LANGUAGES.flatMap(({ id, code }) => {
    const text = item.texts[code]?.[label]?.trim();
    if (!text) return [];
    return [{ languageId: id, name: text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text }];
  });
}

/**
 * Every field of every item (not deleted) of these resources that is missing or stale in some language,
 * in the registry's order of resources, then by item id, field and language. Reads each resource's rows
 * and records in two queries: the content is a coffee shop's menu (hundreds of items), so the statuses
 * are worked out when asked for rather than kept.
 */
async function problems(resources: Translated[], entityId?: number): Promise<TranslationItem[]> {
  const knex = strapi.db.connection;
  const found: TranslationItem[] = [];
  for (const resource of resources) {
    const ids = entityId === undefined ? undefined : [entityId];
    const [items, records] = await Promise.all([readItems(knex, resource, ids), readRecords(knex, resource.path, ids)]);
    for (const item of [...items.values()].sort((a, b) => a.id - b.id)) {
      if (item.deleted) continue;
      let names: NameDictionary[] | undefined;
      for (const field of resource.fields) {
        for (const { id: languageId, code: locale } of LANGUAGES) {
          const status = statusOf(item, field, locale, records.get(`${item.id}:${field}:${locale}`));
          if (status === 'current') continue;
          names ??= namesOf(resource, item);
          found.push({
            id: `${resource.path}:${item.id}:${field}:${locale}`,
            resource: resource.path,
            entityId: item.id,
            entityNames: names,
            field,
            languageId,
            locale,
            status,
          });
        }
      }
    }
  }
  return found;
}

/** `GET admin/Translations`: what is missing or stale, filtered by language, resource, status and item, paged. */
export async function listTranslations(query: TranslationListQuery): Promise<Paged<TranslationItem>> {
  const resources = query.resource ? TRANSLATED.filter(({ path }) => path === query.resource) : TRANSLATED;
  const all = (await problems(resources, query.entityId)).filter(
    (item) => (query.languageId === undefined || item.languageId === query.languageId) && (!query.status || item.status === query.status),
  );
  const { offset = 0, limit = all.length } = pageWindow(query);
  return paged(all.slice(offset, offset + limit), all.length, query);
}

/** `GET admin/Translations/Counts`: per language, how many fields are missing and how many stale. */
export async function translationCounts(): Promise<TranslationCounts> {
  const all = await problems(TRANSLATED);
  return {
    items: LANGUAGES.map(({ id, code }) => ({
      languageId: id,
      locale: code,
      missing: all.filter((item) => item.languageId === id && item.status === 'missing').length,
      stale: all.filter((item) => item.languageId === id && item.status === 'stale').length,
    })),
  };
}
