import { describe, expect, it } from 'vitest';
import { alternateHref, withLanguage } from './languageLinks';

describe('links in the language being read', () => {
  it('name English and Russian with ?lang, keeping the rest of the address', () => {
    expect(withLanguage('/menu', 'en', '')).toBe('/menu?lang=en');
    expect(withLanguage('/', 'ru', '?lang=ru')).toBe('/?lang=ru');
    expect(withLanguage('/product?page=2#top', 'ru', '')).toBe('/product?page=2&lang=ru#top');
    expect(withLanguage('/menu?lang=az', 'en', '')).toBe('/menu?lang=en');
  });

  it('leave Azerbaijani the plain path, unless the address names it', () => {
    expect(withLanguage('/about', 'az', '')).toBe('/about');
    expect(withLanguage('/about', 'az', '?x=1')).toBe('/about');
    expect(withLanguage('/about', 'az', '?lang=az')).toBe('/about?lang=az');
  });

  it('leave other addresses alone', () => {
    for (const href of ['https://example.com/x', '//cdn.example.com/a', 'mailto:info@qahveevi.az', '#main']) {
      expect(withLanguage(href, 'en', '')).toBe(href);
    }
  });

  it('give the switcher this page in another language, always named', () => {
    expect(alternateHref('/interior/4', '', 'az')).toBe('/interior/4?lang=az');
    expect(alternateHref('/menu', '?lang=en&x=1', 'ru')).toBe('/menu?lang=ru&x=1');
  });
});
