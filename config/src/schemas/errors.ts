import type { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

/** `productDictionaries[0].name` style paths, the way forms name their fields. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message }));
}

/** Deeper than any form of the API. A body nested further is left as it is there (its rule refuses it), never walked to the end. */
const CAMELIZE_DEPTH = 16;

/** `{ Gender: 1, StatisfactionDictionaries: [{ Key }] }` -> `{ gender: 1, statisfactionDictionaries: [{ key }] }`. */
export function camelizeKeys(value: unknown, depth = 0): unknown {
  if (depth > CAMELIZE_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item, depth + 1));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key.charAt(0).toLowerCase() + key.slice(1), camelizeKeys(v, depth + 1)]),
    );
  }
  return value;
}
