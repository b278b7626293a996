import { HOME_CURRENCY, numberLocale, type LanguageCode } from '@qahve/config';

const formatters = new Map<string, Intl.NumberFormat>();

/** The language's number format with at least `minimumFractionDigits` and at most two decimals, made once. */
function numberFormat(locale: LanguageCode, minimumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}/${minimumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits, maximumFractionDigits: 2 });
    formatters.set(key, format);
  }
  return format;
}

/** 4.5 -> "4,5" (az, ru) or "4.5" (en): up to two decimals, no trailing zeros. */
export function formatAmount(amount: number, locale: LanguageCode): string {
  return numberFormat(locale, 0).format(amount);
}

/** "7.50 AZN" in the page's language (az and ru write "7,50 AZN"), for the home page's products. */
export function formatPrice(price: number, locale: LanguageCode): string {
  return `${numberFormat(locale, 2).format(Number.isFinite(price) ? price : 0)}\u00a0${HOME_CURRENCY}`;
}
