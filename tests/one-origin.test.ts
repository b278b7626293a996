import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGES } from '@qahve/config';
import htmlValidateConfig from '../.htmlvalidate.mjs';
import { startProduct, type RunningServer } from './support/server';
import { expectedMeta, parseSitemap, type Content, type SitemapEntry } from './support/sitemap';

let product: RunningServer;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(() => product?.stop());

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const json = { Accept: 'application/json' };
const get = (path: string, headers: Record<string, string> = json) => fetch(`${product.url}${path}`, { headers });

describe('npm start serves everything on one origin', () => {
  it('serves the public site at / and its deep links, each page rendered on the server with the built site’s script', async () => {
    const home = await (await get('/', html)).text();
    // The page's loader, which fetches the app (its entry first) that the page names once the page is up.
    expect(home).toMatch(/<script type="module" crossorigin[^>]* src="\/assets\/boot-[\w-]+\.js">/);
    expect(home).toMatch(/<script type="application\/json" id="site-modules">\["\/assets\/index-[\w-]+\.js"/);
    const branch = (await (await get('/api/v1/client/Branches')).json()).items[0].id;
    for (const path of ['/menu', `/interior/${branch}`, '/location']) {
      const res = await get(path, { Accept: '*/*' });
      expect(res.status, path).toBe(200);
      const page = await res.text();
      expect(page.match(/<script type="module"[^>]*>/)![0], path).toBe(home.match(/<script type="module"[^>]*>/)![0]);
      expect(page, path).not.toBe(home);
    }
    for (const script of [home.match(/src="(\/assets\/[^"]+\.js)"/)![1], home.match(/"(\/assets\/index-[\w-]+\.js)"/)![1]]) {
      const asset = await get(script, { Accept: '*/*' });
      expect(asset.status, script).toBe(200);
      expect(asset.headers.get('content-type'), script).toContain('javascript');
    }
  });

  it('serves the built console at /admin and its deep links', async () => {
    const console = await (await get('/admin', html)).text();
    expect(console).toMatch(/src="\/admin\/assets\/index-[\w-]+\.js"/);
    for (const path of ['/admin/login', '/admin/products', '/admin/career-list/1']) {
      expect(await (await get(path, html)).text(), path).toBe(console);
    }
  });

  it('serves the Strapi panel at /cms, whose own API under /admin keeps working', async () => {
    const panel = await get('/cms', html);
    expect(panel.status).toBe(200);
    const page = await panel.text();
    expect(page).toContain('/cms/');
    expect(page).not.toContain('/admin/assets/');
    const init = await (await get('/admin/init')).json();
    expect(init.data.hasAdmin).toBe(true);
  });

  it('lets the seeded super-admin sign in to the panel', async () => {
    const res = await fetch(`${product.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...json },
      body: JSON.stringify({ email: 'cms@qahve.local', password: 'Qahve-cms-2024' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.user.email).toBe('cms@qahve.local');
  });

  it('serves the seeded API and its images', async () => {
    const slides = await (await get('/api/v1/client/Carousels')).json();
    expect(slides.items.length).toBeGreaterThanOrEqual(3);
    const image = await get(slides.items[0].imageUrl, { Accept: 'image/*' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const menu = await (await get('/api/v1/client/Products?languageId=2&isPaginated=false')).json();
    expect(menu.totalItems).toBeGreaterThanOrEqual(30);
    const categories = await (await get('/api/v1/client/Categories?languageId=2')).json();
    const shop = categories.items.find((c: { categoryDictionaries: Array<{ languageId: number; name: string }> }) =>
      c.categoryDictionaries.some((d) => d.languageId === 1 && d.name === 'Products'),
    );
    expect(shop.subCategories.length).toBeGreaterThan(0);
  });
});

// The clients that crawlers and link previews use, over every address of the sitemap (each page in
// each language), as the product serves them: html-validate with the repository's rules
// (.htmlvalidate.mjs), linkinator crawling the site from / in each language, and
// open-graph-scraper reading each page's card.
describe('every page of the sitemap, in every language, passes the crawlers’ clients', () => {
  let entries: SitemapEntry[];
  const BRAND = 'Qahve Evi';
  const OG_LOCALE = { en: 'en_US', az: 'az_AZ', ru: 'ru_RU' } as const;

  beforeAll(async () => {
    const sitemap = await get('/sitemap.xml', { Accept: 'application/xml' });
    expect(sitemap.status).toBe(200);
    entries = parseSitemap(await sitemap.text());
    // Each page in the three languages: the catalogue's tabs and pages and the branches among them.
    const pages = new Set(entries.map((e) => e.page));
    expect(entries).toHaveLength(pages.size * LANGUAGES.length);
    for (const path of ['/', '/menu', '/interior', '/product', '/product?page=2', '/career', '/survey'])
      expect(pages, path).toContain(`${product.url}${path}`);
    expect([...pages].some((page) => /\/product\?category=\d+&page=2$/.test(page))).toBe(true);
    expect([...pages].some((page) => /\/interior\/\d+$/.test(page))).toBe(true);
  });

  it('validates each page’s server-rendered HTML with html-validate: no error', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
    const errors: string[] = [];
    for (const { url } of entries) {
      const res = await fetch(url, { headers: html });
      expect(res.status, url).toBe(200);
      const report = await validator.validateString(await res.text(), url);
      for (const { messages } of report.results)
        for (const m of messages) errors.push(`${url} ${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`);
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('finds no broken link crawling the site from / in each language with linkinator', async () => {
    for (const { id, code } of LANGUAGES) {
      // / in the language (the cookie a visitor's choice sets); each page's links name it.
      const result = await new LinkChecker().check({
        path: `${product.url}/`,
        recurse: true,
        concurrency: 4,
        headers: { Cookie: `${LANGUAGE_COOKIE}=${id}` },
        // The map's tiles, the social pages, mail and phone links are not this server's to answer.
        linksToSkip: async (link) => !link.startsWith(`${product.url}/`),
      });
      const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
      expect(
        broken.map((link) => `${link.status} ${link.url} (on ${link.parent})`),
        code,
      ).toEqual([]);
      const reached = new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => link.url));
      // Every page of the sitemap is reached by following links from /.
      for (const { url } of entries.filter((e) => e.language.code === code)) expect(reached, `${code}: ${url}`).toContain(url);
    }
  }, 240_000);

  it('gives each page its own Open Graph title, description and picture in its language (open-graph-scraper)', async () => {
    const [branches, categories] = await Promise.all([
      get('/api/v1/client/Branches').then((res) => res.json()),
      get('/api/v1/client/Categories').then((res) => res.json()),
    ]);
    const shop = categories.items.find((c: Content['tabs'][number]) =>
      c.categoryDictionaries.some((d) => d.languageId === 1 && d.name === 'Products'),
    );
    const pageCount = (category: number | null) =>
      Math.max(
        1,
        ...entries
          .map((e) => new URL(e.page).searchParams)
          .filter((q) => q.get('category') === (category === null ? null : String(category)))
          .map((q) => Number(q.get('page') ?? 1)),
      );
    const content: Content = { branches: branches.items, tabs: shop.subCategories, pageCount };
    const images = new Map<string, number>();
    for (const entry of entries) {
      const { result } = await ogs({ url: entry.url, onlyGetOpenGraphInfo: true });
      const expected = expectedMeta(entry, content, BRAND);
      expect(result.ogTitle, entry.url).toBe(expected.title);
      expect(result.ogDescription, entry.url).toBe(expected.description);
      expect(result.ogUrl, entry.url).toBe(entry.url);
      expect(result.ogLocale, entry.url).toBe(OG_LOCALE[entry.language.code]);
      expect(result.ogImage, entry.url).toHaveLength(1);
      const image = result.ogImage![0];
      expect(image.url, entry.url).toBe(`${product.url}/og-image.jpg`);
      if (!images.has(image.url)) {
        const res = await fetch(image.url, { headers: { Accept: 'image/*' } });
        expect(res.headers.get('content-type'), image.url).toBe(image.type);
        images.set(image.url, res.status);
      }
      expect(images.get(image.url), image.url).toBe(200);
    }
  }, 180_000);
});
