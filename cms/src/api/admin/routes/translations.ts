/**
 * The translation status of the localized content (docs/translations.md), for administrators only: what
 * is missing or stale, per field and language, the counts per language of the dashboard's card, and a
 * translator's confirmation that a stale translation is still right.
 */
const admin = { auth: false as const, policies: ['global::administrator'], body: false as const };

export default {
  routes: [
    { method: 'GET', path: '/v1/admin/Translations', handler: 'api::admin.translations.find', config: admin },
    { method: 'GET', path: '/v1/admin/Translations/Counts', handler: 'api::admin.translations.counts', config: admin },
    // A JSON body: { resource, entityId, field, languageId }.
    {
      method: 'POST',
      path: '/v1/admin/Translations/Confirm',
      handler: 'api::admin.translations.confirm',
      config: { auth: false as const, policies: ['global::administrator'] },
    },
  ],
};
