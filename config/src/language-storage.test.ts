import { describe, expect, it } from 'vitest';
import {
  languageFromCookie,
  languageFromQuery,
  readLanguageId,
  requestLanguageId,
  saveLanguageId,
  storedLanguageId,
} from './language-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the stored language', () => {
  it('defaults to Azerbaijani (2) when nothing or nonsense is stored', () => {
    expect(readLanguageId(memoryStorage())).toBe(2);
    expect(readLanguageId(memoryStorage({ languageId: '9' }))).toBe(2);
    expect(readLanguageId(memoryStorage({ languageId: 'en' }))).toBe(2);
  });

  it('keeps a choice under the key languageId', () => {
    const storage = memoryStorage();
    saveLanguageId(3, storage);
    expect(storage.getItem('languageId')).toBe('3');
    expect(readLanguageId(storage)).toBe(3);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readLanguageId(broken)).toBe(2);
    expect(() => saveLanguageId(1, broken)).not.toThrow();
  });
});

describe('the language of a request', () => {
  const jar = () => ({ cookie: '' });

  it('mirrors a saved choice in the languageId cookie, for a year, on the whole site', () => {
    const cookies = jar();
    saveLanguageId(1, memoryStorage(), cookies);
    expect(cookies.cookie).toBe('languageId=1; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('reads ?lang (any case) first, then the cookie, then defaults to Azerbaijani', () => {
    expect(requestLanguageId('?lang=EN', 'languageId=3')).toBe(1);
    expect(requestLanguageId('lang=ru&x=1', null)).toBe(3);
    expect(requestLanguageId('?lang=de', 'theme=dark; languageId=1')).toBe(1);
    expect(requestLanguageId('', 'other=2;languageId=3')).toBe(3);
    expect(requestLanguageId('', 'xlanguageId=1')).toBe(2);
    expect(requestLanguageId('', 'languageId=9')).toBe(2);
    expect(requestLanguageId('', undefined)).toBe(2);
  });

  it('tells a stored choice from none', () => {
    expect(storedLanguageId(memoryStorage())).toBeUndefined();
    expect(storedLanguageId(memoryStorage({ languageId: '3' }))).toBe(3);
    expect(languageFromCookie('a=b')).toBeUndefined();
    expect(languageFromQuery('?lang=az')).toBe(2);
  });
});
