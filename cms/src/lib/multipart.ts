import path from 'node:path';
import type { Context } from 'koa';
import { ADMIN_CONTENT_MESSAGES, camelizeKeys } from '@qahve/config';
import { ApiError, fieldError } from './api-error';
import { isPlainObject } from './list-query';

/** A file as the multipart parser (formidable) hands it over. */
export interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
  mimetype?: string | null;
}

type Tree = Record<string, unknown>;

/** `ProductDictionaries[0].Name` -> `ProductDictionaries[0][Name]`, which `qs` reads as intended. */
export function bracketed(name: string): string {
  return name.replace(/\.([^.[\]]+)/g, '[$1]');
}

/**
 * Strapi's body parser runs formidable with `multiples: true`, which hands every text field name to
 * `qs`. `qs` reads `ProductDictionaries[0].Name` as `ProductDictionaries[0]` and silently drops
 * `.Name` (it knows brackets, not dots after them), so the spec's field names would arrive as a
 * flat list of values. formidable's documented `onPart` hook sees each part before that: text
 * parts get the bracketed name (`ProductDictionaries[0][Name]`), which `qs` turns into
 * `{ ProductDictionaries: [{ Name }] }`. Names without dots, and files, are left alone.
 *
 * formidable also lists the files of one field in the order their writes finish, not the order
 * they were sent; each file is numbered here as its part begins (`partIndex`) so that
 * `asFileList` can give a branch's photos back in the order the console sent them.
 */
function keepDottedFieldNames() {
  let IncomingForm: { prototype: Record<string, any> };
  try {
    const koaBody = path.dirname(require.resolve('koa-body', { paths: [path.dirname(require.resolve('@strapi/core'))] }));
    ({ IncomingForm } = require(require.resolve('formidable', { paths: [koaBody] })));
  } catch (error) {
    // Loud: without the hook, dictionary fields of multipart forms arrive as a flat list.
    console.warn(`multipart: formidable not found, dotted field names will not be read (${(error as Error).message})`);
    return;
  }
  const proto = IncomingForm.prototype;
  if (proto.__dottedFieldNames) return;
  const onPart = proto.onPart as (part: { name?: string; mimetype?: string | null }) => void;
  proto.onPart = function (this: { openedFiles?: Array<Record<string, unknown>>; __files?: number }, part: { name?: string; mimetype?: string | null }) {
    if (!part.mimetype && typeof part.name === 'string' && part.name.includes('.')) part.name = bracketed(part.name);
    const opened = this.openedFiles?.length ?? 0;
    const result = onPart.call(this, part);
    // A field's files are listed in the order they finish writing; remember the order they were sent.
    if (this.openedFiles && this.openedFiles.length > opened) {
      this.__files = (this.__files ?? 0) + 1;
      this.openedFiles[this.openedFiles.length - 1].partIndex = this.__files;
    }
    return result;
  };
  proto.__dottedFieldNames = true;
}
keepDottedFieldNames();

/** No form of the console has more entries than this in one list (dictionaries, photos). */
const MAX_LIST_INDEX = 99;

/**
 * `ProductDictionaries[0].Name` -> ['ProductDictionaries', 0, 'Name']. A huge index would build a
 * sparse array that every later pass walks in full, so it is refused.
 */
function pathOf(key: string): Array<string | number> {
  return key
    .split(/\.|\[(\w+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => {
      if (!/^\d+$/.test(part)) return part;
      const index = Number(part);
      if (index > MAX_LIST_INDEX) throw fieldError(400, key, `At most ${MAX_LIST_INDEX + 1} entries are allowed`);
      return index;
    });
}

function assign(tree: Tree, path: Array<string | number>, value: unknown) {
  let node: any = tree;
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      node[part] = value;
      return;
    }
    if (node[part] === undefined || typeof node[part] !== 'object') node[part] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[part];
  });
}

function filesOf(ctx: Context): Record<string, UploadedFile | UploadedFile[]> {
  return (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
}

/**
 * A form as one nested, camel-cased object: the spec's flat multipart names
 * (`ProductDictionaries[0].Name`, `ImageFiles`, `Images.Image`) become
 * `{ productDictionaries: [{ name }], imageFiles: [...], images: { image: [...] } }`. JSON bodies pass
 * through the same way, so a call may send either.
 */
export function formOf(ctx: Context): Tree {
  const tree: Tree = {};
  const body = ctx.request.body;
  // A list, a text or a number is no form: refused rather than read as an empty edit.
  if (body !== undefined && !isPlainObject(body)) throw new ApiError(400, 'The request body must be a form or a JSON object');
  if (body) {
    for (const [key, value] of Object.entries(body)) assign(tree, pathOf(key), value);
  }
  for (const [key, value] of Object.entries(filesOf(ctx))) assign(tree, pathOf(key), value);
  return camelizeKeys(tree) as Tree;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'filepath' in value && typeof (value as UploadedFile).filepath === 'string';
}

/**
 * The files of a field, in the order they were sent. An empty part (what a browser sends for a file
 * input left empty) is no file.
 */
export function asFileList(value: unknown): UploadedFile[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value])
    .filter(isUploadedFile)
    .filter((file) => file.size > 0)
    .map((file, i) => ({ file, at: (file as { partIndex?: number }).partIndex ?? i }))
    .sort((a, b) => a.at - b.at)
    .map(({ file }) => file);
}

/**
 * The one file of a single-file field, or undefined. A text value (a browser's "null" or "") counts
 * as no file; two files in one field are refused.
 */
export function singleFile(form: Tree, field: string, apiField: string): UploadedFile | undefined {
  const files = asFileList(form[field]);
  if (files.length > 1) throw fieldError(400, apiField, ADMIN_CONTENT_MESSAGES.oneImageOnly);
  return files[0];
}
