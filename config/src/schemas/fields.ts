import { z } from 'zod';
import { COORDINATE_DECIMALS, MAX_ID } from '../constants';
import { LANGUAGE_IDS } from '../languages';
import { ADMIN_MESSAGES } from '../messages';

/** Half of a surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Multipart forms send every value as text: these turn text into the type the rule expects.
 * Text loses NUL (PostgreSQL cannot store it) and lone surrogates become U+FFFD (as UTF-8 would
 * store them), so both databases keep exactly what the rules accepted.
 */
export const trimmed = (v: unknown) =>
  typeof v === 'string'
    ? v
        .replace(/\u0000/g, '')
        .replace(LONE_SURROGATE, '\ufffd')
        .trim()
    : v;
export const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
export const numberish = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
};
export const booleanish = (v: unknown) => {
  const value = blankToUndefined(v);
  if (typeof value !== 'string') return value;
  const lower = value.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : value;
};

export function requiredText(message: string, max: number, tooLong: string = ADMIN_MESSAGES.textTooLong) {
  return z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong));
}

export function optionalText(max: number, tooLong: string = ADMIN_MESSAGES.textTooLong) {
  return z.preprocess((v) => blankToUndefined(trimmed(v)), z.string({ error: tooLong }).max(max, tooLong).optional());
}

/** A coordinate in degrees, `min`..`max`, kept to COORDINATE_DECIMALS places (what the database's column stores). */
export const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .transform((n) => Number(n.toFixed(COORDINATE_DECIMALS)));

/** An optional coordinate (a branch's latitude or longitude): blank is absent. */
export const coordinateField = (min: number, max: number, message: string) =>
  z.preprocess(numberish, coordinate(min, max, message).optional());

/** An order number: required, an integer, at least 1. */
export const orderField = z.preprocess(
  numberish,
  z
    .number({ error: (issue) => (issue.input === undefined ? ADMIN_MESSAGES.orderRequired : ADMIN_MESSAGES.orderInteger) })
    .int(ADMIN_MESSAGES.orderInteger)
    .min(1, ADMIN_MESSAGES.orderPositive)
    // The column is a 32-bit integer: PostgreSQL refuses more.
    .max(MAX_ID, ADMIN_MESSAGES.orderInteger),
);

export const idField = (message: string) =>
  z.preprocess(numberish, z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));

export const languageIdField = z.preprocess(
  numberish,
  z
    .number({ error: ADMIN_MESSAGES.languageIdRequired })
    .int(ADMIN_MESSAGES.languageIdRequired)
    .refine((n) => (LANGUAGE_IDS as number[]).includes(n), ADMIN_MESSAGES.languageIdRequired),
);

/** Dictionaries hold exactly one entry per language. */
export function dictionaries<T extends z.ZodRawShape>(shape: T) {
  return z
    .array(z.object({ ...shape, languageId: languageIdField }), { error: ADMIN_MESSAGES.exactlyThreeLanguages })
    .length(LANGUAGE_IDS.length, ADMIN_MESSAGES.exactlyThreeLanguages)
    .refine(
      (entries) => new Set(entries.map((e) => (e as { languageId: number }).languageId)).size === LANGUAGE_IDS.length,
      ADMIN_MESSAGES.exactlyThreeLanguages,
    );
}

/** A file chosen in the browser or received by the server: present, whatever its representation. */
export const presentFile = (message: string) => z.custom<unknown>((v) => v !== undefined && v !== null && v !== '', { error: message });
