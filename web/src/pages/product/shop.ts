import type { Category } from '@qahve/config';

/** The category whose English name is "Products": its subcategories are the tabs. */
export function shopCategories(categories: readonly Category[]): Category[] {
  const shop = categories.find(
    (c) => !c.isDeleted && c.categoryDictionaries?.some((d) => d.languageId === 1 && d.name?.trim().toLowerCase() === 'products'),
  );
  return (shop?.subCategories ?? []).filter((c) => !c.isDeleted);
}
