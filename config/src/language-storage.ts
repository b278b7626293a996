import { DEFAULT_LANGUAGE_ID, LANGUAGE_STORAGE_KEY, isLanguageId, languageIdOf, toLanguageId, type LanguageId } from './languages';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
type CookieJar = { cookie: string };

/**
 * The cookie that tells the server the visitor's language (the site is rendered on the server),
 * under the same name and with the same value as the localStorage entry it mirrors.
 */
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's language id from browser storage (key `languageId`), 2 when absent or unusable. */
export function readLanguageId(storage: Storage | undefined = globalThis.localStorage): LanguageId {
  try {
    return toLanguageId(storage?.getItem(LANGUAGE_STORAGE_KEY) ?? undefined);
  } catch {
    return DEFAULT_LANGUAGE_ID; // storage disabled, as in some private modes
  }
}

/** The id stored in browser storage, or undefined when none (or nonsense) is stored. */
export function storedLanguageId(storage: Storage | undefined = globalThis.localStorage): LanguageId | undefined {
  try {
    const value = Number(storage?.getItem(LANGUAGE_STORAGE_KEY) ?? NaN);
    return isLanguageId(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a choice in browser storage and in the language cookie, so that the server renders in it too. */
export function saveLanguageId(
  id: LanguageId,
  storage: Storage | undefined = globalThis.localStorage,
  jar: CookieJar | undefined = globalThis.document,
) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, String(id));
  } catch {
    // the choice then lasts for this visit only
  }
  if (jar) {
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    jar.cookie = `${LANGUAGE_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  }
}

/** The language named by `?lang=en|az|ru` in a query string (with or without its `?`), if one of ours. */
export function languageFromQuery(search: string): LanguageId | undefined {
  const code = new URLSearchParams(search).get('lang');
  return code ? languageIdOf(code.toLowerCase()) : undefined;
}

/** The language of the `languageId` cookie in a Cookie header (or `document.cookie`), if one of ours. */
export function languageFromCookie(cookies: string | null | undefined): LanguageId | undefined {
  if (!cookies) return undefined;
  const match = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=\\s*([^;\\s]*)`).exec(cookies);
  const id = match ? Number(match[1]) : NaN;
  return isLanguageId(id) ? id : undefined;
}

/**
 * The language a page is rendered in: `?lang=en|az|ru` wins, else the language cookie, else
 * Azerbaijani. The server and the browser decide it alike, from the address and the cookie alone.
 */
export function requestLanguageId(search: string, cookies: string | null | undefined): LanguageId {
  return languageFromQuery(search) ?? languageFromCookie(cookies) ?? DEFAULT_LANGUAGE_ID;
}
