/** The site's i18n: import from here (`import { useTranslation } from '../../i18n'`). */
export { default, DEFAULT_NS, i18n, initialLanguageId, languageFromSearch } from './instance';
export type { Messages, TFunction, TOptions, Translator } from './translator';
export { useTranslation } from './useTranslation';
export { changeLanguage, useLanguage, useLanguageId } from './useLanguage';
