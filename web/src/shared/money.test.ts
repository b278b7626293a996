import { describe, expect, it } from 'vitest';
import { HOME_CURRENCY, LOCALES, numberLocale } from '@qahve/config';
import { formatAmount, formatPrice } from './money';

/** Prices as the site has them, and the edges of rounding and grouping. */
const AMOUNTS = [
  0,
  1,
  2.5,
  4.5,
  7.5,
  7.05,
  9.99,
  9.995,
  9.994,
  0.005,
  0.004,
  0.125,
  1.005,
  1.015,
  2.675,
  99.999,
  999.995,
  1000,
  1234.5,
  12345.678,
  123456.7,
  1e6,
  1234567.891,
  0.1 + 0.2,
  3.999999,
];

/** Many more: whole numbers, tenths, hundredths and thousandths up to a hundred thousand, a fixed draw. */
function drawn(count: number): number[] {
  let seed = 17;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, i) => {
    const scale = 10 ** (i % 4);
    return Math.round(next() * 100_000 * scale) / scale;
  });
}

describe('money', () => {
  it.each(LOCALES)('writes an amount as Intl.NumberFormat does (%s)', (locale) => {
    const intl = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 });
    for (const amount of [...AMOUNTS, ...drawn(5000)])
      expect([amount, formatAmount(amount, locale)]).toEqual([amount, intl.format(amount)]);
  });

  it.each(LOCALES)('writes a price as Intl.NumberFormat does, with two decimals and the currency (%s)', (locale) => {
    const intl = new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [...AMOUNTS, ...drawn(5000)])
      expect([amount, formatPrice(amount, locale)]).toEqual([amount, `${intl.format(amount)}\u00a0${HOME_CURRENCY}`]);
  });

  it('writes the languages apart: 1,234.5 in English, 1.234,5 in Azerbaijani, 1 234,5 in Russian', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(1234.5, 'az')).toBe('1.234,5');
    expect(formatAmount(1234.5, 'ru')).toBe('1\u00a0234,5');
    expect(formatPrice(7.5, 'az')).toBe(`7,50\u00a0${HOME_CURRENCY}`);
  });

  it('leaves to Intl what it does not write itself (negative, not finite, an exponent)', () => {
    for (const amount of [-3.5, -0, Number.NaN, Infinity, 1e21, 1e-7])
      expect(formatAmount(amount, 'en')).toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(amount));
    expect(formatPrice(Number.NaN, 'en')).toBe(`0.00\u00a0${HOME_CURRENCY}`);
  });
});
