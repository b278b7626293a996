import { formatPhone, phoneDigits, PHONE_COUNTRY_CODE } from '@qahve/config';

const LOCAL_DIGITS = 9;
export const PHONE_PREFIX = `+${PHONE_COUNTRY_CODE} `;

/**
 * The phone field's value after the visitor typed or pasted `raw`, formatted by config's
 * `formatPhone` ("+994 XX XXX XX XX", at most 17 characters). On top of it, for typing:
 * - deleting into "+994" empties the field (instead of "+99" turning into "+994 99");
 * - the country code typed again after the prefix ("+994 994 50...") is dropped once the digits
 *   outgrow a local number;
 * - the national trunk 0 ("050 123 45 67") is dropped: no local number starts with 0.
 */
export function typePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  if (raw.trim().startsWith('+') && digits.length < PHONE_COUNTRY_CODE.length && PHONE_COUNTRY_CODE.startsWith(digits)) return '';
  let local = phoneDigits(raw);
  if (local.length > LOCAL_DIGITS && local.startsWith(PHONE_COUNTRY_CODE)) local = local.slice(PHONE_COUNTRY_CODE.length);
  local = local.replace(/^0+/, '');
  return formatPhone(`+${PHONE_COUNTRY_CODE}${local}`);
}

/** True when the value holds no digit after the country code (the field is empty in effect). */
export const isBlankPhone = (value: string) => phoneDigits(value).length === 0;
