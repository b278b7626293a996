import { describe, expect, it } from 'vitest';
import { translateSize } from './sizeWords';

describe('translateSize', () => {
  it('translates the known size words in az and ru', () => {
    expect(translateSize('1 glass', 'az')).toBe('1 stəkan');
    expect(translateSize('Teapot', 'az')).toBe('Çaydan');
    expect(translateSize('For 2', 'az')).toBe('2 nəfərlik');
    expect(translateSize('1 slice', 'ru')).toBe('1 кусок');
    expect(translateSize('3 pcs', 'ru')).toBe('3 шт.');
    expect(translateSize('portion', 'ru')).toBe('порция');
    expect(translateSize('1 pc', 'az')).toBe('1 əd.');
    expect(translateSize('cup', 'ru')).toBe('чашка');
    expect(translateSize('For 2', 'ru')).toBe('На 2');
  });

  it('keeps English and unknown text as it is', () => {
    expect(translateSize('1 glass', 'en')).toBe('1 glass');
    expect(translateSize('S', 'az')).toBe('S');
    expect(translateSize('Large mug', 'ru')).toBe('Large mug');
  });
});
