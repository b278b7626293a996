import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@qahve/config';
import { menuJsonLd } from './menuJsonLd';

const ORIGIN = 'https://qahveevi.az';

const category = (id: number, names: [string, string, string], subCategories: Category[] = []): Category => ({
  id,
  parentCategoryId: null,
  isDeleted: false,
  categoryDictionaries: names.map((name, i) => ({ languageId: (i + 1) as 1 | 2 | 3, name })),
  subCategories,
});

const product = (id: number, categoryId: number, names: [string, string, string], sizeAndPrice: string, image: string | null): Product => ({
  id,
  categoryId,
  order: 1,
  isMenuItem: true,
  isDeleted: false,
  sizeAndPrice,
  primaryImageUrl: image,
  secondaryImageUrl: null,
  woltLink: null,
  productDictionaries: names.map((name, i) => ({
    languageId: (i + 1) as 1 | 2 | 3,
    name,
    description: `${name}, described`,
    imageAlt: null,
  })),
});

// As the seed has it: Coffee > Espresso drinks with a flat white in two sizes, and a tea without a picture.
const CATEGORIES = [
  category(1, ['Coffee', 'Qəhvə', 'Кофе'], [category(2, ['Espresso drinks', 'Espresso içkiləri', 'Эспрессо-напитки'])]),
  category(3, ['Tea', 'Çay', 'Чай']),
];
const PRODUCTS = [
  product(10, 2, ['Flat white', 'Flet uayt', 'Флэт уайт'], 'S / 5.5, M / 6.5', '/uploads/flat_white.jpg'),
  product(11, 3, ['Thyme tea', 'Kəklikotu çayı', 'Чай с чабрецом'], 'Teapot / 9', null),
];

/** The menu of CATEGORIES and PRODUCTS on ORIGIN, in one language. */
const menuIn = (language: Pick<Parameters<typeof menuJsonLd>[0], 'languageId' | 'locale' | 'name'>) =>
  menuJsonLd({ categories: CATEGORIES, products: PRODUCTS, origin: ORIGIN, ...language });

describe('the menu as schema.org Menu', () => {
  it('names its own address in the page’s language, the coffee house by @id, and sections of items with pictures and offers', () => {
    const ru = menuIn({ languageId: 3, locale: 'ru', name: 'Меню Qahve Evi' });
    expect(ru).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      '@id': `${ORIGIN}/menu?lang=ru#menu`,
      name: 'Меню Qahve Evi',
      url: `${ORIGIN}/menu?lang=ru`,
      provider: { '@id': `${ORIGIN}/location?lang=ru#shop` },
    });
    expect(ru).not.toHaveProperty('inLanguage');
    // Read back as JSON, as a crawler reads it.
    const [coffee, tea] = JSON.parse(JSON.stringify(ru.hasMenuSection)) as Array<Record<string, any>>;
    expect(coffee.name).toBe('Кофе');
    expect(coffee.hasMenuSection[0].hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Флэт уайт',
        description: 'Флэт уайт, described',
        image: `${ORIGIN}/uploads/flat_white.jpg`,
        offers: [
          { '@type': 'Offer', name: 'S', price: '5.50', priceCurrency: 'AZN' },
          { '@type': 'Offer', name: 'M', price: '6.50', priceCurrency: 'AZN' },
        ],
      },
    ]);
    // No picture: no image, rather than the placeholder's.
    expect(tea.hasMenuItem[0]).not.toHaveProperty('image');
    expect(tea.hasMenuItem[0].offers).toEqual([{ '@type': 'Offer', name: 'Teapot', price: '9.00', priceCurrency: 'AZN' }]);
  });

  it('is the plain address in Azerbaijani, the default language', () => {
    const az = menuIn({ languageId: 2, locale: 'az', name: 'Qahve Evi menyusu' });
    expect(az.url).toBe(`${ORIGIN}/menu`);
    expect(az['@id']).toBe(`${ORIGIN}/menu#menu`);
    expect((JSON.parse(JSON.stringify(az.hasMenuSection)) as Array<{ name: string }>).map((s) => s.name)).toEqual(['Qəhvə', 'Çay']);
  });
});
