import { shownText, type Category, type Dictionary, type LanguageId, type Product } from '@qahve/config';

/** Pure helpers for products and categories, shared by /menu and /product (a page imports no other page). */

/**
 * A text of a dictionary in the language; where it is missing, the Azerbaijani (source) text, else any
 * language's (shownText, docs/translations.md), trimmed; else `fallback`.
 */
export function localized<T extends Dictionary>(
  entries: readonly T[] | null | undefined,
  languageId: LanguageId,
  field: (entry: T) => string | null | undefined,
  fallback: string,
): string {
  const texts = (entries ?? []).map((entry) => ({ languageId: entry.languageId, text: field(entry) }));
  return shownText(texts, languageId, 'text')?.trim() ?? fallback;
}

export const categoryName = (c: Category, languageId: LanguageId, fallback: string) =>
  localized(c.categoryDictionaries, languageId, (d) => d.name, fallback);

export const productName = (p: Product, languageId: LanguageId, fallback: string) =>
  localized(p.productDictionaries, languageId, (d) => d.name, fallback);

export const productDescription = (p: Product, languageId: LanguageId, fallback: string) =>
  localized(p.productDictionaries, languageId, (d) => d.description, fallback);

/** The product pictures' alt text the editors wrote (shownText's languages), else `fallback`: what the page showed before. */
export const productImageAlt = (p: Product, languageId: LanguageId, fallback: string) =>
  localized(p.productDictionaries, languageId, (d) => d.imageAlt, fallback);

/** The ids of a category and of every category below it. */
export function subtreeIds(category: Category): Set<number> {
  const ids = new Set<number>();
  const walk = (c: Category) => {
    ids.add(c.id);
    (c.subCategories ?? []).forEach(walk);
  };
  walk(category);
  return ids;
}

/** Depth-first search of a category tree. */
export function findCategory(categories: readonly Category[], id: number): Category | undefined {
  for (const c of categories) {
    if (c.id === id) return c;
    const below = findCategory(c.subCategories ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** The products of a category and of its subcategories; `null` selects everything. */
export function productsInCategory(products: readonly Product[], categories: readonly Category[], categoryId: number | null): Product[] {
  if (categoryId === null) return [...products];
  const category = findCategory(categories, categoryId);
  if (!category) return [];
  const ids = subtreeIds(category);
  return products.filter((p) => p.categoryId !== null && ids.has(p.categoryId));
}

/** The tree without deleted categories and without branches that hold none of `products`. */
export function pruneCategories(categories: readonly Category[], products: readonly Product[]): Category[] {
  const used = new Set(products.map((p) => p.categoryId));
  const prune = (list: readonly Category[]): Category[] =>
    list
      .filter((c) => !c.isDeleted)
      .map((c) => ({ ...c, subCategories: prune(c.subCategories ?? []) }))
      .filter((c) => used.has(c.id) || c.subCategories.length > 0);
  return prune(categories);
}

// ---------------------------------------------------------------------------
// Sizes and prices
// ---------------------------------------------------------------------------

export interface SizePrice {
  /** "S", "300 ml", "Teapot"; empty when the text gives a price only. */
  size: string;
  /** The price in manat, or null when the entry has no readable number. */
  price: number | null;
}

const CURRENCY = /(?:₼|\bazn\b|\bman\.?(?=\s|$)|\bmanat\b)/gi;
const NUMBER = /^\d+(?:\.\d+)?$/;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value
    .replace(CURRENCY, '')
    .replace(/(\d),(\d)/g, '$1.$2')
    .trim();
  return NUMBER.test(text) ? Number(text) : null;
}

/** One "S / 4.5" entry: size before the last slash (or before a trailing number), price after. */
function parseEntry(raw: string): SizePrice | null {
  const text = raw.replace(CURRENCY, '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const slash = text.lastIndexOf('/');
  if (slash >= 0) {
    const size = text
      .slice(0, slash)
      .trim()
      .replace(/[:=\-–]+$/, '')
      .trim();
    const price = toNumber(text.slice(slash + 1));
    if (price !== null || size) return { size: price === null ? text : size, price };
  }
  const trailing = /^(.*?)[\s:=\-–]*(\d+(?:[.,]\d+)?)$/.exec(text);
  if (trailing) return { size: trailing[1].trim(), price: toNumber(trailing[2]) };
  return { size: text, price: null };
}

function parseText(text: string): SizePrice[] {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      return parseSizeAndPrice(JSON.parse(trimmed));
    } catch {
      // not JSON after all: read it as text
    }
  }
  // "4,5" is a decimal comma; every other comma, semicolon, bar or line break separates entries.
  return trimmed
    .replace(/(\d),(\d)/g, '$1.$2')
    .split(/[,;|\n]/)
    .map(parseEntry)
    .filter((e): e is SizePrice => e !== null);
}

/**
 * Reads `sizeAndPrice` in every shape the earlier system stored: the text "S / 4.5, M / 5.5" (also with
 * decimal commas, "₼"/"AZN", semicolons or line breaks), a list of such entries, an object with
 * `SizeAndPrice`, or an object with `Size` and `Price` (any letter case), or JSON text of those.
 */
export function parseSizeAndPrice(value: unknown): SizePrice[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number') return toNumber(value) === null ? [] : [{ size: '', price: value }];
  if (typeof value === 'string') return parseText(value);
  if (Array.isArray(value)) return value.flatMap((v) => parseSizeAndPrice(v));
  if (typeof value === 'object') {
    const record = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
    if ('sizeandprice' in record) return parseSizeAndPrice(record.sizeandprice);
    if ('price' in record || 'size' in record) {
      const size = record.size === null || record.size === undefined ? '' : String(record.size).trim();
      const price = toNumber(record.price);
      return size || price !== null ? [{ size, price }] : [];
    }
  }
  return [];
}

/** The lowest price, for "from 4.5 ₼". */
export function lowestPrice(entries: readonly SizePrice[]): number | null {
  const prices = entries.map((e) => e.price).filter((p): p is number => p !== null);
  return prices.length ? Math.min(...prices) : null;
}
