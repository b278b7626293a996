import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE_ID, LANGUAGES, LANGUAGE_STORAGE_KEY } from '@qahve/config';

export type LanguageId = (typeof LANGUAGES)[number]['id'];
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

function storedLanguageId(): LanguageId {
  try {
    const stored = Number(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    return LANGUAGES.find((l) => l.id === stored)?.id ?? DEFAULT_LANGUAGE_ID;
  } catch {
    return DEFAULT_LANGUAGE_ID; // storage disabled (e.g. privacy mode)
  }
}

/** The chosen language, persisted in localStorage and mirrored to `<html lang>`. */
export function useLanguage() {
  const [languageId, setLanguageIdState] = useState(storedLanguageId);
  const code = LANGUAGES.find((l) => l.id === languageId)!.code;

  useEffect(() => {
    document.documentElement.lang = code;
  }, [code]);

  const setLanguageId = (id: LanguageId) => {
    setLanguageIdState(id);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, String(id));
    } catch {
      // keep the choice for this visit only
    }
  };

  return { languageId, code, setLanguageId };
}
