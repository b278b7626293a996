export { ensureTranslationTable, TRANSLATION_TABLE, textHash } from './store';
export { tracked, recordsOf, TARGET_LOCALES } from './track';
export { listTranslations, translationCounts, statusOf } from './status';
export { TRANSLATED, readItems } from './texts';
export { confirmTranslation, TRANSLATION_MESSAGES } from './confirm';
