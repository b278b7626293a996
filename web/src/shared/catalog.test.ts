import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@qahve/config';
import { localized, parseSizeAndPrice, productsInCategory, pruneCategories, type SizePrice } from './catalog';

const cat = (id: number, name: string, subCategories: Category[] = []): Category => ({
  id,
  parentCategoryId: null,
  isDeleted: false,
  categoryDictionaries: [{ languageId: 1, name }],
  subCategories,
});
const product = (id: number, categoryId: number | null): Product => ({
  id,
  categoryId,
  order: 1,
  isMenuItem: true,
  isDeleted: false,
  sizeAndPrice: 'M / 5',
  primaryImageUrl: null,
  secondaryImageUrl: null,
  woltLink: null,
  productDictionaries: [],
});

/** The entries `[size, price]` as parseSizeAndPrice answers them. */
const sizes = (...entries: Array<[string, number | null]>): SizePrice[] => entries.map(([size, price]) => ({ size, price }));

describe('parseSizeAndPrice', () => {
  it('reads "size / price" lists', () => {
    expect(parseSizeAndPrice('S / 4.5, M / 5.5')).toEqual(sizes(['S', 4.5], ['M', 5.5]));
    expect(parseSizeAndPrice('1 glass / 3, Teapot / 9')).toEqual(sizes(['1 glass', 3], ['Teapot', 9]));
    expect(parseSizeAndPrice('M / 8.5')).toEqual([{ size: 'M', price: 8.5 }]);
  });

  it('forgives decimal commas, currency signs, other separators and spacing', () => {
    expect(parseSizeAndPrice('S / 4,5, M / 5,5 ₼')).toEqual(sizes(['S', 4.5], ['M', 5.5]));
    expect(parseSizeAndPrice('S/4 AZN; L/6 azn')).toEqual(sizes(['S', 4], ['L', 6]));
    expect(parseSizeAndPrice('S 4\nL 6')).toEqual(sizes(['S', 4], ['L', 6]));
    expect(parseSizeAndPrice('7.5')).toEqual([{ size: '', price: 7.5 }]);
    expect(parseSizeAndPrice('1/2 kg / 10')).toEqual([{ size: '1/2 kg', price: 10 }]);
  });

  it('keeps text it cannot price, and skips empty entries', () => {
    expect(parseSizeAndPrice('Seasonal')).toEqual([{ size: 'Seasonal', price: null }]);
    expect(parseSizeAndPrice(' , M / 5, ')).toEqual([{ size: 'M', price: 5 }]);
    expect(parseSizeAndPrice('')).toEqual([]);
    expect(parseSizeAndPrice(null)).toEqual([]);
  });

  it('reads the legacy shapes of the data model: a list, { SizeAndPrice }, { Size, Price }, and their JSON', () => {
    expect(parseSizeAndPrice(['S / 4, M / 5'])).toEqual(sizes(['S', 4], ['M', 5]));
    expect(parseSizeAndPrice({ SizeAndPrice: 'L / 7' })).toEqual([{ size: 'L', price: 7 }]);
    expect(
      parseSizeAndPrice([
        { Size: 'M', Price: 6 },
        { size: 'L', price: '7.5' },
      ]),
    ).toEqual(sizes(['M', 6], ['L', 7.5]));
    expect(parseSizeAndPrice('[{"Size":"M","Price":"6,5"}]')).toEqual([{ size: 'M', price: 6.5 }]);
    expect(parseSizeAndPrice('{"SizeAndPrice":"S / 3"}')).toEqual([{ size: 'S', price: 3 }]);
  });
});

describe('categories', () => {
  const tree = [cat(1, 'Coffee', [cat(11, 'Espresso'), cat(12, 'Filter', [cat(121, 'V60')])]), cat(2, 'Tea'), cat(3, 'Empty')];
  const products = [product(100, 11), product(101, 121), product(102, 2), product(103, 1)];

  it('a category holds its own products and those of every subcategory', () => {
    expect(productsInCategory(products, tree, 1).map((p) => p.id)).toEqual([100, 101, 103]);
    expect(productsInCategory(products, tree, 12).map((p) => p.id)).toEqual([101]);
    expect(productsInCategory(products, tree, 2).map((p) => p.id)).toEqual([102]);
    expect(productsInCategory(products, tree, null)).toHaveLength(4);
    expect(productsInCategory(products, tree, 999)).toEqual([]);
  });

  it('prunes deleted categories and branches without products', () => {
    const deleted = { ...cat(4, 'Gone'), isDeleted: true };
    const pruned = pruneCategories([...tree, deleted], [...products, product(104, 4)]);
    expect(pruned.map((c) => c.id)).toEqual([1, 2]);
    expect(pruned[0].subCategories.map((c) => c.id)).toEqual([11, 12]);
  });

  it('names fall back to the first entry, then to the fallback', () => {
    const entries = [
      { languageId: 1 as const, name: 'Latte' },
      { languageId: 2 as const, name: '  ' },
    ];
    expect(localized(entries, 1, (d) => d.name, 'No name')).toBe('Latte');
    expect(localized(entries, 2, (d) => d.name, 'No name')).toBe('Latte');
    expect(localized([], 2, (d: { languageId: number; name: string }) => d.name, 'No name')).toBe('No name');
  });

  it('shows a missing translation as the Azerbaijani (source) text, before any other language', () => {
    const entries = [
      { languageId: 1 as const, name: 'Latte' },
      { languageId: 2 as const, name: 'Latte (az)' },
      { languageId: 3 as const, name: '' },
    ];
    expect(localized(entries, 3, (d) => d.name, 'No name')).toBe('Latte (az)');
    expect(localized(entries, 1, (d) => d.name, 'No name')).toBe('Latte');
  });
});
