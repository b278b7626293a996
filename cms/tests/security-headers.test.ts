import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrator } from './support/admin';
import { startServer, type TestServer } from './support/strapi';

const PARTNER = 'https://partner.example';

let server: TestServer;
let upload: string;

/** Stand-ins for the built site and console (index.html and one hashed asset each). */
async function writeApp(dir: string, title: string) {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><script type="module" src="/assets/app-1a2b3c.js"></script>`,
  );
  await fs.writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify(title)})`);
}

beforeAll(async () => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-headers-'));
  await writeApp(path.join(tmp, 'web'), 'SITE');
  await writeApp(path.join(tmp, 'admin'), 'CONSOLE');
  server = await startServer({
    WEB_DIST: path.join(tmp, 'web'),
    ADMIN_DIST: path.join(tmp, 'admin'),
    CORS_ORIGINS: `${PARTNER},https://other.example`,
  });
  upload = `security-headers-${process.pid}.txt`;
  await fs.writeFile(path.join(server.strapi.dirs.static.public, 'uploads', upload), 'an uploaded file');
});

afterAll(async () => {
  if (upload) await fs.rm(path.join(server.strapi.dirs.static.public, 'uploads', upload), { force: true });
  await server?.stop();
});

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined) {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.filter(([name]) => name).map(([name, ...sources]) => [name, sources]));
}

/** What every answer carries, whatever answered it. */
function expectSecurityHeaders(res: Response, label: string) {
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toBeDefined();
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  // Outside production (these tests run with NODE_ENV=test) there is no HSTS: see security-production.test.ts.
  expect(res.headers['strict-transport-security'], label).toBeUndefined();
}

/** The site's, the console's and the API's policy: scripts from this origin only, never inline. */
function expectStrictPolicy(res: Response, label: string) {
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('script-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(csp.get('connect-src'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
}

describe('every answer carries the security headers', () => {
  it('the site: pages (rendered, kept, not found), deep links and assets', async () => {
    // /menu twice: the second is answered from the public read cache.
    for (const [url, status] of [
      ['/', 200],
      ['/menu', 200],
      ['/menu', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await server.api().get(url).set('Accept', HTML);
      expect(res.status, url).toBe(status);
      expect(res.text, url).toContain('<div id="root"><a href="#main"');
      expectSecurityHeaders(res, url);
      expectStrictPolicy(res, url);
    }
    const asset = await server.api().get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, 'site asset');
    expectStrictPolicy(asset, 'site asset');
  });

  it('the console: pages, deep links and assets', async () => {
    for (const url of ['/admin', '/admin/products']) {
      const res = await server.api().get(url).set('Accept', HTML);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('CONSOLE');
      expectSecurityHeaders(res, url);
      expectStrictPolicy(res, url);
    }
    const asset = await server.api().get('/admin/assets/app-1a2b3c.js');
    expect(asset.text).toContain('CONSOLE');
    expectSecurityHeaders(asset, 'console asset');
    expectStrictPolicy(asset, 'console asset');
  });

  it('the public API: answers, answers from the cache, 304s and errors', async () => {
    const first = await server.api().get('/api/v1/client/Carousels');
    expect(first.status).toBe(200);
    expectSecurityHeaders(first, 'first answer');
    // The second is answered from the public cache, in front of the middleware stack.
    const again = await server.api().get('/api/v1/client/Carousels');
    expect(again.status).toBe(200);
    expectSecurityHeaders(again, 'cached answer');
    expectStrictPolicy(again, 'cached answer');
    expect(first.headers.etag).toBeTruthy();
    const notModified = await server.api().get('/api/v1/client/Carousels').set('If-None-Match', first.headers.etag);
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified, '304');

    const invalid = await server.api().post('/api/v1/client/Reviews').send({});
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid, '400');
    const missing = await server.api().get('/api/v1/client/Nothing');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'API 404');
  });

  it('the back-office API: refused and answered', async () => {
    const refused = await server.api().get('/api/v1/admin/Products');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused, '401');
    const asAdministrator = await administrator(server);
    const list = await asAdministrator().get('/api/v1/admin/Products');
    expect(list.status).toBe(200);
    expectSecurityHeaders(list, 'admin list');
    expectStrictPolicy(list, 'admin list');
  });

  it('uploads, the health check and a 404', async () => {
    const file = await server.api().get(`/uploads/${upload}`);
    expect(file.status).toBe(200);
    expectSecurityHeaders(file, 'upload');
    expectStrictPolicy(file, 'upload');
    const health = await server.api().get('/_health');
    expect(health.status).toBe(204);
    expectSecurityHeaders(health, '/_health');
    const missing = await server.api().get('/no-such-file.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, '404');
    expectStrictPolicy(missing, '404');
  });

  it('gives the Strapi panel at /cms its own policy, still without plugins, base URLs or foreign frames', async () => {
    const panel = await server.api().get('/cms').set('Accept', HTML);
    expectSecurityHeaders(panel, '/cms');
    const csp = directives(panel.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // Strapi's marketplace pictures; the site's policy has no reason to allow them.
    expect(csp.get('img-src')).toContain('https://market-assets.strapi.io');
    const site = directives((await server.api().get('/').set('Accept', HTML)).headers['content-security-policy']);
    expect(site.get('img-src')).not.toContain('https://market-assets.strapi.io');
  });

  it('lets the location page load map tiles from the configured tile server', async () => {
    const csp = directives((await server.api().get('/location').set('Accept', HTML)).headers['content-security-policy']);
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
  });
});

describe('CORS', () => {
  it('answers the configured origins', async () => {
    const res = await server.api().get('/api/v1/client/Branches').set('Origin', PARTNER);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    const preflight = await server
      .api()
      .options('/api/v1/client/Reviews')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('gives any other origin nothing to read with', async () => {
    for (const origin of ['https://evil.example', 'null', `${PARTNER}.evil.example`]) {
      const res = await server.api().get('/api/v1/client/Branches').set('Origin', origin);
      expect(res.headers['access-control-allow-origin'] || undefined, origin).toBeUndefined();
      const preflight = await server
        .api()
        .options('/api/v1/admin/Identity/Login')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.headers['access-control-allow-origin'] || undefined, origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
    const sameOrigin = await server.api().get('/api/v1/client/Branches');
    expect(sameOrigin.headers['access-control-allow-origin'], 'no CORS header for requests without an Origin').toBeUndefined();
    expect(sameOrigin.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
