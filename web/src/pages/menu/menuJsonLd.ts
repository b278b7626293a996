import type { Category, LanguageCode, LanguageId, Product } from '@qahve/config';
import { categoryName, parseSizeAndPrice, productDescription, productName } from '../../shared/catalog';

type Json = Record<string, unknown>;

/**
 * schema.org `Menu` of the menu page: one MenuSection per category (subcategories nested), each
 * with its MenuItems (name, description, one Offer per size with its price in AZN).
 */
export function menuJsonLd({
  categories,
  products,
  languageId,
  locale,
  name,
  url,
}: {
  categories: readonly Category[];
  products: readonly Product[];
  languageId: LanguageId;
  locale: LanguageCode;
  name: string;
  url: string;
}): Json {
  const byCategory = new Map<number, Product[]>();
  for (const p of products) {
    if (p.categoryId === null) continue;
    byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
  }

  const item = (p: Product): Json => {
    const description = productDescription(p, languageId, '');
    const offers = parseSizeAndPrice(p.sizeAndPrice)
      .filter((s) => s.price !== null)
      .map((s) => ({
        '@type': 'Offer',
        ...(s.size ? { name: s.size } : {}),
        price: s.price!.toFixed(2),
        priceCurrency: 'AZN',
      }));
    return {
      '@type': 'MenuItem',
      name: productName(p, languageId, ''),
      ...(description ? { description } : {}),
      ...(offers.length ? { offers } : {}),
    };
  };

  const section = (c: Category): Json => {
    const items = (byCategory.get(c.id) ?? []).map(item);
    const subsections = (c.subCategories ?? []).map(section);
    return {
      '@type': 'MenuSection',
      name: categoryName(c, languageId, ''),
      ...(subsections.length ? { hasMenuSection: subsections } : {}),
      ...(items.length ? { hasMenuItem: items } : {}),
    };
  };

  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    url,
    inLanguage: locale,
    hasMenuSection: categories.map(section),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
