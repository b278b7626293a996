import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, type Admin } from './support/content';
import { administrator } from './support/admin';
import { make, tri } from './support/fixtures';
import { listening, rawRequest } from './support/http';
import { purgeEndpoint } from './support/purge-endpoint';
import { requestQueries } from './support/queries';
import { appModule, startServer, type TestServer } from './support/strapi';

/**
 * The shared cache in front (docs/caching.md, "Shared caches"): every public answer tagged in the
 * configured header with a long shared age; every write of shown content, through any door, purges
 * its tag from an outbox row written in the write's own transaction, once, with retries; personal
 * answers private. The CDN is a local HTTP endpoint that records the calls.
 */

type PurgeModule = typeof import('../src/lib/public-cache/purge');

let server: TestServer;
let admin: Admin;
let cdn: Awaited<ReturnType<typeof purgeEndpoint>>;
const ids: Record<string, number> = {};
const OUTBOX = 'qahve_cache_purges';

const outboxRows = async () =>
  Number(((await server.strapi.db.connection(OUTBOX).count({ n: '*' })) as Array<{ n: number | string }>)[0].n);
const purgedAfter = (since: number, tag: string) =>
  cdn.until((call) => call.at >= since && call.headers.authorization === 'Bearer test-token' && cdn.tagsOf(call).includes(tag));

beforeAll(async () => {
  cdn = await purgeEndpoint();
  server = await startServer({
    CACHE_PURGE: 'cdn',
    CDN_PURGE_URL: cdn.url,
    CDN_PURGE_TOKEN: 'test-token',
    CACHE_TAG_HEADER: 'Cache-Tag',
    CACHE_PURGE_INTERVAL_MS: '200',
  });
  admin = await administrator(server);
  ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), ids.coffee, { isMenuItem: true, sizeAndPrice: 'M / 6' });
  ids.branch = await make.branch(tri('Old City', 'İçərişəhər', 'Ичеришехер'));
  // The seeding writes above are purged too; start from an empty outbox.
  await vi.waitFor(async () => expect(await outboxRows()).toBe(0), { timeout: 10_000, interval: 50 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await cdn?.close();
});

describe('tags and shared ages', () => {
  it('tags every public read in the configured header, for a day in shared caches and a day more if the origin fails', async () => {
    const res = await server.api().get(`/api/v1/client/Products?categoryId=${ids.coffee}&isPaginated=false`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=86400, stale-while-revalidate=30, stale-if-error=86400');
    // Cache-Tag separates with commas; the category the query names is there too.
    expect(res.headers['cache-tag'].split(',').sort()).toEqual(['categories', `category-${ids.coffee}`, 'media', 'products', 'site']);
    // The same headers on a hit (answered in front of Koa).
    const again = await server.api().get(`/api/v1/client/Products?categoryId=${ids.coffee}&isPaginated=false`);
    expect(again.headers['cache-tag']).toBe(res.headers['cache-tag']);
    expect(again.headers['cache-control']).toBe(res.headers['cache-control']);
    const branches = await server.api().get('/api/v1/client/Branches');
    expect(branches.headers['cache-tag'].split(',').sort()).toEqual(['branches', 'media', 'site']);
  });

  it('marks personal answers private and unstorable: the console API, forms, tokens, the console', async () => {
    const list = await admin().get('/api/v1/admin/Products');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const refused = await server.api().get('/api/v1/admin/Products');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const login = await server.api().post('/api/v1/admin/Identity/Login').send({ email: 'nobody@example.az', password: 'wrong-password' });
    expect(login.headers['cache-control']).toBe('private, no-store');
    const survey = await server.api().post('/api/v1/client/Surveys').send({});
    expect(survey.status).toBe(400);
    expect(survey.headers['cache-control']).toBe('private, no-store');
    const panel = await server.api().get('/cms');
    expect(panel.headers['cache-control']).toBe('private, no-store');
  });
});

describe('purge by tag on every write', () => {
  it("purges the written content's tag after a console write, and empties the outbox", async () => {
    const since = Date.now();
    const res = await multipart(admin().put(`/api/v1/admin/Products/${ids.latte}`), { SizeAndPrice: 'M / 7' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const call = await purgedAfter(since, 'products');
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/json');
    // Well within the 2 s a write may take to show through the cache.
    expect(call.at - since).toBeLessThan(2000);
    await vi.waitFor(async () => expect(await outboxRows()).toBe(0), { timeout: 5000, interval: 50 });
  });

  it("purges after a write through the Document Service (the Strapi panel's door) too", async () => {
    const row = await server.strapi.db.query('api::branch.branch').findOne({ where: { id: ids.branch } });
    const since = Date.now();
    await server.strapi
      .documents('api::branch.branch')
      .update({ documentId: row.documentId, locale: row.locale, data: { name: 'Köhnə Şəhər' } as never });
    await purgedAfter(since, 'branches');
  });

  it("writes the purge in the write's own transaction: a rolled-back write leaves none", async () => {
    await vi.waitFor(async () => expect(await outboxRows()).toBe(0), { timeout: 5000, interval: 50 });
    const row = await server.strapi.db.query('api::category.category').findOne({ where: { id: ids.coffee } });
    let inside = -1;
    await expect(
      server.strapi.db.transaction(async ({ trx }) => {
        await server.strapi
          .documents('api::category.category')
          .update({ documentId: row.documentId, locale: row.locale, data: { name: 'Rolled back' } as never });
        inside = Number(((await trx(OUTBOX).count({ n: '*' })) as Array<{ n: number | string }>)[0].n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toBe(1);
    expect(await outboxRows()).toBe(0);
  });

  it('retries a purge the CDN refused until it is confirmed', async () => {
    cdn.state.failures = 2;
    const since = Date.now();
    const res = await multipart(admin().put(`/api/v1/admin/Products/${ids.latte}`), { SizeAndPrice: 'M / 8' });
    expect(res.status).toBe(200);
    await cdn.until((call) => call.at >= since && call.ok && cdn.tagsOf(call).includes('products'), 15_000);
    const attempts = cdn.calls.filter((call) => call.at >= since && cdn.tagsOf(call).includes('products'));
    expect(attempts.map((call) => call.ok)).toEqual([false, false, true]);
    await vi.waitFor(async () => expect(await outboxRows()).toBe(0), { timeout: 5000, interval: 50 });
  });

  it('purges each recorded row once, however many processes work the outbox at once', async () => {
    const { PurgeWorker, cdnAdapter } = appModule<PurgeModule>('lib/public-cache/purge');
    const now = Date.now();
    const tags = Array.from({ length: 60 }, (_, i) => `claim-${i}`);
    await server.strapi.db
      .connection(OUTBOX)
      .insert(tags.map((tag) => ({ tags: tag, attempts: 0, next_attempt_at: now, created_at: now })));
    const since = Date.now();
    const workers = Array.from({ length: 4 }, () => new PurgeWorker(server.strapi, cdnAdapter(cdn.url, 'test-token', 1000)));
    // Four workers at once, with this process's own worker running as well.
    await Promise.all(workers.map((worker) => worker.work()));
    await vi.waitFor(async () => expect(await outboxRows()).toBe(0), { timeout: 5000, interval: 50 });
    const purged = cdn.calls
      .filter((call) => call.at >= since)
      .flatMap((call) => cdn.tagsOf(call))
      .filter((tag) => tag.startsWith('claim-'));
    expect(purged.sort()).toEqual([...tags].sort());
  });
});

describe('pages rendered ahead of their first visitor after a write', () => {
  it('renders the recently kept pages again (on by default with a purge), so that their next visitor gets the change from the cache', async () => {
    const base = await listening(server.strapi.server.httpServer);
    const views = ['/menu', '/menu?lang=en', '/menu?lang=ru'];
    for (const view of views) expect((await rawRequest(base, view)).status, view).toBe(200);
    // The panel's door: a change of the Azerbaijani name, which the az menu shows.
    const row = await server.strapi.db.query('api::product.product').findOne({ where: { id: ids.latte } });
    await server.strapi
      .documents('api::product.product')
      .update({ documentId: row.documentId, locale: 'az', data: { name: 'Latte Təzə' } as never });
    await server.strapi.get('publicCache').warmed();

    const { result, queries } = await requestQueries(server.strapi, () => Promise.all(views.map((view) => rawRequest(base, view))));
    // Answered in front of Koa from answers built after the write: no visitor waited for a render.
    expect(queries).toEqual([]);
    expect(result.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(result[0].body.toString('utf8')).toContain('Latte Təzə');
    // A page nobody asked for since the last change is not rendered ahead: its first visitor builds it.
    const { queries: catalogue } = await requestQueries(server.strapi, () => rawRequest(base, '/product'));
    expect(catalogue.length).toBeGreaterThan(0);
  });
});
