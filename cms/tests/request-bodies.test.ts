import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import jwt from 'jsonwebtoken';
import type { Test } from 'supertest';
import { publicMessage } from '@qahve/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryFields, image, multipart, pngOfSize } from './support/content';
import { loginAsAdministrator } from './support/admin';
import { make, tri } from './support/fixtures';
import { listening } from './support/http';
import { nextAddress, startServer, type TestServer } from './support/strapi';

/**
 * Issue 13, request bodies: a body is read only by a route that takes one, after the route is
 * matched and its token verified, within the route's own limits; every temporary file goes when
 * its request ends; a body that cannot be read is a 4xx with a JSON message. Black-box: real
 * requests to a real Strapi, the temporary folder listed before and after.
 */

const PANEL_ADMIN = { email: 'cms@qahve.local', password: 'Qahve-cms-2024' };
const MB = 1024 * 1024;
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

let server: TestServer;
let base: string;
let token: string;
let productId: number;
const admin = () => server.api().set('Authorization', `Bearer ${token}`);

beforeAll(async () => {
  server = await startServer();
  base = await listening(server.strapi.server.httpServer);
  token = (await loginAsAdministrator(server)).accessToken;
  productId = await make.product(tri('Latte', 'Latte', 'Латте'), await make.category(tri('Coffee', 'Qəhvə', 'Кофе')));
});

afterAll(() => server?.stop());

/** Bytes no other file has: a leftover temporary file is found by them. */
const probe = (size = 4096) => Buffer.concat([Buffer.from(`body-probe-${randomBytes(12).toString('hex')}-`), randomBytes(size)]);

/** The names in the temporary folder now. */
const listTmp = async () => new Set(await fs.readdir(os.tmpdir()));

/** Files that appeared in the temporary folder since `before` and hold one of the probes' bytes. */
async function leftovers(before: Set<string>, probes: Buffer[]) {
  const found: string[] = [];
  for (const name of await fs.readdir(os.tmpdir())) {
    if (before.has(name)) continue;
    const file = path.join(os.tmpdir(), name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const bytes = await fs.readFile(file).catch(() => null);
    if (bytes && probes.some((p) => bytes.includes(p.subarray(0, 40)))) found.push(name);
  }
  return found;
}

interface Partial {
  /** 0 when no answer came while the body was still unsent. */
  status: number;
  body: string;
  ms: number;
}

/**
 * Sends the headers of a `declared`-byte body and only its `first` bytes, then waits (up to `waitMs`)
 * for an answer: a server that reads the body before deciding never answers.
 */
function partialPost(pathname: string, headers: Record<string, string>, first: Buffer, declared: number, waitMs = 8000): Promise<Partial> {
  return new Promise((resolve) => {
    const started = Date.now();
    const req = http.request(`${base}${pathname}`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Length': String(declared), 'X-Forwarded-For': nextAddress(), ...headers },
    });
    const done = (result: Partial) => {
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ status: 0, body: '', ms: Date.now() - started }), waitMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: Date.now() - started }));
    });
    req.on('error', () => undefined);
    req.write(first);
  });
}

/** One whole request with exactly these bytes as its body (supertest would serialize a Buffer sent as JSON). */
function rawPost(pathname: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Length': String(body.length), 'X-Forwarded-For': nextAddress(), ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const BOUNDARY = '----qahve-body-test';
/** The start of a multipart body: one file part, not closed. */
const multipartStart = (field: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="probe.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
  ]);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A well-formed access token signed with a secret the server does not have. */
const forgedToken = () =>
  jwt.sign({ userId: 1, sessionId: 'x'.repeat(32), type: 'access' }, 'not-the-secret', { algorithm: 'HS256', expiresIn: 600 });

describe('temporary files', () => {
  it('are all removed when the request ends, whatever the field names, the status or the path', { timeout: 120_000 }, async () => {
    const before = await listTmp();
    const probes: Buffer[] = [];
    const statuses: string[] = [];
    for (const name of PROTOTYPE_NAMES) {
      const targets: Array<[string, () => Test]> = [
        ['unknown API path', () => server.api().post('/api/v1/no-such-route')],
        ['unknown path', () => server.api().post('/no/such/page')],
        ['public CV form', () => server.api().post('/api/v1/client/Candidates').field('name', 'Leyla')],
        ['console route, malformed token', () => server.api().post('/api/v1/admin/Carousels').set('Authorization', 'Bearer x')],
        ['console route, forged token', () => server.api().post('/api/v1/admin/Carousels').set('Authorization', `Bearer ${forgedToken()}`)],
        ['console route, signed in', () => admin().post('/api/v1/admin/Carousels').field('Order', '1')],
        ['panel upload, no login', () => server.api().post('/upload')],
        ['closed users-permissions sign-in', () => server.api().post('/api/auth/local')],
        ['panel login', () => server.api().post('/admin/login')],
      ];
      for (const [label, start] of targets) {
        const odd = probe();
        const other = probe();
        probes.push(odd, other);
        const res = await start().attach(name, odd, 'probe.png').attach('ImageFile', other, 'probe.png');
        statuses.push(`${label} / ${name}: ${res.status}`);
        expect(res.status, `${label} / ${name}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${label} / ${name}`).toBeLessThan(500);
      }
    }
    // An accepted upload, and half a 4 MB photo whose client then cuts the connection.
    const photo = await image('png');
    const accepted = await multipart(
      admin().post('/api/v1/admin/Carousels'),
      { Order: 1, ...dictionaryFields('CarouselDictionaries', 'Content', ['Hi', 'Salam', 'Привет']) },
      { ImageFile: photo },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const half = probe(2 * MB);
    const cut = await partialPost(
      '/api/v1/admin/Carousels',
      { 'Content-Type': MULTIPART, Authorization: `Bearer ${token}` },
      multipartStart('ImageFile', half),
      4 * MB,
      1000,
    );
    expect(cut.status).toBe(0);
    probes.push(photo.bytes, half);
    // The server notices the cut and cleans up on its own time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await leftovers(before, probes), statuses.join('\n')).toEqual([]);
  });
});

describe('a body is refused before it is read', () => {
  const big = 50 * MB;
  const cases: Array<[string, string, Record<string, string>, number | number[]]> = [
    ['an unknown API path', '/api/v1/no-such-route', { 'Content-Type': MULTIPART }, [404, 405]],
    ['a path of no route at all', '/no/such/page', { 'Content-Type': MULTIPART }, [404, 405]],
    ['a console route with "Bearer x"', '/api/v1/admin/Branches', { 'Content-Type': MULTIPART, Authorization: 'Bearer x' }, 401],
    ['a console route with a forged, well-formed token', '/api/v1/admin/Branches', { 'Content-Type': MULTIPART }, 401],
    ["the panel's upload without a login", '/upload', { 'Content-Type': MULTIPART }, [401, 403]],
    ['multipart to a JSON route (415)', '/api/v1/client/Reviews', { 'Content-Type': MULTIPART }, 415],
    ["a declared length over the route's limit (413)", '/api/v1/client/Candidates', { 'Content-Type': MULTIPART }, 413],
  ];

  for (const [label, pathname, headers, expected] of cases) {
    it(`on ${label}`, async () => {
      const before = await listTmp();
      const first = probe(256 * 1024);
      const auth: Record<string, string> = label.includes('forged') ? { Authorization: `Bearer ${forgedToken()}` } : {};
      const res = await partialPost(pathname, { ...headers, ...auth }, multipartStart('ImageFiles', first), big);
      expect(res.status, `answered ${res.status} after ${res.ms} ms: ${res.body}`).toSatisfy((status: number) =>
        [expected].flat().includes(status),
      );
      if (pathname.startsWith('/api/')) expect(JSON.parse(res.body).message).toEqual(expect.any(String));
      expect(await leftovers(before, [first])).toEqual([]);
    });
  }
});

describe('each route reads its body with its own limits', () => {
  const names = dictionaryFields('BranchDictionaries', 'Name', ['Centre', 'Mərkəz', 'Центр']);

  it('takes two 3 MB photos in one request (the limit is per file)', { timeout: 60_000 }, async () => {
    const res = await multipart(admin().post('/api/v1/admin/Branches'), names, {
      ImageFiles: [await pngOfSize(3 * MB), await pngOfSize(3 * MB)],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses one photo of 5 MB + 1 byte, naming its field', async () => {
    const res = await multipart(admin().post('/api/v1/admin/Branches'), names, {
      ImageFiles: [await image('png'), await pngOfSize(5 * MB + 1)],
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'An image may be at most 5 MB',
      errors: [{ field: 'imageFiles', message: 'An image may be at most 5 MB' }],
    });
  });

  it('refuses more files than the route takes (maxFiles)', async () => {
    const photo = await image('png');
    const branch = await multipart(admin().post('/api/v1/admin/Branches'), names, { ImageFiles: Array.from({ length: 21 }, () => photo) });
    expect(branch.status).toBe(400);
    expect(branch.body).toEqual({
      message: 'Too many files: at most 20',
      errors: [{ field: 'imageFiles', message: 'Too many files: at most 20' }],
    });
    // A slide has one picture: a second file under any name is refused.
    const slide = await multipart(admin().post('/api/v1/admin/Carousels'), { Order: 1 }, { ImageFile: photo, Extra: photo });
    expect(slide.status).toBe(400);
    expect(slide.body).toEqual({
      message: 'Too many files: at most 1',
      errors: [{ field: 'extra', message: 'Too many files: at most 1' }],
    });
  });

  it("refuses files over the route's total, each under its own limit", { timeout: 120_000 }, async () => {
    const photo = await pngOfSize(Math.round(4.8 * MB));
    const res = await multipart(admin().post('/api/v1/admin/Branches'), names, { ImageFiles: Array.from({ length: 11 }, () => photo) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The files together are too large: at most 50 MB' });
  });

  it('refuses a text field over its limit with 413, naming the field', async () => {
    const res = await multipart(admin().post('/api/v1/admin/Products'), { SizeAndPrice: 'x'.repeat(64 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'The field sizeAndPrice is too long: at most 64 KB',
      errors: [{ field: 'sizeAndPrice', message: 'The field sizeAndPrice is too long: at most 64 KB' }],
    });
  });

  it("refuses more fields than a public form has, in the visitor's language", async () => {
    let req = server.api().post('/api/v1/client/Candidates?languageId=3');
    for (let i = 0; i < 25; i += 1) req = req.field(`f${i}`, 'x');
    const res = await req;
    expect(res.status).toBe(400);
    const message = publicMessage('ru', 'tooManyFields', { max: 20 });
    expect(res.body).toEqual({ message, errors: [{ field: 'f20', message }] });
  });
});

describe('a body that cannot be read is a 4xx with a JSON message', () => {
  const review = { name: 'Aysel', email: 'aysel@example.az', feedback: 'Əla qəhvə' };
  const reviews = () => server.api().post(`/api/v1/client/Reviews?productId=${productId}&languageId=1`);

  it('malformed JSON is called malformed JSON, on the console, the public API and the panel', async () => {
    const console = await admin()
      .post('/api/v1/admin/Categories')
      .set('Content-Type', 'application/json')
      .send('{"CategoryDictionaries": [');
    expect(console.status).toBe(400);
    expect(console.body).toEqual({ message: 'The request body is not valid JSON' });

    const visitor = await server
      .api()
      .post(`/api/v1/client/Reviews?productId=${productId}&languageId=2`)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(visitor.status).toBe(400);
    expect(visitor.body).toEqual({ message: publicMessage('az', 'bodyNotJson') });

    const panel = await server.api().post('/admin/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(panel.status).toBe(400);
    expect(panel.body.error).toMatchObject({ status: 400, message: 'The request body is not valid JSON' });
  });

  it('a Content-Encoding that does not decode is a 400; one the server does not know a 415', async () => {
    const reviewPath = `/api/v1/client/Reviews?productId=${productId}&languageId=1`;
    const json = { 'Content-Type': 'application/json' };
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await rawPost(reviewPath, { ...json, 'Content-Encoding': encoding }, Buffer.from('definitely not compressed'));
      expect(res.status, encoding).toBe(400);
      expect(res.body, encoding).toEqual({ message: `The request body could not be decoded (${encoding})` });
    }
    // Valid gzip of a body cut short.
    const truncated = zlib.gzipSync(JSON.stringify(review)).subarray(0, 20);
    expect((await rawPost(reviewPath, { ...json, 'Content-Encoding': 'gzip' }, truncated)).status).toBe(400);

    const panel = await rawPost('/admin/login', { ...json, 'Content-Encoding': 'gzip' }, Buffer.from('nope'));
    expect(panel.status).toBe(400);
    expect(panel.body.error.message).toBe('The request body could not be decoded (gzip)');

    const unknown = await rawPost(reviewPath, { ...json, 'Content-Encoding': 'zstd-ish' }, Buffer.from('{}'));
    expect(unknown.status).toBe(415);
    expect(unknown.body).toEqual({ message: 'The request body could not be decoded (zstd-ish)' });
  });

  it('a compressed body is read when it decodes, and counted after decoding', async () => {
    const reviewPath = `/api/v1/client/Reviews?productId=${productId}&languageId=1`;
    const gzip = { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' };
    const ok = await rawPost(reviewPath, gzip, zlib.gzipSync(JSON.stringify(review)));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // 10 MB of spaces inside a 10 KB gzip: refused at the JSON limit, not inflated whole.
    const bomb = zlib.gzipSync(Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(10 * MB, 0x20), Buffer.from('"}')]));
    const res = await rawPost(reviewPath, gzip, bomb);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large: at most 256 KB' });
  });

  it('a body of a type the route does not take is a 415 saying what it takes', async () => {
    const res = await reviews().field('name', 'Aysel').field('email', 'aysel@example.az').field('feedback', 'Əla');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'This address does not take multipart/form-data; send application/json' });
    const text = await reviews().set('Content-Type', 'text/plain').send(JSON.stringify(review));
    expect(text.status).toBe(415);
  });

  it('a field name that leads to a prototype is refused, and pollutes nothing', async () => {
    const res = await admin()
      .post('/api/v1/admin/Categories')
      .field('__proto__[polluted]', 'yes')
      .field('constructor[prototype][polluted]', 'yes');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The field name "__proto__[polluted]" is not allowed');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the Strapi panel still reads its bodies', () => {
  it('logs in to the panel and uploads a picture to its media library, leaving no temporary file', async () => {
    const before = await listTmp();
    const login = await server.api().post('/admin/login').send(PANEL_ADMIN);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const photo = await image('png');
    const upload = await server
      .api()
      .post('/upload')
      .set('Authorization', `Bearer ${login.body.data.token}`)
      .field('fileInfo', JSON.stringify({ name: 'probe', alternativeText: 'probe' }))
      .attach('files', photo.bytes, { filename: photo.filename, contentType: 'image/png' });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body[0]).toMatchObject({ mime: 'image/png' });
    expect(await leftovers(before, [photo.bytes])).toEqual([]);
  });
});
