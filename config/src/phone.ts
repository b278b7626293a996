import { PHONE_COUNTRY_CODE, PHONE_MAX_LENGTH } from './constants';

const LOCAL_DIGITS = 9;

/** Digits of the local number: non-digits dropped and a leading country code stripped. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const local = digits.startsWith(PHONE_COUNTRY_CODE) ? digits.slice(PHONE_COUNTRY_CODE.length) : digits;
  return local.slice(0, LOCAL_DIGITS);
}

/** Formats as the visitor types: "+994 XX XXX XX XX", never longer than PHONE_MAX_LENGTH. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  const groups = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return [`+${PHONE_COUNTRY_CODE}`, ...groups].join(' ').slice(0, PHONE_MAX_LENGTH);
}

export function isCompletePhone(input: string): boolean {
  const digits = input.replace(/\D/g, '');
  const local = digits.startsWith(PHONE_COUNTRY_CODE) ? digits.slice(PHONE_COUNTRY_CODE.length) : digits;
  return local.length === LOCAL_DIGITS;
}
