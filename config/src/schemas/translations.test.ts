import { describe, expect, it } from 'vitest';
import { isMissing, missingTranslations, TRANSLATED_FIELDS } from './translations';

const product = (texts: Array<{ name?: string; description?: string | null }>) => ({
  categoryId: 3,
  productDictionaries: texts.map((text, i) => ({ languageId: i + 1, ...text })),
});

describe('the missing translation rule', () => {
  it('a translation is missing when empty (or blank) while the Azerbaijani text is not', () => {
    expect(isMissing({ az: 'Qəhvə', en: '  ', ru: 'Кофе' }, 'en')).toBe(true);
    expect(isMissing({ az: 'Qəhvə', en: 'Coffee', ru: 'Кофе' }, 'en')).toBe(false);
    expect(isMissing({ az: 'Qəhvə', en: 'Coffee' }, 'ru')).toBe(true);
  });

  it('the Azerbaijani text is missing when empty while a translation has one; a field empty everywhere misses nothing', () => {
    expect(isMissing({ az: '', en: 'Coffee', ru: null }, 'az')).toBe(true);
    expect(isMissing({ az: '', en: 'Coffee', ru: null }, 'ru')).toBe(false);
    expect(isMissing({ az: null, en: ' ', ru: undefined }, 'az')).toBe(false);
    expect(isMissing({ az: null, en: ' ', ru: undefined }, 'en')).toBe(false);
  });
});

describe("what a console form's values leave missing (Publish's warning)", () => {
  it('lists, by language, the translated fields the form leaves missing', () => {
    const values = product([
      { name: '', description: 'Strong' },
      { name: 'Qəhvə', description: 'Güclü' },
      { name: 'Кофе', description: '' },
    ]);
    expect(missingTranslations('Products', values)).toEqual([
      { locale: 'en', fields: ['name'] },
      { locale: 'ru', fields: ['description'] },
    ]);
  });

  it('nothing for a complete form, a resource whose texts are not tracked, or a form without its lists', () => {
    const complete = product([{ name: 'Coffee' }, { name: 'Qəhvə' }, { name: 'Кофе' }]);
    expect(missingTranslations('Products', complete)).toEqual([]);
    expect(missingTranslations('Reviews', { feedback: 'ok' })).toEqual([]);
    expect(missingTranslations('Categories', {})).toEqual([]);
  });

  it("covers a picture's alt text, kept after the texts that name the item (the Translations list's label)", () => {
    for (const path of ['Products', 'HomeProducts', 'Carousels', 'Branches']) {
      expect(TRANSLATED_FIELDS[path]?.at(-1)).toBe('imageAlt');
      expect(TRANSLATED_FIELDS[path]?.[0]).not.toBe('imageAlt');
    }
    const slide = {
      carouselDictionaries: [
        { languageId: 1, content: 'Autumn menu', imageAlt: '' },
        { languageId: 2, content: 'Payız menyusu', imageAlt: 'Nar və heyva arasında espresso-tonik' },
        { languageId: 3, content: 'Осеннее меню', imageAlt: null },
      ],
    };
    expect(missingTranslations('Carousels', slide)).toEqual([
      { locale: 'en', fields: ['imageAlt'] },
      { locale: 'ru', fields: ['imageAlt'] },
    ]);
  });

  it('reads the entries by their languageId, not their place in the list', () => {
    const values = {
      categoryDictionaries: [
        { languageId: 3, name: 'Чай' },
        { languageId: 2, name: 'Çay' },
        { languageId: 1, name: '' },
      ],
    };
    expect(missingTranslations('Categories', values)).toEqual([{ locale: 'en', fields: ['name'] }]);
  });
});
