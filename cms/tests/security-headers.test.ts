import fs from 'node:fs/promises';
import path from 'node:path';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrator } from './support/admin';
import { fakeBuilds } from './support/builds';
import { startServer, type TestServer } from './support/strapi';

const PARTNER = 'https://partner.example';

let server: TestServer;
let upload: string;

beforeAll(async () => {
  server = await startServer({
    ...(await fakeBuilds(
      'qahve-headers-',
      (title) => `<!doctype html><title>${title}</title><script type="module" src="/assets/app-1a2b3c.js"></script>`,
    )),
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

/** The answer to a request, with the status awaited, the headers every answer carries and, where named, the strict policy. */
async function answerWithHeaders(request: Test, status: number, label: string, policy: 'strict' | 'any' = 'any') {
  const res = await request;
  expect(res.status, label).toBe(status);
  expectSecurityHeaders(res, label);
  if (policy === 'strict') expectStrictPolicy(res, label);
  return res;
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
    await answerWithHeaders(server.api().get('/assets/app-1a2b3c.js'), 200, 'site asset', 'strict');
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
    const first = await answerWithHeaders(server.api().get('/api/v1/client/Carousels'), 200, 'first answer');
    // The second is answered from the public cache, in front of the middleware stack.
    await answerWithHeaders(server.api().get('/api/v1/client/Carousels'), 200, 'cached answer', 'strict');
    expect(first.headers.etag).toBeTruthy();
    await answerWithHeaders(server.api().get('/api/v1/client/Carousels').set('If-None-Match', first.headers.etag), 304, '304');

    await answerWithHeaders(server.api().post('/api/v1/client/Reviews').send({}), 400, '400');
    await answerWithHeaders(server.api().get('/api/v1/client/Nothing'), 404, 'API 404');
  });

  it('the back-office API: refused and answered', async () => {
    await answerWithHeaders(server.api().get('/api/v1/admin/Products'), 401, '401');
    const asAdministrator = await administrator(server);
    await answerWithHeaders(asAdministrator().get('/api/v1/admin/Products'), 200, 'admin list', 'strict');
  });

  it('uploads, the health check and a 404', async () => {
    await answerWithHeaders(server.api().get(`/uploads/${upload}`), 200, 'upload', 'strict');
    await answerWithHeaders(server.api().get('/_health'), 204, '/_health');
    await answerWithHeaders(server.api().get('/no-such-file.js'), 404, '404', 'strict');
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

/** A browser's preflight from an origin, before it POSTs JSON to the path. */
const preflightOfJsonPost = (path: string, origin: string) =>
  server
    .api()
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type');

describe('CORS', () => {
  it('answers the configured origins', async () => {
    const res = await server.api().get('/api/v1/client/Branches').set('Origin', PARTNER);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    const preflight = await preflightOfJsonPost('/api/v1/client/Reviews', PARTNER);
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('gives any other origin nothing to read with', async () => {
    for (const origin of ['https://evil.example', 'null', `${PARTNER}.evil.example`]) {
      const res = await server.api().get('/api/v1/client/Branches').set('Origin', origin);
      expect(res.headers['access-control-allow-origin'] || undefined, origin).toBeUndefined();
      const preflight = await preflightOfJsonPost('/api/v1/admin/Identity/Login', origin);
      expect(preflight.headers['access-control-allow-origin'] || undefined, origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
    const sameOrigin = await server.api().get('/api/v1/client/Branches');
    expect(sameOrigin.headers['access-control-allow-origin'], 'no CORS header for requests without an Origin').toBeUndefined();
    expect(sameOrigin.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
