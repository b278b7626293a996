/**
 * The translation status of the localized content (docs/translations.md), for administrators only: what
 * is missing or stale, per field and language, and the counts per language of the dashboard's card.
 */
const admin = { auth: false as const, policies: ['global::administrator'], body: false as const };

export default {
  routes: [
    { method: 'GET', path: '/v1/admin/Translations', handler: 'api::admin.translations.find', config: admin },
    { method: 'GET', path: '/v1/admin/Translations/Counts', handler: 'api::admin.translations.counts', config: admin },
  ],
};
