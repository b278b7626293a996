import { DEFAULT_LOCALE, localeOf, type LanguageId, type TranslationConfirm, type TranslationStatus } from '@qahve/config';
import { ApiError } from '../http/api-error';
import { textHash, writeRecords } from './store';
import { readItems, TRANSLATED } from './texts';

export const TRANSLATION_MESSAGES = {
  notFound: 'Item not found',
  notTranslated: 'field is not a translated field of this resource',
  empty: 'The translation is empty: there is nothing to confirm',
} as const;

/**
 * `POST admin/Translations/Confirm`: a translation is still right for the source (az) text as it is now,
 * unchanged: it is recorded against that text, as a save of it would be, and is current. 404 for an item
 * that does not exist (or is deleted), 400 for a field that is not translated, 409 for an empty translation
 * (missing: only a text can fix it). Answers the status it leaves.
 */
export async function confirmTranslation(request: TranslationConfirm): Promise<{ status: TranslationStatus }> {
  const resource = TRANSLATED.find(({ path }) => path === request.resource)!;
  if (!resource.fields.includes(request.field)) throw new ApiError(400, TRANSLATION_MESSAGES.notTranslated);
  const locale = localeOf(request.languageId as LanguageId);
  await strapi.db.transaction(async ({ trx }) => {
    const item = (await readItems(trx, resource, [request.entityId])).get(request.entityId);
    if (!item || item.deleted) throw new ApiError(404, TRANSLATION_MESSAGES.notFound);
    if (!item.texts[locale]?.[request.field]) throw new ApiError(409, TRANSLATION_MESSAGES.empty);
    const source = item.texts[DEFAULT_LOCALE]?.[request.field] ?? null;
    await writeRecords(
      trx,
      [{ resource: resource.path, entityId: item.id, field: request.field, locale, sourceHash: textHash(source) }],
      [],
    );
  });
  return { status: 'current' };
}
