export const LANGUAGES = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'az', name: 'Azərbaycanca' },
  { id: 3, code: 'ru', name: 'Русский' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language['id'];
export type LanguageCode = Language['code'];

export const DEFAULT_LANGUAGE_ID: LanguageId = 2;
export const DEFAULT_LOCALE: LanguageCode = 'az';
export const LANGUAGE_STORAGE_KEY = 'languageId';
export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as LanguageId[];
export const LOCALES = LANGUAGES.map((l) => l.code) as LanguageCode[];

export function isLanguageId(value: unknown): value is LanguageId {
  return LANGUAGE_IDS.includes(value as LanguageId);
}

export function localeOf(languageId: LanguageId): LanguageCode {
  return LANGUAGES.find((l) => l.id === languageId)!.code;
}

export function languageIdOf(locale: string): LanguageId | undefined {
  return LANGUAGES.find((l) => l.code === locale)?.id;
}

/** Any unknown or missing value falls back to the default language, as the site does. */
export function toLanguageId(value: unknown): LanguageId {
  const n = typeof value === 'string' ? Number(value) : value;
  return isLanguageId(n) ? n : DEFAULT_LANGUAGE_ID;
}

/**
 * The locale to format a language's numbers with (Intl.NumberFormat). Chromium ships no Azerbaijani
 * number data and writes "3.5"; Turkish writes numbers as Azerbaijani does ("1.234,5"), and every
 * browser and Node have it, so the server and the browser agree.
 */
export function numberLocale(locale: LanguageCode): string {
  return locale === 'az' ? 'tr' : locale;
}
