import { useEffect, useState } from 'react';
import { localeOf, readLanguageId, saveLanguageId, type LanguageId } from '@qahve/config';

/** The chosen language, kept in localStorage and mirrored to `<html lang>`. */
export function useLanguage() {
  const [languageId, setLanguageIdState] = useState(() => readLanguageId());
  const code = localeOf(languageId);

  useEffect(() => {
    document.documentElement.lang = code;
  }, [code]);

  const setLanguageId = (id: LanguageId) => {
    setLanguageIdState(id);
    saveLanguageId(id);
  };

  return { languageId, code, setLanguageId };
}
