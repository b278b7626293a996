/**
 * Shared by the admin-content suites: real images made by sharp, files that only pretend
 * to be images, multipart requests with the spec's field names, and a check that a rejected
 * request left nothing behind (no row, no upload record, no file under public/uploads).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { IMAGE_MAX_BYTES } from '@qahve/config';
import { administrator } from './admin';
import { startServer, type TestServer } from './strapi';

export const PUBLIC_UPLOADS = path.resolve(__dirname, '../../public/uploads');

type Agent = ReturnType<TestServer['api']>;
export type Admin = () => Agent;

/** The server of one test file and an administrator's client, set before the suites' own hooks. */
export interface Shared {
  server: TestServer;
  admin: Admin;
}

/**
 * Boots one server (with `env` beside the test settings) for the suites of a test file (each suite
 * registers its tests on it: a boot costs more than most suites), and afterwards removes every
 * uploaded file and stops it.
 */
export function sharedServer(env: Record<string, string> = {}): Shared {
  const shared = {} as Shared;
  beforeAll(async () => {
    shared.server = await startServer(env);
    shared.admin = await administrator(shared.server);
  });
  afterAll(async () => {
    if (!shared.server) return;
    await removeAllUploads(shared.server);
    await shared.server.stop();
  });
  return shared;
}

export interface Attachment {
  bytes: Buffer;
  filename: string;
  contentType?: string;
}

/** A unique file name base, so that a test can find (or miss) its own files under public/uploads. */
export const marker = (label: string) => `${label}_${randomBytes(4).toString('hex')}`;

const canvas = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

export async function image(kind: 'png' | 'jpeg' | 'webp' | 'avif' = 'png', name = marker(kind), width = 40): Promise<Attachment> {
  const pic = canvas(width, Math.round(width * 0.75), '#6f4e37');
  const bytes = await (kind === 'png' ? pic.png() : kind === 'jpeg' ? pic.jpeg() : kind === 'webp' ? pic.webp() : pic.avif()).toBuffer();
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return { bytes, filename: `${name}.${extension}`, contentType: `image/${kind}` };
}

/** A real PNG padded with zero bytes after its end to exactly `size` bytes (decoders ignore the tail). */
export async function pngOfSize(size: number, name = marker('big')): Promise<Attachment> {
  const { bytes } = await image('png', name);
  const padded = Buffer.alloc(size, 0);
  bytes.copy(padded, 0);
  return { bytes: padded, filename: `${name}.png`, contentType: 'image/png' };
}

/** Files that are not images, whatever their name and declared type says. */
export const fakes = {
  svg: (name = marker('svg')): Attachment => ({
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    filename: `${name}.svg`,
    contentType: 'image/svg+xml',
  }),
  html: (name = marker('html')): Attachment => ({
    bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    filename: `${name}.png`,
    contentType: 'image/png',
  }),
  renamedText: (name = marker('text')): Attachment => ({
    bytes: Buffer.from('just some text, renamed to look like a photo\n'.repeat(10)),
    filename: `${name}.jpg`,
    contentType: 'image/jpeg',
  }),
};

/** Files that start like an image and are not one: a JPEG signature then junk, half a PNG. */
export const corrupt = {
  jpegSignature: (name = marker('junk')): Attachment => ({
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 1)]),
    filename: `${name}.jpg`,
    contentType: 'image/jpeg',
  }),
  truncatedPng: async (name = marker('half')): Promise<Attachment> => {
    const { bytes } = await image('png', name, 400);
    return { bytes: bytes.subarray(0, Math.floor(bytes.length / 2)), filename: `${name}.png`, contentType: 'image/png' };
  },
  pngHeaderThenJunk: async (name = marker('head')): Promise<Attachment> => {
    const { bytes } = await image('png', name, 400);
    return { bytes: Buffer.concat([bytes.subarray(0, 64), Buffer.alloc(2000, 7)]), filename: `${name}.png`, contentType: 'image/png' };
  },
};

export const tooLarge = () => pngOfSize(IMAGE_MAX_BYTES + 1);

export type Fields = Record<string, string | number | boolean | undefined>;
export type Files = Record<string, Attachment | Attachment[] | undefined>;

/** A multipart request with text fields and files under the given (spec) names. */
export function multipart(request: Test, fields: Fields = {}, files: Files = {}): Test {
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) request.field(key, String(value));
  for (const [key, value] of Object.entries(files)) {
    for (const file of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      request.attach(key, file.bytes, { filename: file.filename, contentType: file.contentType ?? 'application/octet-stream' });
    }
  }
  return request;
}

/** `{ 'X[0].Name': 'A', 'X[0].LanguageId': 1, ... }` for the three languages in id order. */
export function dictionaryFields(
  prefix: string,
  field: string,
  values: [string, string, string],
  extra: Record<string, [string, string, string]> = {},
): Fields {
  const fields: Fields = {};
  values.forEach((value, i) => {
    fields[`${prefix}[${i}].${field}`] = value;
    fields[`${prefix}[${i}].LanguageId`] = i + 1;
    for (const [name, texts] of Object.entries(extra)) fields[`${prefix}[${i}].${name}`] = texts[i];
  });
  return fields;
}

export function expectFieldError(res: { status: number; body: any }, field: string, message: string, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.errors, JSON.stringify(res.body)).toContainEqual({ field, message });
}

export async function uploadedFileNames(): Promise<string[]> {
  try {
    return await fs.readdir(PUBLIC_UPLOADS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Whether public/uploads holds a file (or a responsive variant of one) made from this upload. */
export async function filesNamed(base: string): Promise<string[]> {
  return (await uploadedFileNames()).filter((name) => name.includes(base));
}

export interface Snapshot {
  rows: Record<string, number>;
  uploads: number;
}

/** Row counts of the given content types and of the upload plugin's files. */
export async function snapshot(server: TestServer, uids: string[]): Promise<Snapshot> {
  const rows: Record<string, number> = {};
  for (const uid of uids) rows[uid] = await server.strapi.db.query(uid as any).count({});
  return { rows, uploads: await server.strapi.db.query('plugin::upload.file').count({}) };
}

/** Nothing was written since `before`: same rows, same upload records, no file with these names. */
export async function expectNothingWritten(server: TestServer, before: Snapshot, bases: string[] = []) {
  const after = await snapshot(server, Object.keys(before.rows));
  expect(after).toEqual(before);
  for (const base of bases) expect(await filesNamed(base), base).toEqual([]);
}

/** Empties content type `uid`, then makes `count` records one after the other (`make(i)`, `i` from 1): their ids, in that order. */
export async function remake(server: TestServer, uid: string, count: number, make: (i: number) => Promise<number>): Promise<number[]> {
  await server.strapi.db.query(uid as any).deleteMany({});
  const made: number[] = [];
  for (let i = 1; i <= count; i += 1) made.push(await make(i));
  return made;
}

/** Every record of a console list (`?isPaginated=false`, then `query`), once the call has answered 200. */
export async function adminListAll<T>(admin: Admin, path: string, query = ''): Promise<T[]> {
  const res = await admin().get(`${path}?isPaginated=false${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

/**
 * The soft delete of record `id` of the console list at `path`: DELETE answers `{ id, isDeleted: true }`,
 * the public list (`publicList`) drops the record while the console's keeps it, flagged; PUT revert/{id}
 * undoes both; an unknown id is a 404 both ways.
 */
export async function expectSoftDeleteAndRevert(
  server: TestServer,
  admin: Admin,
  { path, publicList, id }: { path: string; publicList: string; id: number },
) {
  const publicIds = async () => (await server.api().get(publicList)).body.items.map((item: { id: number }) => item.id);
  const flagged = async () =>
    (await adminListAll<{ id: number; isDeleted: boolean }>(admin, path)).find((item) => item.id === id)?.isDeleted;
  expect(await publicIds()).toContain(id);
  const removed = await admin().delete(`${path}/${id}`);
  expect(removed.status).toBe(200);
  expect(removed.body).toEqual({ id, isDeleted: true });
  expect(await publicIds()).not.toContain(id);
  expect(await flagged()).toBe(true);
  const reverted = await admin().put(`${path}/revert/${id}`);
  expect(reverted.body).toEqual({ id, isDeleted: false });
  expect(await publicIds()).toContain(id);
  expect(await flagged()).toBe(false);
  expect((await admin().delete(`${path}/999999`)).status).toBe(404);
  expect((await admin().put(`${path}/revert/999999`)).status).toBe(404);
}

/** The upload record of an image URL, or null. */
export async function uploadRecordOf(server: TestServer, url: string | null) {
  if (!url) return null;
  return server.strapi.db.query('plugin::upload.file').findOne({ where: { url } });
}

export async function fileExists(url: string) {
  return fs
    .access(path.join(PUBLIC_UPLOADS, path.basename(url)))
    .then(() => true)
    .catch(() => false);
}

/** Removes every file the test uploaded (the upload plugin deletes the files with their records). */
export async function removeAllUploads(server: TestServer) {
  const upload = server.strapi.plugin('upload').service('upload');
  const files = await server.strapi.db.query('plugin::upload.file').findMany({});
  for (const file of files) await upload.remove(file).catch(() => undefined);
}

/**
 * Makes the next document write of `uid` fail inside the store, after any upload was stored, the
 * way a database fault would. Answers a function that disarms it.
 */
export function failNextWrite(server: TestServer, uid: string) {
  const state = globalThis as { __failWrite?: string | null; __failWriteInstalled?: boolean };
  if (!state.__failWriteInstalled) {
    server.strapi.documents.use(async (ctx, next) => {
      if (state.__failWrite && ctx.uid === state.__failWrite && (ctx.action === 'create' || ctx.action === 'update')) {
        state.__failWrite = null;
        throw new Error('injected database fault');
      }
      return next();
    });
    state.__failWriteInstalled = true;
  }
  state.__failWrite = uid;
  return () => {
    state.__failWrite = null;
  };
}
