import fs from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilds } from './support/builds';
import { startServer, type TestServer } from './support/strapi';

// Hostile addresses, headers every answer carries or must not carry, and the client address behind
// one trusted proxy (docs/security.md, "Errors, headers and proxies"). TRUST_PROXY_HOPS=2 is in
// proxy-hops.test.ts, an unreachable database in database-unavailable.test.ts.

const PARTNER = 'https://partner.example';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const REVIEW_LIMIT = 3;

let server: TestServer;
let upload: string;

beforeAll(async () => {
  server = await startServer({
    ...(await fakeBuilds('qahve-errors-')),
    CORS_ORIGINS: PARTNER,
    RATE_LIMIT_REVIEWS: String(REVIEW_LIMIT),
    TRUST_PROXY: 'true',
    TRUST_PROXY_HOPS: '1',
  });
  upload = `errors-headers-${process.pid}.txt`;
  await fs.writeFile(path.join(server.strapi.dirs.static.public, 'uploads', upload), 'an uploaded file');
});

afterAll(async () => {
  if (upload) await fs.rm(path.join(server.strapi.dirs.static.public, 'uploads', upload), { force: true });
  await server?.stop();
});

/** The message of an error answer, in the API's shape (`{ message }`) or Strapi's (`{ error: { message } }`). */
const messageOf = (res: Response) => (res.body?.message ?? res.body?.error?.message) as string | undefined;

describe('a broken percent-encoding in the address', () => {
  // Each with the part the answer names: the path, or the query parameter.
  const addresses: Array<[string, string]> = [
    ['/%zz', 'path'],
    ['/assets/%ff', 'path'],
    ['/menu/%E0%A4%A', 'path'],
    ['/%C0%AF', 'path'],
    ['/menu?lang=%zz', 'lang'],
    ['/?%ff=1', '%ff'],
    ['/admin/%zz', 'path'],
    ['/admin/assets/%ff', 'path'],
    ['/cms/%zz', 'path'],
    ['/content-manager/%zz', 'path'],
    ['/uploads/%ff', 'path'],
    ['/api/%zz', 'path'],
    ['/api/v1/client/%zz', 'path'],
    ['/api/v1/client/Categories?languageId=%zz', 'languageId'],
    ['/api/v1/client/Products?pageNumber=1&search=caf%E9', 'search'],
    ['/api/v1/admin/Products?pageNumber=%ff', 'pageNumber'],
  ];

  it('is refused with 400 and a JSON message naming the part, on every path family, for browsers and scripts', async () => {
    for (const [url, field] of addresses) {
      for (const accept of [HTML, 'application/json', '*/*']) {
        const res = await server.api().get(url).set('Accept', accept);
        const label = `${url} (${accept})`;
        expect(res.status, label).toBe(400);
        expect(res.headers['content-type'], label).toBe('application/json; charset=utf-8');
        expect(messageOf(res), label).toContain(`${field} `);
        expect(messageOf(res), label).toContain('%');
        expect(res.headers['cache-control'], label).toBe('no-store');
      }
    }
  });

  it('names the part in the API’s own shape under /api/v1 and on the site, in the visitor’s language', async () => {
    const api = await server.api().get('/api/v1/client/Categories?languageId=%zz').set('Accept-Language', 'ru');
    expect(api.status).toBe(400);
    expect(api.body.errors).toEqual([{ field: 'languageId', message: api.body.message }]);
    expect(api.body.message).toMatch(/^languageId: неверная кодировка/);
    const page = await server.api().get('/menu?lang=%zz').set('Accept', HTML).set('Accept-Language', 'en');
    expect(page.body).toEqual({
      message: expect.stringMatching(/^lang is not valid/),
      errors: [{ field: 'lang', message: page.body.message }],
    });
    const panel = await server.api().get('/content-manager/%zz');
    expect(panel.body.error).toMatchObject({ status: 400, name: 'BadRequestError' });
  });

  it('is refused for HEAD and for writes too', async () => {
    expect((await server.api().head('/assets/%ff')).status).toBe(400);
    const post = await server.api().post('/api/v1/client/Reviews?productId=%zz').send({ name: 'A' });
    expect(post.status).toBe(400);
    expect(post.body.errors[0].field).toBe('productId');
  });

  it('is refused even where the public read cache holds an answer for the same request without it', async () => {
    const good = '/api/v1/client/Categories?languageId=1';
    // The second is answered by the cache, in front of Koa.
    for (let i = 0; i < 2; i++) expect((await server.api().get(good)).status).toBe(200);
    for (const bad of [`${good}&junk=%ff`, `${good}&%zz`, `${good.replace('Categories', 'categories')}&x=%E0%A4`]) {
      for (let i = 0; i < 2; i++) {
        const res = await server.api().get(bad);
        expect(res.status, bad).toBe(400);
        expect(res.headers.etag, bad).toBeUndefined();
      }
    }
    for (let i = 0; i < 2; i++) expect((await server.api().get('/about?lang=%zz')).status).toBe(400);
    // Well-formed encodings still work.
    expect((await server.api().get('/api/v1/client/Products?search=caf%C3%A9&languageId=1')).status).toBe(200);
    expect((await server.api().get('/menu?lang=en&x=%2F%20')).status).toBe(200);
  });
});

describe('headers', () => {
  /** One request of each kind of answer: pages (rendered, then kept), files, the API (then kept), uploads, errors. */
  const requests: Array<[string, string, string?]> = [
    ['GET', '/'],
    ['GET', '/menu'],
    ['GET', '/menu'],
    ['GET', '/no-such-page'],
    ['GET', '/assets/app-1a2b3c.js'],
    ['GET', '/admin'],
    ['GET', '/admin/assets/app-1a2b3c.js'],
    ['GET', '/api/v1/client/Categories?languageId=1'],
    ['GET', '/api/v1/client/Categories?languageId=1'],
    ['GET', '/api/v1/client/Categories?languageId=9'],
    ['GET', '/api/v1/admin/Products'],
    ['GET', '/api/v1/nothing-here'],
    ['GET', '/uploads/UPLOAD'],
    ['GET', '/uploads/missing.png'],
    ['GET', '/_health'],
    ['GET', '/%zz'],
    ['POST', '/api/v1/client/Reviews'],
    ['OPTIONS', '/api/v1/client/Reviews', 'POST'],
    ['OPTIONS', '/api/v1/admin/Identity/Login', 'POST'],
  ];

  const send = (method: string, url: string, preflight?: string, origin?: string) => {
    const agent = server.api();
    const target = url.replace('UPLOAD', upload);
    let req = method === 'GET' ? agent.get(target) : method === 'POST' ? agent.post(target).send({}) : agent.options(target);
    if (preflight) req = req.set('Access-Control-Request-Method', preflight).set('Access-Control-Request-Headers', 'content-type');
    if (origin) req = req.set('Origin', origin);
    return req;
  };

  it('no answer says what it runs on (X-Powered-By)', async () => {
    for (const [method, url, preflight] of requests) {
      for (const origin of [undefined, PARTNER]) {
        const res = await send(method, url, preflight, origin);
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        expect(res.headers['x-powered-by'], `${method} ${url} ${origin ?? ''}`).toBeUndefined();
      }
    }
  });

  it('no CORS headers at all on a request without an Origin, nor for an origin not allowed', async () => {
    for (const [method, url, preflight] of requests) {
      for (const origin of [undefined, 'https://evil.example', 'null']) {
        const res = await send(method, url, preflight, origin);
        const label = `${method} ${url} ${origin ?? '(no Origin)'}`;
        expect(res.headers['access-control-allow-origin'], label).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], label).toBeUndefined();
        expect(res.headers['access-control-allow-methods'], label).toBeUndefined();
      }
    }
  });

  it('an origin from CORS_ORIGINS still gets its headers, on reads, errors and preflights', async () => {
    for (const url of ['/api/v1/client/Categories?languageId=1', '/api/v1/client/Categories?languageId=9']) {
      const res = await send('GET', url, undefined, PARTNER);
      expect(res.headers['access-control-allow-origin'], url).toBe(PARTNER);
      expect(res.headers['access-control-allow-credentials'], url).toBe('true');
    }
    const preflight = await send('OPTIONS', '/api/v1/client/Reviews', 'POST', PARTNER);
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // What the cache keeps for a request without an Origin is not sent with the partner's headers, nor the other way.
    expect((await send('GET', '/api/v1/client/Categories?languageId=1')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('behind one trusted proxy (TRUST_PROXY=true, TRUST_PROXY_HOPS=1)', () => {
  const PROXIED = '203.0.113.7';
  const review = (forwardedFor: string) => server.from(forwardedFor).post('/api/v1/client/Reviews?productId=2147483647').send({});

  it('counts a public form’s posts by the address the proxy appended, whatever the client wrote before it', async () => {
    for (let i = 0; i < REVIEW_LIMIT; i++) expect((await review(`198.51.100.${i}, ${PROXIED}`)).status).not.toBe(429);
    for (const forged of ['198.51.100.200', '1.2.3.4, 5.6.7.8', 'unknown']) {
      const refused = await review(`${forged}, ${PROXIED}`);
      expect(refused.status, forged).toBe(429);
      expect(refused.headers['retry-after'], forged).toMatch(/^\d+$/);
    }
    // The same address the client wrote, appended by the proxy for another client: that client is not limited.
    expect((await review(`${PROXIED}, 198.51.100.201`)).status).not.toBe(429);
  });

  it('throttles failed sign-ins by that address too', async () => {
    const email = 'nobody@qahve.local';
    const attempt = (i: number) =>
      server
        .from(`192.0.2.${i}, 203.0.113.8`)
        .post('/api/v1/admin/Identity/Login')
        .send({ email, password: `wrong-password-${i}` });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).status).toBe(401);
    const refused = await attempt(99);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
