import { PHONE_COUNTRY_CODE, PHONE_MAX_LENGTH } from './constants';

const LOCAL_DIGITS = 9;

/**
 * Digits of the local number. A leading 994 is the country code when the number is written with
 * "+" or is longer than a local number; "994123456" alone is a local number (prefix 99).
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const hasCountryCode = digits.startsWith(PHONE_COUNTRY_CODE) && (input.trim().startsWith('+') || digits.length > LOCAL_DIGITS);
  return hasCountryCode ? digits.slice(PHONE_COUNTRY_CODE.length) : digits;
}

/** Formats as the visitor types: "+994 XX XXX XX XX", never longer than PHONE_MAX_LENGTH. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input).slice(0, LOCAL_DIGITS);
  const groups = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return [`+${PHONE_COUNTRY_CODE}`, ...groups].join(' ').slice(0, PHONE_MAX_LENGTH);
}

export function isCompletePhone(input: string): boolean {
  return phoneDigits(input).length === LOCAL_DIGITS;
}
