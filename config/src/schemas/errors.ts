import type { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

/** `productDictionaries[0].name` style paths, the way forms name their fields. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message }));
}

/** `{ Gender: 1, StatisfactionDictionaries: [{ Key }] }` -> `{ gender: 1, statisfactionDictionaries: [{ key }] }`. */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key.charAt(0).toLowerCase() + key.slice(1), camelizeKeys(v)]),
    );
  }
  return value;
}
