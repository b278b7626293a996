/** The site's i18n: import from here (`import { useTranslation } from '../../i18n'`). */
export { default, DEFAULT_NS, i18n, initialLanguageId, localeModule } from './instance';
export { TranslatorContext } from './context';
export { Translator } from './translator';
export type { Messages, TFunction, TOptions } from './translator';
export { useTranslation } from './useTranslation';
export { changeLanguage, currentLanguageId, settleStoredLanguage, useLanguage, useLanguageId } from './useLanguage';
