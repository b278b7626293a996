import { HOME_CURRENCY, numberLocale, type LanguageCode } from '@qahve/config';

const formats = new Map<string, Intl.NumberFormat>();

/** "7.50 AZN" in the page's language (az and ru write "7,50 AZN"). */
export function formatPrice(price: number, locale: LanguageCode): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return `${format.format(Number.isFinite(price) ? price : 0)}\u00a0${HOME_CURRENCY}`;
}
