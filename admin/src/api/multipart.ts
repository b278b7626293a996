import { LANGUAGE_IDS, type LanguageId } from '@qahve/config';

/**
 * Multipart bodies with the field names of the API (`ProductDictionaries[0].Name`, `PrimaryImageFile`,
 * `Images.Image`, ...). A file input's value is react-admin's `{ rawFile, src, title }` (or a File).
 */

/** What a react-admin FileInput/ImageInput holds, or a plain File in tests. */
export type FileValue = { rawFile?: File | Blob; src?: string; title?: string } | File | Blob | null | undefined;

export function rawFileOf(value: FileValue): File | Blob | undefined {
  if (!value) return undefined;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  const raw = (value as { rawFile?: File | Blob }).rawFile;
  return raw && typeof Blob !== 'undefined' && raw instanceof Blob ? raw : undefined;
}

export class MultipartBody {
  readonly form = new FormData();

  /** A text field; undefined leaves it out (unchanged on edit), null sends it blank (cleared). */
  text(name: string, value: unknown): this {
    if (value === undefined) return this;
    this.form.append(name, value === null ? '' : String(value));
    return this;
  }

  /** A file field, only when a new file was chosen. */
  file(name: string, value: FileValue): this {
    const raw = rawFileOf(value);
    if (raw) this.form.append(name, raw, (raw as File).name ?? 'file');
    return this;
  }

  files(name: string, values: FileValue[] | FileValue | undefined): this {
    const list = Array.isArray(values) ? values : values ? [values] : [];
    for (const value of list) this.file(name, value);
    return this;
  }

  /**
   * `Prefix[i].Field` for each entry and field, plus `Prefix[i].LanguageId`.
   * `fields` maps the record's keys to the spec's names: `{ name: 'Name', description: 'Description' }`.
   */
  dictionaries<E extends { languageId: LanguageId }>(
    prefix: string,
    entries: E[] | undefined,
    fields: Partial<Record<keyof E & string, string>>,
  ): this {
    (entries ?? []).forEach((entry, i) => {
      for (const [key, name] of Object.entries(fields) as Array<[keyof E & string, string]>) {
        const value = entry[key];
        this.text(`${prefix}[${i}].${name}`, value === undefined ? '' : value);
      }
      this.text(`${prefix}[${i}].LanguageId`, entry.languageId);
    });
    return this;
  }
}

/** A body without its files (a preview keeps the published pictures): a multipart body's file fields left out. */
export function withoutFiles<B extends FormData | Record<string, unknown>>(body: B): B {
  if (!(body instanceof FormData)) return body;
  const text = new FormData();
  for (const [name, value] of body.entries()) if (typeof value === 'string') text.append(name, value);
  return text as B;
}

/**
 * Dictionaries in the console's order (one entry per language, in LANGUAGE_IDS order), a missing
 * language filled with blanks, so that form inputs `productDictionaries.0.name` always name English,
 * `.1.` Azerbaijani and `.2.` Russian, and server errors `productDictionaries[1].name` land on them.
 */
export function normalizeDictionaries<E extends { languageId: LanguageId }>(
  entries: E[] | null | undefined,
  blank: Omit<E, 'languageId'>,
): E[] {
  return LANGUAGE_IDS.map((languageId) => {
    const found = (entries ?? []).find((entry) => Number(entry.languageId) === languageId);
    return { ...blank, ...found, languageId } as E;
  });
}
