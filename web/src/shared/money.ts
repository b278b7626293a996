import { HOME_CURRENCY, numberLocale, type LanguageCode } from '@qahve/config';

/**
 * The group and decimal separators of the languages' number formats, as Intl.NumberFormat writes
 * them (en; tr for az; ru): groups of three from four digits up. Written by hand rather than asked
 * of Intl: the first Intl.NumberFormat a page makes loads the locale's number data, tens of
 * milliseconds of a phone's main thread in the middle of hydration; and the server's Node and the
 * visitor's browser then write a price alike by construction. money.test.ts holds them to Intl.
 */
const SEPARATORS: Record<LanguageCode, string> = { en: ',.', az: '.,', ru: '\u00a0,' };

/**
 * `amount` with at least `minimumFractionDigits` and at most two decimals. Rounds as Intl does:
 * the number's shortest decimal spelling (1.005, not 1.00499…) half away from zero, which moving
 * the point by the exponent keeps ("1.005e2" is exactly 100.5). What that does not cover
 * (negative, -0, not finite, an exponent, beyond 2^53 cents) goes to Intl.NumberFormat.
 */
function formatNumber(amount: number, locale: LanguageCode, minimumFractionDigits: number): string {
  const cents = Math.round(Number(`${amount}e2`));
  const [group, decimal] = SEPARATORS[locale] ?? '';
  if (!/^\d+(\.\d+)?$/.test(String(amount)) || Object.is(amount, -0) || !Number.isSafeInteger(cents) || !decimal) {
    return new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits, maximumFractionDigits: 2 }).format(amount);
  }
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  let fraction = String(cents % 100).padStart(2, '0');
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? whole + decimal + fraction : whole;
}

/** 4.5 -> "4,5" (az, ru) or "4.5" (en): up to two decimals, no trailing zeros. */
export function formatAmount(amount: number, locale: LanguageCode): string {
  return formatNumber(amount, locale, 0);
}

/** "7.50 AZN" in the page's language (az and ru write "7,50 AZN"), for the home page's products. */
export function formatPrice(price: number, locale: LanguageCode): string {
  return `${formatNumber(Number.isFinite(price) ? price : 0, locale, 2)}\u00a0${HOME_CURRENCY}`;
}
