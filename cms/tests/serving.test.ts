import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/strapi';

let server: TestServer;

/** Stand-ins for the built site and console, so that what is served can be told apart. */
async function writeApp(dir: string, title: string) {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.mkdir(path.join(dir, '.vite'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  await fs.writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify(title)})`);
  await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), `{"build": ${JSON.stringify(title)}}`);
  await fs.writeFile(path.join(dir, 'robots-extra.txt'), title);
}

beforeAll(async () => {
  const tmp = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'qahve-dist-'));
  await writeApp(path.join(tmp, 'web'), 'SITE');
  await writeApp(path.join(tmp, 'admin'), 'CONSOLE');
  await fs.writeFile(path.join(tmp, 'secret.txt'), 'TOP-SECRET');
  server = await startServer({ WEB_DIST: path.join(tmp, 'web'), ADMIN_DIST: path.join(tmp, 'admin') });
});

afterAll(() => server?.stop());

const page = (url: string) => server.api().get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
const xhr = (url: string) => server.api().get(url).set('Accept', 'application/json');

describe('one origin', () => {
  it('answers the site’s pages at / and every deep link, rendered on the server, to any client (404 for what is no page)', async () => {
    const accepts = ['text/html,application/xhtml+xml,*/*;q=0.8', '*/*', 'application/json', undefined];
    const pages: Array<[string, number, string]> = [
      ['/', 200, 'Bakıda yavaş dəmlənən qəhvə'],
      ['/menu', 200, 'Menyu'],
      ['/About', 200, 'Fəlsəfəmiz'],
      ['/no/such/page', 404, 'Səhifə tapılmadı'],
      ['/index.html', 404, 'Səhifə tapılmadı'],
    ];
    for (const [url, status, h1] of pages) {
      for (const accept of accepts) {
        const req = server.api().get(url);
        const res = await (accept ? req.set('Accept', accept) : req);
        expect(res.status, `${url} ${accept}`).toBe(status);
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.text, url).toMatch(new RegExp(`<h1 class="[^"]*">${h1}</h1>`));
        expect(res.text, url).toContain('<html lang="az">');
        expect(res.text, url).not.toContain('<title>SITE</title>');
      }
    }
  });

  it('answers HEAD of a page with the headers of GET and no body', async () => {
    const got = await server.api().get('/menu').set('Accept-Encoding', 'gzip');
    const head = await server.api().head('/menu').set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.text ?? '').toBe('');
    expect(head.headers['content-type']).toBe(got.headers['content-type']);
    expect(head.headers.etag).toBe(got.headers.etag);
  });

  it('answers HEAD of a built file with the headers of GET and no body, and sends validators a revalidation meets', async () => {
    for (const url of ['/assets/app-1a2b3c.js', '/robots-extra.txt', '/admin/assets/app-1a2b3c.js']) {
      const got = await server.api().get(url);
      const head = await server.api().head(url);
      expect(got.status, url).toBe(200);
      expect(head.status, url).toBe(200);
      expect(head.text ?? '', url).toBe('');
      for (const name of ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control']) {
        expect(got.headers[name], `${url} ${name}`).toBeTruthy();
        expect(head.headers[name], `${url} ${name}`).toBe(got.headers[name]);
      }
      expect((await server.api().get(url).set('If-None-Match', got.headers.etag)).status, url).toBe(304);
      expect((await server.api().get(url).set('If-Modified-Since', got.headers['last-modified'])).status, url).toBe(304);
      expect((await server.api().get(url).set('If-None-Match', 'W/"other"')).status, url).toBe(200);
    }
    // Hashed files are kept a year; the others are revalidated.
    expect((await server.api().head('/assets/app-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.api().head('/robots-extra.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps the build’s own files private (its manifest)', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/%2evite/manifest.json']) {
      expect((await xhr(url)).text ?? '', url).not.toContain('SITE');
    }
  });

  it('serves built assets with long caching, and 404s a missing asset instead of the page', async () => {
    const asset = await server.api().get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('SITE');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await xhr('/assets/missing.js')).status).toBe(404);
  });

  it('serves the console at /admin for browser navigations, with history fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/products/4/reviews']) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('<title>CONSOLE</title>');
    }
    const asset = await server.api().get('/admin/assets/app-1a2b3c.js');
    expect(asset.text).toContain('CONSOLE');
  });

  it('leaves the Strapi panel’s own API calls under /admin to Strapi', async () => {
    const res = await xhr('/admin/init');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty('hasAdmin', true);
    const projectType = await xhr('/admin/project-type');
    expect(projectType.status).toBe(200);
  });

  it('never answers the API, uploads or the panel with a front end page', async () => {
    const api = await page('/api/v1/client/Nothing');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });
    expect((await page('/uploads/missing.jpg')).text ?? '').not.toContain('SITE');
    expect((await page('/cms')).text ?? '').not.toContain('SITE');
    expect((await page('/cms')).text ?? '').not.toContain('CONSOLE');
  });

  it('does not let a path climb out of the built folder', async () => {
    for (const url of ['/../secret.txt', '/assets/..%2f..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/admin/..%2F..%2Fsecret.txt']) {
      const res = await xhr(url);
      expect(res.text ?? '', url).not.toContain('TOP-SECRET');
    }
  });
});

describe('transport', () => {
  it('compresses the site’s files and the API’s answers for clients that accept it', async () => {
    const big = 'x'.repeat(4096);
    await fs.writeFile(path.join(process.env.WEB_DIST!, 'assets', 'big-1a2b3c.js'), `console.log("${big}")`);
    const asset = await server.api().get('/assets/big-1a2b3c.js').set('Accept-Encoding', 'gzip');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const api = await server.api().get('/api/v1/client/Carousels').set('Accept-Encoding', 'br, gzip');
    expect(api.status).toBe(200);
  });

  it('lets the location page load map tiles from the configured tile server, and nothing else from outside', async () => {
    const csp = (await page('/location')).headers['content-security-policy'] as string;
    const imgSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).toContain('https://tile.openstreetmap.org');
    expect(csp).toMatch(/default-src 'self'/);
  });
});
