import { languageIdOf, localeOf, readLanguageId, saveLanguageId, type LanguageId } from '@qahve/config';
import { Translator, type Messages } from './translator';

/**
 * Translations: one JSON file per language and namespace, ./locales/<lang>/<namespace>.json
 * (i18next's format: nested keys, {{value}}, key_one/key_other plurals).
 *
 * - `common` (the frame and the shared UI) is bundled for the three languages: the first paint
 *   never waits for a translation file.
 * - Every other namespace (one per page) is its own small chunk, loaded for the current language
 *   together with its page (`lazyPage` in app/routes.tsx), and for a new language before the
 *   switch happens.
 */
export const DEFAULT_NS = 'common';

const bundled = import.meta.glob<Messages>('./locales/*/common.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/common.json'], { import: 'default' });

/** The language id named by `?lang=` in a query string, if it names one of ours. */
export function languageFromSearch(search: string): LanguageId | undefined {
  const code = new URLSearchParams(search).get('lang');
  return code ? languageIdOf(code.toLowerCase()) : undefined;
}

/** The language of the first render: `?lang=en|az|ru` wins (and is stored), else localStorage, else az. */
export function initialLanguageId(search = globalThis.location?.search ?? ''): LanguageId {
  const fromUrl = languageFromSearch(search);
  if (fromUrl) {
    saveLanguageId(fromUrl);
    return fromUrl;
  }
  return readLanguageId();
}

export const i18n = new Translator(
  localeOf(initialLanguageId()),
  (lng, ns) => {
    const load = lazy[`./locales/${lng}/${ns}.json`];
    return load ? load() : Promise.reject(new Error(`No translations for ${lng}/${ns}`));
  },
  DEFAULT_NS,
);

for (const [file, messages] of Object.entries(bundled)) {
  i18n.addResources(file.split('/')[2], DEFAULT_NS, messages);
}

/** `<html lang>` follows the language. */
function syncDocumentLanguage() {
  if (typeof document !== 'undefined' && document.documentElement.lang !== i18n.language) {
    document.documentElement.lang = i18n.language;
  }
}
i18n.subscribe(syncDocumentLanguage);
syncDocumentLanguage();

export default i18n;
