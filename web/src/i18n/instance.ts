import {
  languageFromCookie,
  languageFromQuery,
  localeOf,
  saveLanguageId,
  storedLanguageId,
  DEFAULT_LANGUAGE_ID,
  type LanguageId,
} from '@qahve/config';
import { Translator, type Messages } from './translator';

/**
 * Translations: one JSON file per language and namespace, ./locales/<lang>/<namespace>.json
 * (i18next's format: nested keys, {{value}}, key_one/key_other plurals).
 *
 * - `common` (the frame and the shared UI) is bundled for the three languages: the first paint
 *   never waits for a translation file.
 * - Every other namespace (one per page) is its own small chunk, loaded for the current language
 *   together with its page (app/routes.tsx; a server-rendered page names its own in the HTML, to be
 *   fetched with its code), and for a new language before the switch happens.
 *
 * This is the browser's translator, one for the page. The server renders each request with a
 * translator of its own (entry-server.tsx), handed down by TranslatorContext.
 */
export const DEFAULT_NS = 'common';

const bundled = import.meta.glob<Messages>('./locales/*/common.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/common.json'], { import: 'default' });

/** The language-file chunk of a namespace, for the server to name among a page's modules. */
export const localeModule = (locale: string, namespace: string) => `src/i18n/locales/${locale}/${namespace}.json`;

/**
 * The language of a first render without a server-rendered page (a page built in the browser):
 * `?lang=en|az|ru` wins (and is stored), else the language cookie, else localStorage, else az.
 * A server-rendered page is hydrated in the language the server chose instead. The app's entry
 * (main.tsx) sets one or the other: reading the cookie and the storage costs the browser a round
 * trip to its other processes each, which a server-rendered page would pay for nothing while it
 * loads its code.
 */
export function initialLanguageId(search = globalThis.location?.search ?? '', cookies = globalThis.document?.cookie ?? ''): LanguageId {
  const fromUrl = languageFromQuery(search);
  if (fromUrl) {
    saveLanguageId(fromUrl);
    return fromUrl;
  }
  return languageFromCookie(cookies) ?? storedLanguageId() ?? DEFAULT_LANGUAGE_ID;
}

export const i18n = new Translator(
  localeOf(DEFAULT_LANGUAGE_ID),
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
