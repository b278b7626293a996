import type { FieldError } from '@qahve/config';

/**
 * Server validation errors (`{ message, errors: [{ field, message }] }`) in the shape react-admin's
 * forms read from `HttpError.body.errors`: an object following the form's values
 * (`{ productDictionaries: { 1: { name: '...' } } }`), plus `root.serverError`, which the form shows
 * as its notification.
 *
 * Only fields the form has an input for are set (react-hook-form would otherwise keep an error no
 * input can clear, and refuse every later submit); `inputs` lists them as dotted paths with `*` for
 * list indexes (`productDictionaries.*.name`). `aliases` renames server fields whose names differ
 * from the form's (`images.image` -> `newImages`).
 */
export interface FormErrorOptions {
  inputs: readonly string[];
  aliases?: Readonly<Record<string, string>>;
}

/** `productDictionaries[0].name` -> `productDictionaries.0.name`. */
export function formPath(field: string): string {
  return field.replace(/\[(\w+)\]/g, '.$1').replace(/^\./, '');
}

function matches(path: string, pattern: string): boolean {
  const a = path.split('.');
  const b = pattern.split('.');
  return a.length === b.length && b.every((part, i) => part === a[i] || (part === '*' && /^\d+$/.test(a[i])));
}

export function toFormErrors(
  message: string,
  errors: FieldError[] | undefined,
  { inputs, aliases = {} }: FormErrorOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Deepest paths first, so that an entry's error wins over its list's.
  const mapped = (errors ?? [])
    .map((error) => {
      const path = formPath(error.field);
      return { path: aliases[path] ?? path, message: error.message };
    })
    .sort((a, b) => b.path.split('.').length - a.path.split('.').length);
  for (const { path, message: text } of mapped) {
    if (!inputs.some((pattern) => matches(path, pattern))) continue;
    const parts = path.split('.');
    let node: Record<string, unknown> = out;
    let blocked = false;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next !== 'object') {
        blocked = true;
        break;
      }
      node = node[part] as Record<string, unknown>;
    }
    const leaf = parts[parts.length - 1];
    if (!blocked && node[leaf] === undefined) node[leaf] = text;
  }
  out.root = { serverError: message };
  return out;
}
