import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningServer } from './support/server';

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
