import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * Keeps `<html lang>` on the console's language: screen readers read in it, and CSS upper-casing
 * follows its rules (Azerbaijani upper-cases "i" as "İ", English must not).
 */
export function useDocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
