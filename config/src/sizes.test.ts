import { describe, expect, it } from 'vitest';
import type { LanguageCode } from './languages';
import { translateSize, unknownSizeWords } from './sizes';

const sizesIn = (sizes: string[], locale: LanguageCode) => sizes.map((size) => translateSize(size, locale));
const SEEDED = ['Single', 'Double', '1 glass', 'Teapot', 'For 2', '1 slice', '3 pcs', '1 portion', '1 cezve'];

describe('translateSize', () => {
  it('writes the seeded size words in Azerbaijani and Russian', () => {
    expect(sizesIn(SEEDED, 'az')).toEqual([
      'Tək',
      'İkiqat',
      '1 stəkan',
      'Çaydan',
      '2 nəfərlik',
      '1 dilim',
      '3 əd.',
      '1 porsiya',
      '1 cezvə',
    ]);
    expect(sizesIn(SEEDED, 'ru')).toEqual([
      'Одинарный',
      'Двойной',
      '1 стакан',
      'Чайник',
      'На 2',
      '1 кусок',
      '3 шт.',
      '1 порция',
      '1 джезва',
    ]);
  });

  it('writes units after a number, with the language’s decimal comma', () => {
    expect(sizesIn(['150 ml', '1 l', '250 g', '1 kg', '0.5 l'], 'ru')).toEqual(['150 мл', '1 л', '250 г', '1 кг', '0,5 л']);
    expect(sizesIn(['150 ml', '1 l', '250 g', '1 kg', '0.5 l'], 'az')).toEqual(['150 ml', '1 l', '250 q', '1 kq', '0,5 l']);
  });

  it('puts Russian words in the form their number asks for', () => {
    expect(sizesIn(['1 glass', '2 glasses', '5 glasses', '21 slices', '12 cups'], 'ru')).toEqual([
      '1 стакан',
      '2 стакана',
      '5 стаканов',
      '21 кусок',
      '12 чашек',
    ]);
  });

  it('keeps letter sizes, English, and any size with an unknown word as written', () => {
    expect(sizesIn(['S', 'M', 'L', 'XL'], 'ru')).toEqual(['S', 'M', 'L', 'XL']);
    expect(translateSize('1 glass', 'en')).toBe('1 glass');
    expect(translateSize('Large mug', 'az')).toBe('Böyük kupa');
    expect(translateSize('Family bucket', 'ru')).toBe('Family bucket');
    expect(translateSize('2 glass jars', 'ru')).toBe('2 glass jars');
  });
});

describe('unknownSizeWords', () => {
  it('names the words of a text that stay in English, and nothing for the seeded texts', () => {
    expect(unknownSizeWords('Single / 3.5, Double / 4.5')).toEqual([]);
    expect(unknownSizeWords('250 g / 24, 1 kg / 82')).toEqual([]);
    expect(unknownSizeWords('For 2 / 16, For 4 / 28 AZN')).toEqual([]);
    expect(unknownSizeWords('Family bucket / 30, Large / 9, bucket / 28')).toEqual(['Family', 'bucket']);
  });
});
