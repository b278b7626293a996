import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_UPLOADS, removeAllUploads } from './support/content';
import { uploadTestImage } from './support/fixtures';
import { listening, rawRequest } from './support/http';
import { appModule, startServer, type TestServer } from './support/strapi';

/** Uploaded pictures at their own address, as WebP to the browsers that take it. */

type Variants = typeof import('../src/lib/media/image-variants');
const require = createRequire(import.meta.url);

let server: TestServer;
let base: string;
let picture: { id: number; url: string; formats: Record<string, { url: string }> };

const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const get = (url: string, accept?: string, method = 'GET') => rawRequest(base, url, { method, headers: accept ? { Accept: accept } : {} });
/** Every copy asked for so far is made. */
const converted = () => appModule<Variants>('lib/media/image-variants').imageVariants(server.strapi).idle();

/** A photograph-like JPEG (gradients and soft shapes, as the seed's pictures are), uploaded as any image. */
async function uploadPhoto() {
  const sharp = require('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#e8c39e"/><stop offset="1" stop-color="#3b2418"/></radialGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 157) % 1200}" cy="${(i * 263) % 800}" r="${40 + (i % 5) * 25}" fill="#${(0x6f4e37 + i * 0x0a0503).toString(16).slice(-6)}" fill-opacity="0.55"/>`).join('')}
  </svg>`;
  const file = path.join(server.tmp, 'photo.jpg');
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  const [uploaded] = await server.strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: 'photo.jpg' } },
      files: { filepath: file, originalFilename: 'photo.jpg', mimetype: 'image/jpeg', size: fs.statSync(file).size },
    });
  return uploaded as typeof picture;
}

beforeAll(async () => {
  server = await startServer();
  base = await listening(server.strapi.server.httpServer);
  picture = await uploadPhoto();
});

afterAll(async () => {
  if (!server) return;
  await removeAllUploads(server);
  await server.stop();
});

describe('an uploaded picture', () => {
  it('goes out as WebP to a browser that accepts it, once its copy is made, at the same address', async () => {
    const original = await get(picture.url, CHROMIUM);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers.vary).toMatch(/Accept/);
    await converted();
    const webp = await get(picture.url, CHROMIUM);
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/Accept/);
    expect(webp.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.body.length).toBeLessThan(original.body.length);
    const head = await get(picture.url, CHROMIUM, 'HEAD');
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body.length).toBe(0);
  });

  it('goes out as itself to a browser that does not take WebP', async () => {
    const small = picture.formats.small.url;
    await get(small, 'image/webp');
    await converted();
    expect((await get(small, 'image/webp;q=0.5')).headers['content-type']).toBe('image/webp');
    for (const accept of [undefined, 'image/png', '*/*', 'image/webp;q=0', 'image/avif']) {
      const plain = await get(small, accept);
      expect(plain.headers['content-type'], String(accept)).toBe('image/jpeg');
      expect(plain.headers.vary).toMatch(/Accept/);
    }
  });

  it('goes out as itself when a WebP copy would be no smaller (a flat PNG)', async () => {
    const flat = await uploadTestImage(server.strapi, server.tmp, 900);
    const first = await get(flat.url, CHROMIUM);
    await converted();
    const again = await get(flat.url, CHROMIUM);
    expect(again.headers['content-type']).toBe('image/png');
    expect(again.body.equals(first.body)).toBe(true);
    expect(fs.existsSync(path.join(PUBLIC_UPLOADS, `${flat.url.slice('/uploads/'.length)}.webp`))).toBe(false);
  });

  it('leaves other paths alone, and its copies go with it', async () => {
    for (const url of ['/uploads/..%2F..%2Fpackage.json', '/uploads/.hidden.jpg', '/uploads/missing.jpg']) {
      const res = await get(url, CHROMIUM);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
    const name = picture.url.slice('/uploads/'.length);
    expect(fs.existsSync(path.join(PUBLIC_UPLOADS, `${name}.webp`))).toBe(true);
    const file = await server.strapi.db.query('plugin::upload.file').findOne({ where: { id: picture.id } });
    await server.strapi.plugin('upload').service('upload').remove(file);
    expect(fs.existsSync(path.join(PUBLIC_UPLOADS, `${name}.webp`))).toBe(false);
    expect(fs.existsSync(path.join(PUBLIC_UPLOADS, `${picture.formats.small.url.slice('/uploads/'.length)}.webp`))).toBe(false);
    expect((await get(picture.url, CHROMIUM)).status).toBe(404);
  });
});
