import type { Menu, MenuItem, MenuSection, Offer, WithContext } from 'schema-dts';
import type { Category, LanguageCode, LanguageId, Product } from '@qahve/config';
import { categoryName, parseSizeAndPrice, productDescription, productName } from '../../shared/catalog';
import { absoluteUrl, menuId, menuUrl, shopId } from '../../shared/jsonLd';

/**
 * schema.org `Menu` of the menu page, at its own address in the page's language: one MenuSection
 * per category (subcategories nested), each with its MenuItems (name, description, picture, one
 * Offer per size with its price in AZN). It names the coffee house of /location (`@id`), whose
 * `hasMenu` names it back.
 */
export function menuJsonLd({
  categories,
  products,
  languageId,
  locale,
  name,
  origin,
}: {
  categories: readonly Category[];
  products: readonly Product[];
  languageId: LanguageId;
  locale: LanguageCode;
  name: string;
  origin: string;
}): WithContext<Menu> {
  const byCategory = new Map<number, Product[]>();
  for (const p of products) {
    if (p.categoryId === null) continue;
    byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
  }

  const item = (p: Product): MenuItem => {
    const description = productDescription(p, languageId, '');
    const offers = parseSizeAndPrice(p.sizeAndPrice)
      .filter((s) => s.price !== null)
      .map((s): Offer => ({
        '@type': 'Offer',
        ...(s.size ? { name: s.size } : {}),
        price: s.price!.toFixed(2),
        priceCurrency: 'AZN',
      }));
    return {
      '@type': 'MenuItem',
      name: productName(p, languageId, ''),
      ...(description ? { description } : {}),
      ...(p.primaryImageUrl ? { image: absoluteUrl(origin, p.primaryImageUrl) } : {}),
      ...(offers.length ? { offers } : {}),
    };
  };

  const section = (c: Category): MenuSection => {
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
    '@id': menuId(origin, locale),
    name,
    url: menuUrl(origin, locale),
    mainEntityOfPage: menuUrl(origin, locale),
    provider: { '@id': shopId(origin, locale) },
    hasMenuSection: categories.map(section),
  };
}
