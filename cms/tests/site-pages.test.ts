import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, removeAllUploads, type Admin } from './support/content';
import { administrator } from './support/admin';
import { make, tri, uploadTestImage } from './support/fixtures';
import { lasting, listening, rawRequest, type RawResponse } from './support/http';
import { requestQueries } from './support/queries';
import { startServer, type TestServer } from './support/strapi';

/**
 * The site's pages as the server answers them (docs/architecture.md, "Rendering a page"): rendered
 * by the site's own renderer (web/dist-server) inside this Strapi, in the request's language, with
 * the content of the database, kept by the public read cache and renewed by every content write.
 */

const require = createRequire(import.meta.url);
const PUBLIC_URL = 'https://qahve.example';
let server: TestServer;
let admin: Admin;
let base: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL });
  base = await listening(server.strapi.server.httpServer);
  admin = await administrator(server);
  const picture = await uploadTestImage(server.strapi, server.tmp, 400);
  ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.latte = await make.product(tri('Latte', 'Latte südlü', 'Латте'), ids.coffee, { isMenuItem: true, sizeAndPrice: 'M / 6' });
  ids.shop = await make.category(tri('Products', 'Məhsullar', 'Товары'));
  ids.beans = await make.category(tri('Coffee beans', 'Qəhvə dənələri', 'Кофе в зёрнах'), { parentId: ids.shop });
  ids.bag = await make.product(tri('Ethiopia bag', 'Efiopiya paketi', 'Пакет Эфиопия'), ids.beans, { sizeAndPrice: '250 g / 24' });
  ids.slide = await make.carousel(tri('Roasted today', 'Bu gün qovrulub', 'Обжарено сегодня'), { image: picture.id });
  ids.branch = await make.branch(tri('Old City', 'İçərişəhər', 'Ичеришехер'), { images: [picture.id] });
  ids.seaside = await make.branch(tri('Seaside', 'Dənizkənarı', 'Приморский'), { images: [picture.id] });
  ids.closed = await make.branch(tri('Closed', 'Bağlı', 'Закрыт'), { images: [picture.id], isDeleted: true });
  ids.home = await make.homeProduct(tri('Cappuccino', 'Kapuçino', 'Капучино'), { price: 5 });
  ids.source = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
});

afterAll(async () => {
  if (!server) return;
  await removeAllUploads(server);
  await server.stop();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(base, path, { method, headers: { Accept: '*/*', ...headers } });
const text = (res: RawResponse) => (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8');
const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);

/** What a crawler reads of a page: `<html lang>`, title, canonical, h1 and the text of the page. */
function read(html: string) {
  const one = (re: RegExp) => re.exec(html)?.[1];
  return {
    lang: one(/<html lang="([^"]+)">/),
    title: one(/<title>([^<]*)<\/title>/),
    // As written in the attribute: `&` escaped (a catalogue page's query).
    canonical: one(/<link rel="canonical" href="([^"]+)"/)?.replace(/&amp;/g, '&'),
    h1: one(/<h1[^>]*>([^<]*)<\/h1>/),
    /** What the page shows (the data handed to the browser aside). */
    body: html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')),
  };
}

/** A read and the SQL it cost (none: answered from the cache). */
async function measured(path: string, headers: Record<string, string> = {}) {
  const { result, queries } = await requestQueries(server.strapi, () => get(path, headers));
  return { res: result, queries: queries.filter((sql) => !sql.includes('qahve_public_cache_version')) };
}

describe('a page for any client', () => {
  it.each([
    ['/', 'Bakıda yavaş dəmlənən qəhvə', ['Kapuçino', 'class="hero__image" src="/uploads/']],
    ['/menu', 'Menyu', ['Qəhvə', 'Latte südlü', '6']],
    ['/about', 'Fəlsəfəmiz', []],
    ['/interior', 'İnteryer', ['İçərişəhər']],
    ['/location', 'Məkan', ['8:00 - 23:00', 'href="tel:', 'href="mailto:']],
    ['/career', 'Bizimlə işləmək üçün müraciət edin!', ['<form', 'type="file"']],
    ['/survey', 'Müştəri sorğusu', ['<form', 'İnstaqram']],
    ['/product', 'Məhsullar', ['Efiopiya paketi', 'Qəhvə dənələri']],
    ['/thanks', 'Təşəkkür edirik!', []],
  ])('%s answers 200 HTML with its content, whatever the Accept header and user agent', async (path, h1, content) => {
    for (const headers of [
      {},
      { Accept: 'text/html' },
      { Accept: 'application/json' },
      { 'User-Agent': 'TelegramBot (like TwitterBot)' },
      { 'User-Agent': 'facebookexternalhit/1.1' },
    ] as Array<Record<string, string>>) {
      const res = await get(path, headers);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = read(text(res));
      expect(page.h1).toBe(h1);
      expect(page.lang).toBe('az');
      for (const piece of content) expect(page.body, piece).toContain(piece);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/menu');
    const head = await get('/menu', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(lasting(head.headers)).toEqual(lasting(got.headers));
  });

  it('answers / with the home page for every client: no redirect', async () => {
    for (const accept of ['application/json', '*/*']) {
      const res = await get('/', { Accept: accept });
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('answers 404 with the not-found page for an unknown path, and for a deleted or unknown branch', async () => {
    for (const path of ['/no-such-page', '/menu/extra', `/interior/${ids.closed}`, '/interior/999999', '/interior/abc']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(read(text(res)).h1, path).toBe('Səhifə tapılmadı');
    }
    expect((await get(`/interior/${ids.branch}`)).status).toBe(200);
  });

  it('preloads the largest picture from the head, and keeps the markup of the page clean of hints', async () => {
    const html = text(await get('/interior'));
    const headEnd = html.indexOf('</head>');
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)];
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.every((m) => m.index! < headEnd)).toBe(true);
    expect(preloads.some((m) => /fetchPriority="high"/i.test(m[0]) && /\/uploads\//.test(m[0]))).toBe(true);
    expect(read(html).body.startsWith('<div id="root"><a href="#main"')).toBe(true);
  });

  it('hands the data over as a JSON data block, with no inline script, under the same CSP', async () => {
    const res = await get('/menu');
    const html = text(res);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    // The entry (by src), the data block and the menu's JSON-LD: nothing inline that runs.
    expect(
      scripts.every((attrs) => /src="\/assets\//.test(attrs) || /type="application\/(json|ld\+json)"/.test(attrs)),
      scripts.join('\n'),
    ).toBe(true);
    expect(html).not.toMatch(/ on[a-z]+="/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    const data = JSON.parse(/<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(html)![1]);
    expect(data).toMatchObject({ locale: 'az', origin: PUBLIC_URL });
    expect(data.loaderData.menu.products.data.items.map((p: { id: number }) => p.id)).toEqual([ids.latte]);
  });
});

describe('the language', () => {
  const lang = async (path: string, cookie?: string) => {
    const res = await get(path, cookie ? { Cookie: cookie } : {});
    return { res, page: read(text(res)) };
  };

  it('is ?lang, else the languageId cookie, else Azerbaijani, in <html lang> and every word of the page', async () => {
    expect((await lang('/menu')).page).toMatchObject({ lang: 'az', h1: 'Menyu', title: 'Menyu | Qahve Evi' });
    expect((await lang('/menu', 'theme=dark; languageId=3')).page).toMatchObject({ lang: 'ru', h1: 'Меню' });
    expect((await lang('/menu?lang=en', 'languageId=3')).page).toMatchObject({ lang: 'en', h1: 'Menu', title: 'Menu | Qahve Evi' });
    expect((await lang('/menu?lang=xx', 'languageId=1')).page.lang).toBe('en');
    expect((await lang('/menu', 'languageId=9')).page.lang).toBe('az');
    const russian = (await lang('/menu', 'languageId=3')).page.body;
    expect(russian).toContain('Латте');
    expect(russian).not.toContain('Latte südlü');
    expect(russian).toContain('Все права защищены 2024');
  });

  it('is kept per language: one language’s page is never another’s', async () => {
    for (const round of [1, 2]) {
      for (const [cookie, h1] of [
        ['languageId=1', 'Menu'],
        ['languageId=3', 'Меню'],
        ['', 'Menyu'],
        ['languageId=2; x=1', 'Menyu'],
      ]) {
        const { res, queries } = await measured('/menu', cookie ? { Cookie: cookie } : {});
        expect(read(text(res)).h1, `${cookie} round ${round}`).toBe(h1);
        if (round === 2) expect(queries, `${cookie} is kept`).toEqual([]);
      }
    }
  });

  it('varies with the cookie unless the address names it, and says which it is', async () => {
    const byCookie = await get('/about', { Cookie: 'languageId=1' });
    expect(byCookie.headers.vary).toMatch(/Cookie/);
    expect(byCookie.headers['content-language']).toBe('en');
    const byAddress = await get('/about?lang=ru', { Cookie: 'languageId=1' });
    expect(byAddress.headers.vary ?? '').not.toMatch(/Cookie/);
    expect(byAddress.headers['content-language']).toBe('ru');
  });
});

describe('the public read cache', () => {
  it('keeps a page: the next read is the same bytes and headers, with no query', async () => {
    for (const headers of [{ 'Accept-Encoding': 'gzip' }, {}] as Array<Record<string, string>>) {
      await get('/product', headers);
      const miss = await get('/product', headers);
      const hit = await measured('/product', headers);
      expect(hit.queries).toEqual([]);
      expect(hit.res.body.equals(miss.body)).toBe(true);
      expect(lasting(hit.res.headers)).toEqual(lasting(miss.headers));
    }
    const zipped = await get('/product', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect((await get('/product', { 'If-None-Match': zipped.headers.etag! })).status).toBe(304);
  });

  it('makes no entry for an address the page is not kept at: other query parameters, another ?lang', async () => {
    const entries = () => (server.strapi.get('publicCache') as { stats(): { entries: number } }).stats().entries;
    await get('/about?lang=en');
    const before = entries();
    expect((await measured('/about?lang=en')).queries).toEqual([]);
    for (let i = 0; i < 20; i += 1) {
      for (const path of [`/about?utm_source=n${i}`, `/about?lang=en&x=${i}`, `/about?lang=x${i}`])
        expect((await get(path)).status, path).toBe(200);
    }
    expect(entries()).toBe(before);
    // Still the page, in the language it names (or the cookie's).
    expect(read(text(await get('/about?utm_source=mail', { Cookie: 'languageId=3' }))).lang).toBe('ru');
  });

  it('keeps no error and no not-found page', async () => {
    await get('/no-such-page');
    expect((await measured('/no-such-page')).res.status).toBe(404);
  });

  it('shows an edit in the console on the next load, in every language', async () => {
    const price = async (cookie: string) => text(await get('/menu', { Cookie: cookie }));
    for (const cookie of ['languageId=1', 'languageId=2', 'languageId=3']) expect(await price(cookie)).not.toContain('7,25');
    ok(await multipart(admin().put(`/api/v1/admin/Products/${ids.latte}`), { SizeAndPrice: 'M / 7.25' }));
    expect(await price('languageId=1')).toContain('7.25');
    expect(await price('languageId=2')).toContain('7,25');
    expect(await price('languageId=3')).toContain('7,25');
  });

  it('gives each branch a link, a title and a canonical of its own; the first branch’s page is /interior', async () => {
    const first = read(text(await get(`/interior/${ids.branch}?lang=en`)));
    expect(first.canonical).toBe(`${PUBLIC_URL}/interior?lang=en`);
    const html = text(await get('/interior?lang=en'));
    expect(html).toContain(`href="/interior/${ids.seaside}?lang=en"`);
    expect(html).toContain('href="/interior?lang=en"');
    const seaside = text(await get(`/interior/${ids.seaside}?lang=en`));
    expect(read(seaside).canonical).toBe(`${PUBLIC_URL}/interior/${ids.seaside}?lang=en`);
    expect(seaside).toContain('<title>Seaside: interior | Qahve Evi</title>');
    expect(html).toContain('<title>Interior | Qahve Evi</title>');
  });

  it('shows a new branch and hides a deleted one', async () => {
    expect(text(await get('/interior'))).toContain('İçərişəhər');
    ok(await admin().delete(`/api/v1/admin/Branches/${ids.branch}`));
    const after = await get('/interior');
    expect(text(after)).not.toContain('İçərişəhər');
    expect((await get(`/interior/${ids.branch}`)).status).toBe(404);
    ok(await admin().put(`/api/v1/admin/Branches/revert/${ids.branch}`));
    expect(text(await get('/interior'))).toContain('İçərişəhər');
  });
});

describe('meta in the HTML', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it('names the page with absolute addresses of PUBLIC_URL, whatever the Host header', async () => {
    const html = head(text(await get('/About?lang=en', { Host: 'evil.example' })));
    expect(read(html).canonical).toBe(`${PUBLIC_URL}/about?lang=en`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', `${PUBLIC_URL}/about?lang=en`],
      ['az', `${PUBLIC_URL}/about`],
      ['ru', `${PUBLIC_URL}/about?lang=ru`],
      ['x-default', `${PUBLIC_URL}/about`],
    ]);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/about?lang=en`);
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['az_AZ', 'ru_RU']);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og-image.jpg`);
    expect(Number(meta(html, 'og:image:width'))).toBeGreaterThanOrEqual(1200);
    expect(Number(meta(html, 'og:image:height'))).toBeGreaterThanOrEqual(630);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('evil.example');
  });

  it('serves the sharing picture the pages name, at the size they give', async () => {
    const html = head(text(await get('/')));
    const picture = await get(new URL(meta(html, 'og:image')!).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe(meta(html, 'og:image:type'));
    const { width, height } = await require('sharp')(picture.body).metadata();
    expect([width, height]).toEqual([Number(meta(html, 'og:image:width')), Number(meta(html, 'og:image:height'))]);
    expect([width, height]).toEqual([1200, 630]);
  });

  it('gives every page and language its own title and description', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/menu', '/about', '/interior', '/location', '/career', '/survey', '/product']) {
      for (const lang of ['en', 'az', 'ru']) {
        const html = head(text(await get(`${path}?lang=${lang}`)));
        const title = read(html).title!;
        const description = meta(html, 'description')!;
        expect(meta(html, 'og:title')).toBe(title);
        expect(meta(html, 'og:description')).toBe(description);
        for (const value of [title, description]) {
          expect(seen.has(value), `${path} ${lang}: ${value}`).toBe(false);
          seen.add(value);
        }
      }
    }
  });

  it('describes the coffee house on /location and the menu on /menu (JSON-LD)', async () => {
    const ld = (html: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]);
    const shop = ld(text(await get('/location?lang=en')));
    expect(shop).toMatchObject({ '@type': 'CafeOrCoffeeShop', telephone: expect.stringMatching(/^\+994/) });
    expect(shop.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'AZ' });
    expect(shop.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(shop.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '23:00' });
    const menu = ld(text(await get('/menu?lang=en')));
    expect(menu).toMatchObject({ '@type': 'Menu', hasMenuSection: [{ '@type': 'MenuSection', name: 'Coffee' }] });
  });

  it('lists every page in every language in /sitemap.xml, each answering 200 with a canonical equal to itself', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locations = [...text(sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    // The eight pages, the page of each branch but the first (whose page is /interior), and the
    // catalogue's one tab (its single product makes one page of it).
    expect(locations).toHaveLength(10 * 3);
    expect(locations).toContain(`${PUBLIC_URL}/interior/${ids.seaside}?lang=ru`);
    expect(locations).toContain(`${PUBLIC_URL}/product?category=${ids.beans}&lang=en`);
    expect(locations.some((l) => l.includes(`/interior/${ids.branch}`) || l.includes(`/interior/${ids.closed}`))).toBe(false);
    for (const location of locations) {
      expect(location.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      const res = await get(location.slice(PUBLIC_URL.length));
      expect(res.status, location).toBe(200);
      expect(read(text(res)).canonical, location).toBe(location);
    }
    expect(text(await get('/robots.txt'))).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
