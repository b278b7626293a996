// The translation status of the localized content (docs/translations.md): what the console's Translations page,
// its dashboard card and its edit forms read.
import { z } from 'zod';
import type { NameDictionary } from '../api';
import { MAX_ID } from '../constants';
import { entryFor, entryText } from '../dictionaries';
import { DEFAULT_LANGUAGE_ID, DEFAULT_LOCALE, LANGUAGE_IDS, LANGUAGES, type LanguageCode, type LanguageId } from '../languages';
import { RESOURCE_DESCRIPTORS, type ResourceDescriptor } from '../resources';
import { blankToUndefined, numberish } from './fields';
import { listQuerySchema } from './query';

/**
 * A localized field's status in one language:
 * - `missing`: empty there while the source language (az) has a text (in az itself: empty while a translation has one);
 * - `stale`: the az text changed after this translation was last saved;
 * - `current`: neither.
 */
export const TRANSLATION_STATUSES = ['missing', 'stale', 'current'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
/** What the list shows: what needs a translator. */
export const TRANSLATION_PROBLEMS = ['missing', 'stale'] as const;
export type TranslationProblem = (typeof TRANSLATION_PROBLEMS)[number];

/**
 * The localized content resources (API paths) whose texts are tracked, and their translated fields. The first
 * field names the item in the Translations list (`imageAlt`, a picture's description, is kept last).
 */
export const TRANSLATED_FIELDS = {
  [RESOURCE_DESCRIPTORS.product.path]: ['name', 'description', 'imageAlt'],
  [RESOURCE_DESCRIPTORS.category.path]: ['name'],
  [RESOURCE_DESCRIPTORS.homeProduct.path]: ['name', 'imageAlt'],
  [RESOURCE_DESCRIPTORS.carousel.path]: ['content', 'imageAlt'],
  [RESOURCE_DESCRIPTORS.branch.path]: ['name', 'address', 'imageAlt'],
  [RESOURCE_DESCRIPTORS.contactSource.path]: ['name'],
} as Record<string, readonly string[]>;
export const TRANSLATED_RESOURCES = Object.keys(TRANSLATED_FIELDS) as [string, ...string[]];

/** A field's texts by language, null where it has none (a blank text is none). */
export type FieldTexts = Partial<Record<LanguageCode, string | null | undefined>>;

/**
 * The `missing` rule: in a translation, empty while the source language has a text; in the source language,
 * empty while a translation has one. A field empty in every language has nothing to translate.
 */
export function isMissing(texts: FieldTexts, locale: LanguageCode): boolean {
  const has = (code: LanguageCode) => Boolean(texts[code]?.trim());
  if (has(locale)) return false;
  if (locale !== DEFAULT_LOCALE) return has(DEFAULT_LOCALE);
  return LANGUAGES.some(({ code }) => code !== DEFAULT_LOCALE && has(code));
}

/** The translated fields a form leaves missing in one language. */
export interface MissingTranslation {
  locale: LanguageCode;
  fields: string[];
}

/**
 * The translated fields a console form's values leave missing (`isMissing`), by language in LANGUAGES order
 * (languages missing nothing left out): what Publish warns of. The form's dictionary lists are read from the
 * resource's `formInputs` (`<list>.*.<field>`); a resource whose texts are not tracked misses nothing.
 */
export function missingTranslations(resourcePath: string, values: Record<string, unknown>): MissingTranslation[] {
  const translated = TRANSLATED_FIELDS[resourcePath] ?? [];
  const descriptor: ResourceDescriptor | undefined = Object.values(RESOURCE_DESCRIPTORS).find((d) => d.path === resourcePath);
  const fieldTexts = (descriptor?.formInputs ?? []).flatMap((input) => {
    const [list, star, field] = input.split('.');
    if (star !== '*' || !list || !field || !translated.includes(field)) return [];
    const entries = Array.isArray(values[list]) ? (values[list] as Array<{ languageId: number }>) : [];
    const texts: FieldTexts = Object.fromEntries(LANGUAGES.map(({ id, code }) => [code, entryText(entryFor(entries, id), field)]));
    return [{ field, texts }];
  });
  return LANGUAGES.flatMap(({ code }) => {
    const fields = fieldTexts.filter(({ texts }) => isMissing(texts, code)).map(({ field }) => field);
    return fields.length > 0 ? [{ locale: code, fields }] : [];
  });
}

/** `GET /api/v1/admin/Translations`: paging, `languageId` (the list's), and the filters (each refused with a 400 naming it when wrong). */
export const translationListQuerySchema = listQuerySchema.extend({
  resource: z.preprocess(
    blankToUndefined,
    z.enum(TRANSLATED_RESOURCES, { error: `resource must be one of ${TRANSLATED_RESOURCES.join(', ')}` }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(TRANSLATION_PROBLEMS, { error: `status must be one of ${TRANSLATION_PROBLEMS.join(', ')}` }).optional(),
  ),
  entityId: z.preprocess(
    numberish,
    z
      .number({ error: 'entityId must be a positive integer' })
      .int('entityId must be a positive integer')
      .min(1, 'entityId must be a positive integer')
      .max(MAX_ID, 'entityId must be a positive integer')
      .optional(),
  ),
});
export type TranslationListQuery = z.infer<typeof translationListQuerySchema>;

/** One field of one item that needs a translator in one language. */
export interface TranslationItem {
  /** `Products:12:name:en`: unique in the list. */
  id: string;
  /** The resource's API path (`Products`). */
  resource: string;
  /** The item's console id. */
  entityId: number;
  /** The item's name in each language that has one. */
  entityNames: NameDictionary[];
  field: string;
  languageId: LanguageId;
  locale: LanguageCode;
  status: TranslationProblem;
}

/** Per language, how many fields are missing and how many stale (the dashboard's card). */
export interface TranslationCounts {
  items: Array<{ languageId: LanguageId; locale: LanguageCode; missing: number; stale: number }>;
}

const TRANSLATED_LANGUAGE_IDS = LANGUAGE_IDS.filter((id) => id !== DEFAULT_LANGUAGE_ID);
const positiveId = (field: string) =>
  z.preprocess(
    numberish,
    z
      .number({ error: `${field} must be a positive integer` })
      .int(`${field} must be a positive integer`)
      .min(1, `${field} must be a positive integer`)
      .max(MAX_ID, `${field} must be a positive integer`),
  );

/**
 * `POST /api/v1/admin/Translations/Confirm`: a translator's word that a stale translation is still right for
 * the Azerbaijani text as it is now (a typo fixed in az), without changing it.
 */
export const translationConfirmSchema = z.object({
  resource: z.enum(TRANSLATED_RESOURCES, { error: `resource must be one of ${TRANSLATED_RESOURCES.join(', ')}` }),
  entityId: positiveId('entityId'),
  field: z.string({ error: 'field is required' }).min(1, 'field is required').max(60, 'field is not a translated field'),
  languageId: z.preprocess(
    numberish,
    z
      .number({ error: `languageId must be one of ${TRANSLATED_LANGUAGE_IDS.join(', ')}` })
      .refine((n) => (TRANSLATED_LANGUAGE_IDS as number[]).includes(n), `languageId must be one of ${TRANSLATED_LANGUAGE_IDS.join(', ')}`),
  ),
});
export type TranslationConfirm = z.infer<typeof translationConfirmSchema>;
