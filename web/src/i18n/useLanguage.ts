import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE_ID, languageIdOf, localeOf, saveLanguageId, type LanguageCode, type LanguageId } from '@qahve/config';
import i18n from './instance';
import { useTranslation } from './useTranslation';

/** Switches the site's language and remembers it (localStorage `languageId`). */
export function changeLanguage(id: LanguageId) {
  saveLanguageId(id);
  return i18n.changeLanguage(localeOf(id));
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
