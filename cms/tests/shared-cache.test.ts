import http from 'node:http';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminTokens } from './support/admin';
import { multipart } from './support/content';
import { make, tri } from './support/fixtures';
import { listening } from './support/http';
import { startAppProcess, type AppProcess } from './support/process';
import { startServer, type TestServer } from './support/strapi';
import { startVarnish, type Varnish } from './support/varnish';
import { freePort } from '../../scripts/lib/process-env.mjs';

/**
 * A real Varnish (deploy/varnish/default.vcl, vmod xkey) in front of two application processes on
 * one database (docs/deploying.md): writes purge it by tag through either process, it takes nearly
 * all the traffic of a visitor's mix, serves what it holds while both processes are down, and never
 * keeps anything personal.
 */

/** For the outage: a shared age the outage outlasts, so that what is served then is served stale. */
const SHORT_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400';
const OUTAGE_MS = Number(process.env.SHARED_CACHE_OUTAGE_MS) || 60_000;
const LANGUAGES = ['en', 'az', 'ru'] as const;

let server: TestServer;
let second: AppProcess;
let varnish: Varnish;
let env: Record<string, string>;
const origins: string[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const through = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${path}`, { headers, redirect: 'manual' });
const backendRequests = async () => (await varnish.counters())['MAIN.backend_req'];

beforeAll(async () => {
  const varnishPort = await freePort();
  // One public address for both (the pages name it), as behind a cache in production.
  env = { CACHE_PURGE: 'varnish', VARNISH_PURGE_URLS: `http://127.0.0.1:${varnishPort}`, PUBLIC_URL: `http://127.0.0.1:${varnishPort}` };
  server = await startServer(env);
  origins.push(await listening(server.strapi.server.httpServer));
  second = await startAppProcess(env);
  origins.push(second.url);
  varnish = await startVarnish(origins, varnishPort);
  ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.tea = await make.category(tri('Tea', 'Çay', 'Чай'));
  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), ids.coffee, { isMenuItem: true, sizeAndPrice: 'M / 6' });
  for (let i = 1; i <= 8; i += 1)
    await make.product(tri(`Bean ${i}`, `Dən ${i}`, `Зерно ${i}`), i % 2 ? ids.coffee : ids.tea, { isMenuItem: true, order: i + 1 });
  ids.branch = await make.branch(tri('Old City', 'İçərişəhər', 'Ичеришехер'));
  await make.homeProduct(tri('Cappuccino', 'Kapuçino', 'Капучино'));
  await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
  await make.review(server.strapi, ids.latte, { name: 'Aysel' });
  // The purges of the writes above are done before the tests cache anything.
  const outbox = () => server.strapi.db.connection('qahve_cache_purges').count({ n: '*' }) as Promise<Array<{ n: number | string }>>;
  await vi.waitFor(async () => expect(Number((await outbox())[0].n)).toBe(0), { timeout: 60_000, interval: 100 });
  Object.assign(tokens, await adminTokens({ first: () => supertest.agent(origins[0]), second: () => supertest.agent(origins[1]) }));
}, 300_000);

afterAll(async () => {
  await varnish?.stop();
  await second?.stop();
  await server?.stop();
});

/**
 * The menu's views in each language: its page by address and by cookie; and the menu's read, one
 * answer for every language (it carries all three), so counted in each.
 */
const MENU_VIEWS: Array<{ langs: readonly string[]; path: string; headers: Record<string, string> }> = [
  ...LANGUAGES.map((lang) => ({ langs: [lang], path: `/menu?lang=${lang}`, headers: {} })),
  ...LANGUAGES.map((lang, i) => ({ langs: [lang], path: '/menu', headers: { Cookie: `_ga=GA1.2.${i + 1}; languageId=${i + 1}` } })),
  { langs: LANGUAGES, path: '/api/v1/client/Products?isPaginated=false&languageId=2', headers: {} },
];

/** The languages every view of which shows `price` now, and whether every view does. */
const showing = async (price: string) => {
  const seen = await Promise.all(
    MENU_VIEWS.map(async ({ path, headers }) => (await (await through(path, headers)).text()).includes(price)),
  );
  const langs = LANGUAGES.filter((lang) => MENU_VIEWS.every((view, i) => seen[i] || !view.langs.includes(lang)));
  return { langs, all: seen.every(Boolean) };
};

const shows = async (price: string) => (await showing(price)).all;

const BOUNDARY = '----qahve-shared-cache';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A POST whose client keeps sending its whole body (8 MB) while it reads the answer, as node:http
 * does: the status it read, or 0 when the connection failed first (reset).
 */
function sendingPost(
  base: string,
  path: string,
  headers: Record<string, string>,
  size = 8 * 1024 * 1024,
): Promise<{ status: number; body: string; error?: string }> {
  return new Promise((resolve) => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ImageFiles"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const req = http.request(`${base}${path}`, { method: 'POST', agent: false, headers: { 'Content-Length': String(size), ...headers } });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', (error) => resolve({ status: 0, body: '', error: error.message }));
    });
    req.on('error', (error) => {
      if (!answered) resolve({ status: 0, body: '', error: error.message });
    });
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 7);
    const pump = () => {
      if (sent === 0) {
        req.write(head);
        sent = head.length;
      }
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('Varnish in front of two processes', () => {
  it('never keeps an answer with credentials, nor a personal one', async () => {
    const before = await backendRequests();
    for (let i = 0; i < 3; i += 1) {
      const list = await through('/api/v1/admin/Products', { Authorization: `Bearer ${tokens.first}` });
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
      expect(list.headers.get('x-cache')).toBe('PASS');
      // The same address without the token is refused, never the list kept from before.
      const refused = await through('/api/v1/admin/Products');
      expect(refused.status).toBe(401);
      // A public read sent with a token is passed too: nothing a token fetched is stored.
      const withToken = await through('/api/v1/client/Categories', { Authorization: `Bearer ${tokens.first}` });
      expect(withToken.headers.get('x-cache')).toBe('PASS');
      expect(withToken.headers.get('xkey')).toBeNull();
    }
    // Every one of them went to a process: 9 requests, 9 origin requests.
    expect((await backendRequests()) - before).toBe(9);
    const login = await fetch(`${varnish.url}/api/v1/admin/Identity/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@qahve.local', password: 'Qahve-admin-2024' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows a write through either process through the cache within 2 s, in every language, with no stale copy', async () => {
    const delays: Record<string, number[]> = Object.fromEntries(LANGUAGES.map((lang) => [lang, []]));
    for (let round = 1; round <= 20; round += 1) {
      const writer = round % 2 ? 'first' : 'second';
      const price = `M / 6.${round}`;
      // Every view kept before the write, and a hit: the copy the cache keeps is the last write's.
      expect(await shows(`M / 6${round === 1 ? '' : `.${round - 1}`}`), `round ${round}: before`).toBe(true);
      for (const { path, headers } of MENU_VIEWS) expect((await through(path, headers)).headers.get('x-cache'), path).toBe('HIT');
      const res = await multipart(
        supertest
          .agent(origins[writer === 'first' ? 0 : 1])
          .put(`/api/v1/admin/Products/${ids.latte}`)
          .set('Authorization', `Bearer ${tokens[writer]}`),
        { SizeAndPrice: price },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const answered = Date.now();
      const waiting = new Set<string>(LANGUAGES);
      while (waiting.size > 0) {
        const { langs } = await showing(price);
        for (const lang of langs) if (waiting.delete(lang)) delays[lang].push(Date.now() - answered);
        expect(Date.now() - answered, `round ${round}: ${[...waiting].join(', ')} still stale`).toBeLessThan(10_000);
      }
    }
    for (const lang of LANGUAGES) {
      const sorted = [...delays[lang]].sort((a, b) => a - b);
      const p99 = sorted[Math.ceil(sorted.length * 0.99) - 1];
      console.log(
        `${lang}: write visible through Varnish: median ${sorted[sorted.length >> 1]} ms, p99 ${p99} ms (all: ${sorted.join(', ')})`,
      );
      expect(sorted, lang).toHaveLength(20);
      expect(p99, lang).toBeLessThanOrEqual(2000);
    }
    // And the copies the cache keeps now are the last write's, in every language.
    expect(await shows('M / 6.20')).toBe(true);
    for (const { path, headers } of MENU_VIEWS) expect((await through(path, headers)).headers.get('x-cache'), path).toBe('HIT');
  });

  it('sends at most 20 requests per 1,000 page views of a visitor mix to the origin, writes included', async () => {
    const sitemap = await (await through('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    const paths = [...new Set([...pages.map((p) => p.replace(/\?.*$/, '')), '/menu', `/interior/${ids.branch}`])];
    expect(paths.length).toBeGreaterThan(4);
    const home = await (await through('/?lang=az')).text();
    const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    // What visitors' browsers ask for: a page in a language (by address, or by the cookie with
    // others beside it), the public reads the site's scripts make, and, for one visitor in ten (the
    // others have them already: they are immutable), the built files.
    const reads = [
      'Carousels',
      'HomeProducts',
      'Branches',
      'Categories',
      'Products?isPaginated=false',
      `Products?categoryId=${ids.coffee}`,
      'ContactSources',
      `Reviews?productId=${ids.latte}`,
    ].map((read) => `/api/v1/client/${read}${read.includes('?') ? '&' : '?'}languageId=2`);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // The cache starts empty: every answer is fetched once, and again after each write that purges it.
    await fetch(varnish.url, { method: 'PURGE', headers: { 'xkey-purge': 'site' } });
    const before = await backendRequests();
    const VIEWS = 10_000;
    const WRITE_EVERY = 2500;
    let failures = 0;
    let requests = 0;
    for (let view = 0; view < VIEWS; view += 1) {
      if (view > 0 && view % WRITE_EVERY === 0) {
        // An edit in the console while visitors browse: it goes to one process, not through the cache.
        const res = await multipart(
          supertest.agent(origins[0]).put(`/api/v1/admin/Products/${ids.latte}`).set('Authorization', `Bearer ${tokens.first}`),
          { SizeAndPrice: `L / ${view}` },
        );
        expect(res.status).toBe(200);
      }
      // Pages by popularity: the first ones (home, menu) far more often.
      const path = paths[Math.floor(paths.length * random() ** 2)];
      const language = LANGUAGES[Math.floor(random() * 3)];
      const asked: Array<[string, Record<string, string>]> = [
        random() < 0.5
          ? [path, { Cookie: `_ga=GA1.${view}; languageId=${LANGUAGES.indexOf(language) + 1}` }]
          : [`${path}?lang=${language}`, {}],
        [reads[Math.floor(random() * reads.length)], { 'Accept-Encoding': 'gzip' }],
        ...(random() < 0.1 ? assets.map((asset): [string, Record<string, string>] => [asset, { 'Accept-Encoding': 'gzip' }]) : []),
      ];
      for (const [url, headers] of asked) {
        const res = await through(url, headers);
        await res.arrayBuffer();
        requests += 1;
        if (res.status !== 200) failures += 1;
      }
    }
    const origin = (await backendRequests()) - before;
    const perThousand = (origin / VIEWS) * 1000;
    console.log(
      `origin requests per 1,000 page views: ${perThousand.toFixed(1)} (${origin} of ${requests} requests for ${VIEWS} views from an empty cache, ` +
        `${VIEWS / WRITE_EVERY - 1} product writes; ${paths.length} pages × 3 languages × address or cookie, ${reads.length} reads, ${assets.length} files)`,
    );
    expect(failures).toBe(0);
    expect(perThousand).toBeLessThanOrEqual(20);
  }, 600_000);

  it('lets early refusals (401, 413, 415) reach a client that keeps sending, through Varnish and directly', async () => {
    const refusals: Array<[string, Record<string, string>, number]> = [
      ['/api/v1/admin/Branches', { 'Content-Type': MULTIPART }, 401],
      ['/api/v1/client/Candidates', { 'Content-Type': MULTIPART }, 413],
      ['/api/v1/client/Reviews', { 'Content-Type': MULTIPART }, 415],
    ];
    for (const base of [varnish.url, origins[0], origins[1]]) {
      for (const [path, headers, status] of refusals) {
        const res = await sendingPost(base, path, headers);
        expect(res.status, `${base}${path}: ${res.error ?? res.body}`).toBe(status);
        expect(JSON.parse(res.body).message).toEqual(expect.any(String));
      }
    }
  }, 120_000);

  it(
    'serves every kept page while both processes are stopped, past their shared age',
    async () => {
      // The answers kept from now on have a shared age of 5 s (one process, restarted so), which the
      // outage outlasts twelve times.
      await new Promise<void>((resolve) => server.strapi.server.httpServer.close(() => resolve()));
      server.strapi.server.httpServer.closeAllConnections();
      await second.stop();
      second = await startAppProcess({ ...env, PUBLIC_CACHE_CONTROL: SHORT_CACHE_CONTROL });
      // A fresh, empty Varnish on the same address, in front of that one process.
      await varnish.stop();
      varnish = await startVarnish([second.url], Number(new URL(varnish.url).port));
      const views = LANGUAGES.flatMap((lang) => ['/', '/menu', '/about', `/interior/${ids.branch}`].map((path) => `${path}?lang=${lang}`));
      const kept = new Map<string, string>();
      for (const view of views) {
        const res = await through(view);
        expect(res.status, view).toBe(200);
        expect(res.headers.get('cache-control')).toBe(SHORT_CACHE_CONTROL);
        kept.set(view, await res.text());
      }
      await second.stop();
      const stopped = Date.now();
      let rounds = 0;
      while (Date.now() - stopped < OUTAGE_MS) {
        for (const view of views) {
          const res = await through(view);
          expect(res.status, `${view} after ${Date.now() - stopped} ms`).toBe(200);
          expect(await res.text()).toBe(kept.get(view));
        }
        rounds += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(rounds).toBeGreaterThan(10);
      // Not served from a process that was still there: Varnish sees none healthy.
      expect((await through('/_health')).status).toBe(503);
    },
    OUTAGE_MS + 60_000,
  );
});
