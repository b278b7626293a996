import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch, Category, ContactSource, HomeProduct, Paged, Product, Review } from '@qahve/config';
import { dictionaryFields, image, multipart, removeAllUploads, type Admin } from './support/content';
import { administrator } from './support/admin';
import { make, tri, uploadTestImage } from './support/fixtures';
import { cachedReadPaths } from '../src/lib/public-cache/keys';
import { lasting, listening, rawRequest, type RawResponse } from './support/http';
import { requestQueries } from './support/queries';
import { startServer, type TestServer } from './support/strapi';

/**
 * The public read cache (docs/caching.md): a kept answer is the answer, byte for byte and header for
 * header; and after any write of public content has been answered, the next read shows it.
 */

let server: TestServer;
let admin: Admin;
let base: string;
const ids: Record<string, number> = {};

const MENU = '/api/v1/client/Products?isPaginated=false&languageId=2';
const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };
const MAX_ENTRIES = 40;

beforeAll(async () => {
  // A small cache, to show its bound.
  server = await startServer({ CORS_ORIGINS: 'https://partner.example', PUBLIC_CACHE_MAX_ENTRIES: String(MAX_ENTRIES) });
  base = await listening(server.strapi.server.httpServer);
  admin = await administrator(server);
  const picture = await uploadTestImage(server.strapi, server.tmp, 400);
  ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.tea = await make.category(tri('Tea', 'Çay', 'Чай'));
  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), ids.coffee, { isMenuItem: true, sizeAndPrice: 'M / 6' });
  ids.chai = await make.product(tri('Chai', 'Çay', 'Чай'), ids.tea, { isMenuItem: true, sizeAndPrice: 'M / 4' });
  // Enough of a menu to be worth compressing.
  for (let i = 1; i <= 12; i += 1) await make.product(tri(`Bean ${i}`, `Dən ${i}`, `Зерно ${i}`), ids.coffee, { order: i + 2 });
  ids.slide = await make.carousel(tri('Roast', 'Qovurma', 'Обжарка'), { image: picture.id });
  ids.branch = await make.branch(tri('Old City', 'İçərişəhər', 'Ичеришехер'), { images: [picture.id] });
  ids.home = await make.homeProduct(tri('Cappuccino', 'Kapuçino', 'Капучино'), { price: 5 });
  ids.instagram = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
  ids.confirmed = await make.review(server.strapi, ids.latte, { name: 'Aysel' });
  ids.pending = await make.review(server.strapi, ids.latte, { name: 'Pending', isConfirmed: false });
});

afterAll(async () => {
  if (!server) return;
  await removeAllUploads(server);
  await server.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(base, path, { headers });

function bodyOf<T>(res: RawResponse): T {
  const bytes = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
  return JSON.parse(bytes.toString('utf8')) as T;
}

/**
 * A read and the SQL it cost: none means it was answered from the cache. Reads of the cache's own
 * version row (SQLite, shortly after a write: docs/caching.md) are not content.
 */
async function measured(path: string, headers: Record<string, string> = {}) {
  const { result, queries } = await requestQueries(server.strapi, () => get(path, headers));
  return { res: result, queries: queries.filter((sql) => !sql.includes('qahve_public_cache_version')) };
}

/** Reads twice and checks that the second read was a hit; answers what it showed. */
async function cached<T>(path: string): Promise<T> {
  await get(path);
  const { res, queries } = await measured(path);
  expect(res.status, res.body.toString()).toBe(200);
  expect(queries, `${path} was not answered from the cache`).toEqual([]);
  return bodyOf<T>(res);
}

const fresh = async <T>(path: string): Promise<T> => {
  const res = await get(path);
  expect(res.status, res.body.toString()).toBe(200);
  return bodyOf<T>(res);
};

const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);

/**
 * The public list `path`, kept holding only `existing`, shows at once what `create` adds through the
 * console and, kept again, drops `existing` once the console deletes it (`deletePath`).
 */
async function showsNewAndHidesDeleted(
  path: string,
  existing: number,
  deletePath: string,
  create: () => Promise<{ status: number; body: { id: number } }>,
) {
  const listed = async (answer: Promise<Paged<{ id: number }>>) => (await answer).items.map((item) => item.id);
  expect(await listed(cached(path))).toEqual([existing]);
  const created = await create();
  ok(created);
  expect(await listed(fresh(path))).toEqual([existing, created.body.id]);
  await cached(path);
  ok(await admin().delete(deletePath));
  expect(await listed(fresh(path))).toEqual([created.body.id]);
}

/** A write of public content that changes none of the answers read here: every kept answer goes. */
async function touchUnrelated() {
  ok(await multipart(admin().put(`/api/v1/admin/HomeProducts/${ids.home}`), { Order: 1 }));
}

describe('a kept answer', () => {
  it('is the bytes and headers of the answer that filled it, gzip and plain', async () => {
    for (const headers of [GZIP, {}]) {
      await touchUnrelated();
      const miss = await measured(MENU, headers);
      expect(miss.queries.length).toBeGreaterThan(0);
      const hit = await measured(MENU, headers);
      expect(hit.queries).toEqual([]);
      expect(hit.res.status).toBe(200);
      expect(lasting(hit.res.headers)).toEqual(lasting(miss.res.headers));
      expect(hit.res.body.equals(miss.res.body)).toBe(true);
      await server.api().get('/api/v1/client/Carousels'); // other reads leave it in place
    }
    const zipped = await get(MENU, GZIP);
    const plain = await get(MENU);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(bodyOf(zipped)).toEqual(bodyOf(plain));
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(bodyOf<Paged<Product>>(plain).items.map((p) => p.id)).toContain(ids.latte);
  });

  it('carries the headers of every API answer and the caching ones', async () => {
    await get(MENU, GZIP);
    const { res } = await measured(MENU, GZIP);
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      // No purge configured here: a short shared age, and a day of stale-if-error.
      'cache-control': 'public, max-age=0, s-maxage=5, stale-while-revalidate=10, stale-if-error=86400',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    // The tags a shared cache purges it by: products, and what they show (their category, images).
    expect(String(res.headers.xkey).split(' ').sort()).toEqual(['categories', 'media', 'products', 'site']);
  });

  it('answers If-None-Match with 304 and no body, for either representation of the same content', async () => {
    const zipped = await get(MENU, GZIP);
    const plain = await get(MENU);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    for (const tag of [zipped.headers.etag!, plain.headers.etag!, `W/${plain.headers.etag}`, `"other", ${zipped.headers.etag}`, '*']) {
      const res = await get(MENU, { ...GZIP, 'If-None-Match': tag });
      expect(res.status, tag).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(zipped.headers.etag);
      expect(res.headers['cache-control']).toBe(zipped.headers['cache-control']);
    }
    expect((await get(MENU, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('answers a first read with If-None-Match by 304 as well (a miss that matches)', async () => {
    const path = '/api/v1/client/Branches?languageId=1';
    const first = await get(path);
    await touchUnrelated();
    const { res, queries } = await measured(path, { 'If-None-Match': first.headers.etag! });
    expect(queries.length).toBeGreaterThan(0);
    expect(res.status).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get(MENU, GZIP);
    const head = await rawRequest(base, MENU, { method: 'HEAD', headers: GZIP });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(lasting(head.headers)).toEqual(lasting(got.headers));
  });

  it('is one answer whatever the casing of the path and the order of the query', async () => {
    await get(MENU);
    const { res, queries } = await measured('/API/V1/Client/products?languageId=2&isPaginated=false');
    expect(queries).toEqual([]);
    expect(res.body.equals((await get(MENU)).body)).toBe(true);
  });

  it('is one answer for every language asked for; a languageId the route refuses is still refused', async () => {
    const branches = '/api/v1/client/Branches?isPaginated=false';
    const kept = await get(`${branches}&languageId=2`);
    for (const path of [branches, `${branches}&languageId=1`, '/api/v1/client/Branches?languageId=3&isPaginated=false']) {
      const { res, queries } = await measured(path);
      expect(queries, path).toEqual([]);
      expect(res.body.equals(kept.body), path).toBe(true);
    }
    for (const path of [`${branches}&languageId=9`, `${branches}&languageId=x`, `${branches}&languageId=1&languageId=2`]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(bodyOf<{ message: string }>(res).message, path).toMatch(/languageId/);
    }
  });

  it('logs a hit as strapi::logger logs a miss, when the log level shows requests', async () => {
    const log = server.strapi.log as unknown as { level: string; http: (message: string) => void };
    const { level, http } = log;
    const lines: string[] = [];
    log.level = 'http';
    log.http = (message) => void lines.push(message);
    try {
      await touchUnrelated();
      lines.length = 0;
      expect((await measured(MENU)).queries.length).toBeGreaterThan(0);
      expect((await measured(MENU)).queries).toEqual([]);
    } finally {
      Object.assign(log, { level, http });
    }
    const shape = new RegExp(`^GET ${MENU.replace(/[?]/g, '\\?')} \\(\\d+ ms\\) 200$`);
    expect(lines.filter((line) => line.includes(MENU))).toEqual([expect.stringMatching(shape), expect.stringMatching(shape)]);
  });
  it('gives a cross-origin read its own CORS headers and keeps them out of the cache', async () => {
    await get(MENU);
    const { res, queries } = await measured(MENU, { Origin: 'https://partner.example' });
    expect(queries).toEqual([]);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    const plain = await get(MENU);
    expect(plain.headers['access-control-allow-origin']).not.toBe('https://partner.example');
    expect(res.body.equals(plain.body)).toBe(true);
  });

  it('is described the same to every request one build answers: concurrent misses carry its tags and Vary', async () => {
    const tags = ['categories', 'media', 'products', 'site'];
    await touchUnrelated();
    const single = await measured(MENU, GZIP);
    expect(single.queries.length).toBeGreaterThan(0);
    await touchUnrelated();
    // The three languages share one entry: of six concurrent first reads, one builds it and the
    // others wait for that build (one build's SQL in all).
    const paths = [1, 2, 3, 1, 2, 3].map((id) => `/api/v1/client/Products?isPaginated=false&languageId=${id}`);
    const { result: answers, queries } = await requestQueries(server.strapi, () => Promise.all(paths.map((path) => get(path, GZIP))));
    expect(queries.filter((sql) => !sql.includes('qahve_public_cache_version'))).toHaveLength(single.queries.length);
    for (const res of answers) {
      expect(res.status).toBe(200);
      // A shared cache files each one under these tags: without them a purge would never reach it.
      expect(String(res.headers.xkey).split(' ').sort()).toEqual(tags);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe(single.res.headers['cache-control']);
    }
    // A read with an Origin is answered inside the stack from the kept answer: described the same.
    const { res, queries: none } = await measured(MENU, { Origin: 'https://partner.example', ...GZIP });
    expect(none).toEqual([]);
    expect(String(res.headers.xkey).split(' ').sort()).toEqual(tags);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('is never an error', async () => {
    const path = '/api/v1/client/Reviews?productId=999999';
    expect((await get(path)).status).toBe(404);
    const again = await measured(path);
    expect(again.res.status).toBe(404);
    expect(again.queries.length).toBeGreaterThan(0);
  });
});

/**
 * What `act` answers, and how many of the requests it made reached Koa (Koa makes a context for
 * each request it handles): a hit answered in front of Koa makes none.
 */
async function koaCount<T>(act: () => Promise<T>) {
  const app = server.strapi.server.app as unknown as { createContext: (...args: unknown[]) => unknown };
  const inherited = !Object.prototype.hasOwnProperty.call(app, 'createContext');
  const createContext = app.createContext;
  let count = 0;
  app.createContext = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return createContext.apply(this, args);
  };
  try {
    const result = await act();
    return { result, count };
  } finally {
    if (inherited) delete (app as Partial<typeof app>).createContext;
    else app.createContext = createContext;
  }
}

/** Status, headers (Date aside) and bytes, the way two answers are compared here. */
const whole = (res: RawResponse) => ({ status: res.status, headers: lasting(res.headers), body: res.body.toString('base64') });

describe('a hit in front of Koa', () => {
  // Every cached read (languageId as the site sends it; a product's reviews) and two pages.
  const reads = () => [
    ...cachedReadPaths().map((path) => `${path}?${path.endsWith('/reviews') ? `productId=${ids.latte}&` : ''}languageId=2`),
    '/',
    '/menu?lang=en',
  ];

  it('is the status, headers and bytes of the answer the whole stack gave, for every cached read and a page', async () => {
    for (const headers of [GZIP, {}]) {
      await touchUnrelated();
      for (const path of reads()) {
        const miss = await koaCount(() => get(path, headers));
        // A page's renderer reads the API inside the process: more than one context for a page.
        expect(miss.count, path).toBeGreaterThan(0);
        expect(miss.result.status, `${path} ${miss.result.body.toString().slice(0, 200)}`).toBe(200);
        const hit = await koaCount(() => get(path, headers));
        expect(hit.count, `${path} went through Koa`).toBe(0);
        expect(whole(hit.result), path).toEqual(whole(miss.result));
      }
    }
  });

  it('answers HEAD and a matching If-None-Match as the stack does', async () => {
    for (const path of [MENU, '/']) {
      const { etag } = (await get(path, GZIP)).headers;
      for (const [method, headers] of [
        ['HEAD', GZIP],
        ['GET', { ...GZIP, 'If-None-Match': etag! }],
      ] as const) {
        // Right after a write, the first request is a miss: the stack answers it.
        await touchUnrelated();
        const stack = await koaCount(() => rawRequest(base, path, { method, headers }));
        const lane = await koaCount(() => rawRequest(base, path, { method, headers }));
        expect(stack.count, `${method} ${path}`).toBeGreaterThan(0);
        expect(lane.count, `${method} ${path}`).toBe(0);
        expect(lane.result.body.length).toBe(0);
        expect(lane.result.status).toBe(method === 'HEAD' ? 200 : 304);
        expect(whole(lane.result), `${method} ${path}`).toEqual(whole(stack.result));
      }
    }
  });

  it('is not taken by a request with an Origin or credentials, nor by a write; the read after a write is new', async () => {
    await get(MENU);
    const requests: Array<Record<string, string>> = [
      {},
      { Origin: 'https://partner.example' },
      { Authorization: 'Bearer none' },
      { Cookie: 'x=1' },
    ];
    for (const headers of requests) {
      const { result, count } = await koaCount(() => get(MENU, headers));
      expect(result.status).toBe(200);
      // The stack counts any credentials as personal: never the shared answer's caching words.
      if ('Authorization' in headers) expect(result.headers['cache-control']).toBe('private, no-store');
      // A cookie that names no language changes nothing in an API answer: still a hit.
      expect(count, JSON.stringify(headers)).toBe('Origin' in headers || 'Authorization' in headers ? 1 : 0);
    }
    const chai = () => bodyOf<Paged<Product>>(after.result).items.find((p) => p.id === ids.chai)?.sizeAndPrice;
    let after = await koaCount(() => get(MENU));
    expect([after.count, chai()]).toEqual([0, 'M / 4']);
    const write = await koaCount(() => multipart(admin().put(`/api/v1/admin/Products/${ids.chai}`), { SizeAndPrice: 'M / 4.5' }));
    ok(write.result);
    expect(write.count).toBe(1);
    after = await koaCount(() => get(MENU));
    expect([after.count, chai()]).toEqual([1, 'M / 4.5']);
    after = await koaCount(() => get(MENU));
    expect([after.count, chai()]).toEqual([0, 'M / 4.5']);
  });
});

describe('what makes a new entry', () => {
  const entries = () => (server.strapi.get('publicCache') as { stats(): { entries: number } }).stats().entries;
  const SLIDES = '/api/v1/client/Carousels?languageId=2';

  it('not a query parameter the route does not read: the kept answer serves it', async () => {
    const kept = await get(SLIDES);
    await get(SLIDES);
    const before = entries();
    for (const junk of ['utm_source=mail', '_=1700000000', 'foo=bar&baz', 'languageid=1', 'productId=5']) {
      const { res, queries } = await measured(`${SLIDES}&${junk}`);
      expect(queries, junk).toEqual([]);
      expect(res.body.equals(kept.body), junk).toBe(true);
    }
    for (let i = 0; i < 100; i += 1) await get(`${SLIDES}&nonce=${i}`);
    expect(entries()).toBe(before);
  });

  it('not Accept-Language: a 200 does not depend on it', async () => {
    const path = '/api/v1/client/ContactSources';
    await get(path);
    await get(path);
    const before = entries();
    for (const language of ['ru', 'en', 'de-CH, de;q=0.9, *;q=0.5', '*', 'x'.repeat(200)]) {
      expect((await measured(path, { 'Accept-Language': language })).queries, language).toEqual([]);
    }
    for (let i = 0; i < 100; i += 1) await get(path, { 'Accept-Language': `xx-${i}` });
    expect(entries()).toBe(before);
  });

  it('nothing, for a parameter name the query parser could rewrite: answered as it reads it, not kept', async () => {
    const plainly = '/api/v1/client/Products?isPaginated=false&languageId=1';
    const named = bodyOf(await get(plainly));
    await get(plainly);
    const before = entries();
    for (const path of [
      '/api/v1/client/Products?isPaginated=false&language%49d=1',
      '/api/v1/client/Products?isPaginated=false&languageId%5B%5D=1',
    ]) {
      const res = await get(path);
      if (res.status === 200) {
        expect(bodyOf(res), path).toEqual(named);
        expect((await measured(path)).queries.length, path).toBeGreaterThan(0);
      } else expect(res.status, path).toBe(400);
    }
    expect(entries()).toBe(before);
  });

  it('has a bounded size: past it, the least recently used answer goes', async () => {
    const page = (n: number) => `/api/v1/client/Products?isPaginated=true&pageSize=1&pageNumber=${n}&languageId=1`;
    for (let n = 1; n <= MAX_ENTRIES + 10; n += 1) expect((await get(page(n))).status).toBe(200);
    expect(entries()).toBe(MAX_ENTRIES);
    expect((await measured(page(MAX_ENTRIES + 10))).queries).toEqual([]);
    expect((await measured(page(1))).queries.length).toBeGreaterThan(0);
  });
});

describe('the next read after a write', () => {
  const products = () => '/api/v1/client/Products?isPaginated=false&languageId=1';
  const productIn = (list: Paged<Product>, id: number) => list.items.find((p) => p.id === id);

  it('shows a product price edit', async () => {
    expect(productIn(await cached(products()), ids.latte)?.sizeAndPrice).toBe('M / 6');
    ok(await multipart(admin().put(`/api/v1/admin/Products/${ids.latte}`), { SizeAndPrice: 'M / 6.5' }));
    expect(productIn(await fresh(products()), ids.latte)?.sizeAndPrice).toBe('M / 6.5');
  });

  it('hides a deleted product, its reviews with it, and shows it again once reverted', async () => {
    const reviews = `/api/v1/client/Reviews?productId=${ids.chai}&languageId=1`;
    expect(productIn(await cached(products()), ids.chai)).toBeDefined();
    await cached(reviews);
    ok(await admin().delete(`/api/v1/admin/Products/${ids.chai}`));
    expect(productIn(await fresh(products()), ids.chai)).toBeUndefined();
    expect((await get(reviews)).status).toBe(404);
    ok(await admin().put(`/api/v1/admin/Products/revert/${ids.chai}`));
    expect(productIn(await fresh(products()), ids.chai)).toBeDefined();
    expect((await get(reviews)).status).toBe(200);
  });

  it('shows a category change in the tree and in the menu', async () => {
    const categories = '/api/v1/client/Categories?languageId=1';
    const names = (tree: Paged<Category>) => tree.items.map((c) => c.categoryDictionaries[0].name);
    expect(names(await cached(categories))).toContain('Tea');
    const renamed = [
      { name: 'Herbal tea', languageId: 1 },
      { name: 'Bitki çayı', languageId: 2 },
      { name: 'Травяной чай', languageId: 3 },
    ];
    ok(await admin().put(`/api/v1/admin/Categories/${ids.tea}`).send({ categoryDictionaries: renamed }));
    expect(names(await fresh(categories))).toContain('Herbal tea');

    await cached(products());
    ok(await admin().delete(`/api/v1/admin/Categories/${ids.tea}`));
    expect(productIn(await fresh(products()), ids.chai)).toBeUndefined();
    expect(names(await fresh(categories))).not.toContain('Herbal tea');
    ok(await admin().put(`/api/v1/admin/Categories/revert/${ids.tea}`));
    expect(productIn(await fresh(products()), ids.chai)).toBeDefined();
  });

  it('shows a new slide and hides a deleted one', async () => {
    await showsNewAndHidesDeleted('/api/v1/client/Carousels?languageId=1', ids.slide, `/api/v1/admin/Carousels/${ids.slide}`, async () =>
      multipart(
        admin().post('/api/v1/admin/Carousels'),
        { Order: 2, ...dictionaryFields('CarouselDictionaries', 'Content', ['New', 'Yeni', 'Новое']) },
        { ImageFile: await image('png') },
      ),
    );
  });

  it('shows a branch rename', async () => {
    const branches = '/api/v1/client/Branches?languageId=3';
    const names = (list: Paged<Branch>) => list.items.flatMap((b) => b.branchDictionaries.map((d) => d.name));
    expect(names(await cached(branches))).toContain('Ичеришехер');
    ok(
      await multipart(
        admin().put(`/api/v1/admin/Branches/${ids.branch}`),
        dictionaryFields('BranchDictionaries', 'Name', ['Centre', 'Mərkəz', 'Центр']),
      ),
    );
    expect(names(await fresh(branches))).toEqual(['Centre', 'Mərkəz', 'Центр']);
  });

  it('shows a home product price edit', async () => {
    const home = '/api/v1/client/HomeProducts?pageNumber=1&pageSize=4&isPaginated=true&languageId=2';
    const price = (list: Paged<HomeProduct>) => list.items.find((p) => p.id === ids.home)?.price;
    expect(price(await cached(home))).toBe(5);
    ok(await multipart(admin().put(`/api/v1/admin/HomeProducts/${ids.home}`), { Price: '5.75' }));
    expect(price(await fresh(home))).toBe(5.75);
  });

  it('shows a new contact source and hides a deleted one', async () => {
    const sources = '/api/v1/client/ContactSources?languageId=2';
    await showsNewAndHidesDeleted(sources, ids.instagram, `/api/v1/admin/ContactSources/${ids.instagram}`, () =>
      admin()
        .post('/api/v1/admin/ContactSources')
        .send({
          contactSourceDictionaries: [
            { name: 'Friends', languageId: 1 },
            { name: 'Dostlar', languageId: 2 },
            { name: 'Друзья', languageId: 3 },
          ],
        }),
    );
  });

  it('shows review moderation: confirmed ones appear, rejected and deleted ones go, pending ones never show', async () => {
    const reviews = `/api/v1/client/Reviews?productId=${ids.latte}&isPaginated=false&languageId=2`;
    const names = (list: Paged<Review>) => list.items.map((r) => r.name);
    expect(names(await cached(reviews))).toEqual(['Aysel']);

    // A visitor's review waits for moderation: the kept answer stays right, and stays kept.
    const posted = await server.api().post(`/api/v1/client/Reviews?productId=${ids.latte}&languageId=2`).send({
      name: 'Visitor',
      email: 'visitor@example.az',
      feedback: 'Çox dadlı!',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(names(await cached(reviews))).toEqual(['Aysel']);

    const moderate = (action: string, id: number) =>
      action === 'Remove'
        ? admin().delete(`/api/v1/admin/Reviews/Remove/Remove/${id}`)
        : admin().patch(`/api/v1/admin/Reviews/${action}/${action}/${id}`);
    ok(await moderate('Confirm', posted.body.id));
    expect(names(await fresh(reviews))).toEqual(['Visitor', 'Aysel']);
    await cached(reviews);
    ok(await moderate('Reject', posted.body.id));
    expect(names(await fresh(reviews))).toEqual(['Aysel']);
    await cached(reviews);
    ok(await moderate('Remove', ids.confirmed));
    expect(names(await fresh(reviews))).toEqual([]);
    expect(names(await fresh(reviews))).not.toContain('Pending');
  });

  it('shows a write made elsewhere than the back office API (the Strapi panel’s document service)', async () => {
    const product = await server.strapi.db.query('api::product.product').findOne({ where: { id: ids.latte }, select: ['documentId'] });
    expect(productIn(await cached(products()), ids.latte)?.woltLink).toBeNull();
    await server.strapi
      .documents('api::product.product')
      .update({ documentId: product.documentId, locale: 'az', data: { woltLink: 'https://wolt.com/az/latte' } as never });
    expect(productIn(await fresh(products()), ids.latte)?.woltLink).toBe('https://wolt.com/az/latte');
  });

  it('keeps the answers when a write is about something no public answer shows', async () => {
    await cached(MENU);
    const survey = await server
      .api()
      .post('/api/v1/client/Surveys?languageId=2')
      .send({
        Gender: true,
        Age: 1,
        QualityPoint: 4,
        ContactSourceId: (await fresh<Paged<ContactSource>>('/api/v1/client/ContactSources')).items[0].id,
        Statisfactions: [{ StatisfactionDictionaries: [{ Key: 'Drinks', Value: 2, LanguageId: 2 }] }],
      });
    expect(survey.status, JSON.stringify(survey.body)).toBe(201);
    expect((await measured(MENU)).queries).toEqual([]);
  });
});
