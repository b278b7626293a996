import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE_ID,
  languageFromCookie,
  languageFromQuery,
  languageIdOf,
  localeOf,
  saveLanguageId,
  storedLanguageId,
  type LanguageCode,
  type LanguageId,
} from '@qahve/config';
import i18n from './instance';
import { useTranslation } from './useTranslation';

/**
 * Switches the site's language and remembers it (localStorage `languageId` and the cookie of the
 * same name, which tells the server the language of the next page it renders).
 */
export function changeLanguage(id: LanguageId) {
  saveLanguageId(id);
  return i18n.changeLanguage(localeOf(id));
}

/** The browser's current language id (for what runs outside React: the routes' loaders). */
export const currentLanguageId = (): LanguageId => languageIdOf(i18n.language) ?? DEFAULT_LANGUAGE_ID;

/**
 * Once the page is up, the stored choice and the cookie agree with it: `?lang` is stored; a visitor
 * who chose a language before the cookie existed (localStorage only, so the server rendered
 * Azerbaijani) is switched to it now; otherwise the cookie, which decided the page, is mirrored.
 */
export function settleStoredLanguage() {
  const shown = currentLanguageId();
  const cookie = languageFromCookie(document.cookie);
  const stored = storedLanguageId();
  if (languageFromQuery(window.location.search)) saveLanguageId(shown);
  else if (cookie === undefined && stored !== undefined && stored !== shown) void changeLanguage(stored);
  else if (cookie !== undefined && stored !== cookie) saveLanguageId(cookie);
}

/**
 * The current language, re-rendering when it changes. Router-free, so data hooks can use it:
 * `languageId` changes only once the new language's translations are loaded.
 */
export function useLanguageId(): { languageId: LanguageId; locale: LanguageCode } {
  const { i18n: instance } = useTranslation();
  const languageId = languageIdOf(instance.language) ?? DEFAULT_LANGUAGE_ID;
  return { languageId, locale: localeOf(languageId) };
}

/**
 * `{ languageId, locale, setLanguage }`. `setLanguage` stores the choice and, when the address
 * carries `?lang=`, rewrites it so that a shared or reloaded link keeps the chosen language.
 */
export function useLanguage() {
  const current = useLanguageId();
  const [params, setParams] = useSearchParams();
  const hasLangParam = params.has('lang');

  const setLanguage = useCallback(
    (id: LanguageId) => {
      void changeLanguage(id);
      if (hasLangParam) {
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('lang', localeOf(id));
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    },
    [hasLangParam, setParams],
  );

  return { ...current, setLanguage };
}
