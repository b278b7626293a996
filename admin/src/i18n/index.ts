import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { localStorageStore, type Store, type TranslationMessages } from 'ra-core';
import {
  DEFAULT_LOCALE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageIdOf,
  localeOf,
  readLanguageId,
  saveLanguageId,
  type LanguageCode,
} from '@qahve/config';
import { az } from './az';
import { en } from './en';
import { raAzerbaijani } from './ra-az';
import { ru } from './ru';

/**
 * Translations: react-admin's messages (English and Russian from their packages, Azerbaijani written
 * here) with the console's own on top, and the resources' own over those. A key missing in one
 * language falls back to English. The chosen language is the site's `languageId` in localStorage
 *, so the console and the site share it; Azerbaijani is the default.
 */

type Tree = { [key: string]: string | Tree };

function merge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
    }
  }
  return out;
}

/** A resource's own messages in the three languages (`resources/<name>/messages.ts`, `defineMessages`). */
export type ResourceMessages = Record<LanguageCode, object>;

/**
 * Every message of the console in each language. The resources' messages are given (App.tsx gives
 * those of `RESOURCES`): translations are a layer below the resources and import none.
 */
export function consoleMessages(resourceMessages: readonly ResourceMessages[]): Record<LanguageCode, TranslationMessages> {
  const own = (code: LanguageCode): Tree[] => resourceMessages.map((messages) => messages[code] as Tree);
  const english = merge(englishMessages as Tree, en as Tree, ...own('en'));
  return {
    en: english as TranslationMessages,
    az: merge(english, raAzerbaijani as Tree, az as Tree, ...own('az')) as TranslationMessages,
    ru: merge(english, russianMessages as Tree, ru as Tree, ...own('ru')) as TranslationMessages,
  };
}

export const AVAILABLE_LOCALES = LANGUAGES.map(({ code, name }) => ({ locale: code, name }));

export function initialLocale(): LanguageCode {
  return localeOf(readLanguageId());
}

export function createI18nProvider(resourceMessages: readonly ResourceMessages[], locale: LanguageCode = initialLocale()) {
  const messages = consoleMessages(resourceMessages);
  return polyglotI18nProvider((l) => messages[l as LanguageCode] ?? messages[DEFAULT_LOCALE], locale, AVAILABLE_LOCALES, {
    allowMissing: true,
  });
}

/**
 * react-admin's store (localStorage), except that its `locale` item is the site's `languageId`:
 * the language switcher writes it, and a choice made on the site is the console's too.
 */
export function createStore(base: Store = localStorageStore(undefined, 'qahve-admin')): Store {
  const LOCALE = 'locale';
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T) {
      if (key === LOCALE) return localeOf(readLanguageId()) as T;
      return base.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T) {
      if (key === LOCALE) {
        const id = languageIdOf(String(value));
        if (id) saveLanguageId(id);
      }
      base.setItem(key, value);
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (key !== LOCALE) return base.subscribe(key, callback);
      const unsubscribe = base.subscribe(key, callback);
      // Another tab (the site, or the console) changed the language.
      const onStorage = (event: StorageEvent) => {
        if (event.key === LANGUAGE_STORAGE_KEY) callback(localeOf(readLanguageId()));
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
