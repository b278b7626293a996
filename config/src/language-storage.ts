import { DEFAULT_LANGUAGE_ID, LANGUAGE_STORAGE_KEY, toLanguageId, type LanguageId } from './languages';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The visitor's language id from browser storage (key `languageId`), 2 when absent or unusable. */
export function readLanguageId(storage: Storage | undefined = globalThis.localStorage): LanguageId {
  try {
    return toLanguageId(storage?.getItem(LANGUAGE_STORAGE_KEY) ?? undefined);
  } catch {
    return DEFAULT_LANGUAGE_ID; // storage disabled, as in some private modes
  }
}

export function saveLanguageId(id: LanguageId, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, String(id));
  } catch {
    // the choice then lasts for this visit only
  }
}
