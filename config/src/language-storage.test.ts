import { describe, expect, it } from 'vitest';
import { readLanguageId, saveLanguageId } from './language-storage';

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
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readLanguageId(broken)).toBe(2);
    expect(() => saveLanguageId(1, broken)).not.toThrow();
  });
});
