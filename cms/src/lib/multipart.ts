import type { Context } from 'koa';
import { camelizeKeys } from '@qahve/config';

/** A file as the multipart parser (formidable) hands it over. */
export interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
  mimetype?: string | null;
}

type Tree = Record<string, unknown>;

/** `ProductDictionaries[0].Name` -> ['ProductDictionaries', 0, 'Name']. */
function pathOf(key: string): Array<string | number> {
  return key
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
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

/**
 * A form as one nested, camel-cased object: the spec's flat multipart names
 * (`ProductDictionaries[0].Name`, `ImageFiles`, `Images.Image`) become
 * `{ productDictionaries: [{ name }], imageFiles: [...], images: { image: [...] } }`. JSON bodies pass
 * through the same way, so a call may send either.
 */
export function formOf(ctx: Context): Tree {
  const tree: Tree = {};
  const body = ctx.request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) assign(tree, pathOf(key), value);
  }
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  for (const [key, value] of Object.entries(files)) assign(tree, pathOf(key), value);
  return camelizeKeys(tree) as Tree;
}

/** Every temporary upload of the request, for cleaning up whatever happens. */
export function uploadedFiles(ctx: Context): UploadedFile[] {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  return Object.values(files).flat();
}

export function asFileList(value: unknown): UploadedFile[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter((f): f is UploadedFile => typeof f === 'object' && f !== null && 'filepath' in f);
}
