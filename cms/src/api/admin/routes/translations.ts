import { adminRoute } from '../../../lib/http/admin-route';
import { JSON_BODY } from '../../../lib/http/body/limits';

/**
 * The translation status of the localized content (docs/translations.md), for administrators only: what
 * is missing or stale, per field and language, the counts per language of the dashboard's card, and a
 * translator's confirmation that a stale translation is still right.
 */
export default {
  routes: [
    adminRoute('GET', 'Translations', 'translations.find'),
    adminRoute('GET', 'Translations/Counts', 'translations.counts'),
    // A JSON body: { resource, entityId, field, languageId }.
    adminRoute('POST', 'Translations/Confirm', 'translations.confirm', JSON_BODY),
  ],
};
