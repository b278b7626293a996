import type { Context } from 'koa';
import { ADMIN_CONTENT_MESSAGES, ADMIN_MESSAGES, camelizeKeys } from '@qahve/config';
import { ApiError, fieldError } from './api-error';
import { isPlainObject } from './list-query';

/** A file as the body parser (lib/http/body/read.ts) hands it over. */
export interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
  mimetype?: string | null;
}

type Tree = Record<string, unknown>;

/** No form of the console has more entries than this in one list (dictionaries, photos). */
const MAX_LIST_INDEX = 99;

/** Keys that would lead `assign` into an object's prototype (the body parser refuses them too). */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `ProductDictionaries[0].Name` -> ['ProductDictionaries', 0, 'Name']. A huge index would build a
 * sparse array that every later pass walks in full, so it is refused at once, naming the list (a
 * dictionary list holds one entry per language: an index past it breaks that rule).
 */
function pathOf(key: string): Array<string | number> {
  const parts = key.split(/\.|\[(\w+)\]/).filter((part) => part !== undefined && part !== '');
  return parts.map((part, i) => {
    if (UNSAFE_KEYS.has(part)) throw fieldError(400, key, 'This field name is not allowed');
    if (!/^\d+$/.test(part)) return part;
    const index = Number(part);
    if (index > MAX_LIST_INDEX) {
      const list = parts
        .slice(0, i)
        .map((name) => name.charAt(0).toLowerCase() + name.slice(1))
        .join('.');
      throw fieldError(
        400,
        list,
        /dictionaries$/i.test(list) ? ADMIN_MESSAGES.exactlyThreeLanguages : `At most ${MAX_LIST_INDEX + 1} entries are allowed`,
      );
    }
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
 * The files of a field, in the order they were sent (the parser lists them so). An empty part (what
 * a browser sends for a file input left empty) is no file.
 */
export function asFileList(value: unknown): UploadedFile[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter(isUploadedFile).filter((file) => file.size > 0);
}

/**
 * The one file of a single-file field, or undefined. A text value (a browser's "null" or "") counts
 * as no file; two files in one field are refused.
 */
function singleFile(form: Tree, field: string): UploadedFile | undefined {
  const files = asFileList(form[field]);
  if (files.length > 1) throw fieldError(400, field, ADMIN_CONTENT_MESSAGES.oneImageOnly);
  return files[0];
}

/** A form's single-file fields, each under its own name: what a create or an edit hands its service. */
export const singleFiles =
  (...fields: string[]) =>
  (form: Tree): Record<string, UploadedFile | undefined> =>
    Object.fromEntries(fields.map((field) => [field, singleFile(form, field)]));

/** Every file of one field of a list's entries: `Images.Image`, also sent as `Images[0].Image`. */
export function filesOfEach(form: Tree, list: string, field: string): UploadedFile[] {
  const value = form[list];
  const entries: unknown[] = Array.isArray(value) ? value : [value];
  return entries.flatMap((entry) => (entry && typeof entry === 'object' && field in entry ? asFileList((entry as Tree)[field]) : []));
}
