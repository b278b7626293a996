import type { PreviewAnswer } from '@qahve/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaryFields, expectFieldError, image, multipart, sharedServer, type Admin, type Fields } from './support/content';
import { make, tri } from './support/fixtures';
import { listening, rawRequest } from './support/http';
import type { TestServer } from './support/strapi';

/**
 * Live previews (lib/site/preview.ts): the edit form's values, unsaved, on the site's pages that show the
 * item, rendered by the site's renderer in each language; never public, never kept by a cache, written
 * nowhere; reachable only through a token an administrator's call gave, for a few minutes.
 */
const shared = sharedServer();
const PATH = '/api/v1/admin/Products';
let server: TestServer;
let admin: Admin;
let base: string;
const ids: Record<string, number> = {};

const names = (en: string, az: string, ru: string) => dictionaryFields('ProductDictionaries', 'Name', [en, az, ru]);
const preview = (id: number, fields: Fields) => multipart(admin().post(`${PATH}/${id}/preview`), fields);
const page = (path: string) => rawRequest(base, path, { headers: { Accept: 'text/html' } });
const text = (res: { body: Buffer }) => res.body.toString('utf8');

/** A new product of the catalogue (not on the menu), in the coffee category, with both pictures; its id. */
async function catalogueProduct(dictionaries: Fields, order: number) {
  const made = await multipart(
    admin().post(PATH),
    { ...dictionaries, CategoryId: ids.coffee, IsMenuItem: 'false', SizeAndPrice: 'M / 6', Order: order },
    { PrimaryImageFile: await image('png'), SecondaryImageFile: await image('png') },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as number;
}

/** The item `id` as a page hands it to the browser (its loaders' data), found by its id beside `field`. */
function handedOver(res: { body: Buffer }, id: number, field: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(text(res))?.[1];
  expect(json, 'the page hands its data over').toBeDefined();
  const find = (value: unknown): Record<string, unknown> | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const object = value as Record<string, unknown>;
    if (object.id === id && field in object) return object;
    for (const inner of Object.values(object)) {
      const found = find(inner);
      if (found) return found;
    }
    return undefined;
  };
  return find((JSON.parse(json!) as { loaderData: unknown }).loaderData);
}

/** What a visitor gets: the menu page in each language and the public API's names of the product. */
async function publicView(id: number) {
  const view: string[] = [];
  for (const lang of ['en', 'az', 'ru']) {
    const menu = await page(`/menu?lang=${lang}`);
    expect(menu.status).toBe(200);
    view.push(
      text(menu)
        .match(/Latte[^<]*|Латте[^<]*/g)
        ?.join('|') ?? '',
    );
  }
  for (const languageId of [1, 2, 3]) {
    const res = await server.api().get(`/api/v1/client/Products?isMenuItem=true&isPaginated=false&languageId=${languageId}`);
    expect(res.status).toBe(200);
    view.push(JSON.stringify((res.body.items as Array<{ id: number; name: string }>).find((p) => p.id === id)?.name ?? null));
  }
  return view;
}

beforeAll(async () => {
  ({ server, admin } = shared);
  base = await listening(server.strapi.server.httpServer);
  ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), ids.coffee, { isMenuItem: true, sizeAndPrice: 'M / 6' });
});

describe('a live preview of an edit', () => {
  it("renders the form's values on the item's pages in each language; the site, its caches and the history keep what was published", async () => {
    const before = await publicView(ids.latte);
    // Kept by the public cache now: a preview must not be answered from, nor change, what it keeps.
    expect(await publicView(ids.latte)).toEqual(before);
    const history = (await admin().get('/api/v1/admin/History').query({ resource: 'Products', entityId: ids.latte })).body.total;

    const res = await preview(ids.latte, names('Winter Latte', 'Qış Latte', 'Зимний латте'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as PreviewAnswer;
    expect(answer.pages).toEqual(['/menu']);
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(5 * 60 * 1000);

    const expected = { en: 'Winter Latte', az: 'Qış Latte', ru: 'Зимний латте' };
    for (const [lang, name] of Object.entries(expected)) {
      const shown = await page(`/preview/${answer.token}/menu?lang=${lang}`);
      expect(shown.status, text(shown).slice(0, 300)).toBe(200);
      expect(text(shown)).toContain(name);
      expect(shown.headers['content-language']).toBe(lang);
      expect(shown.headers['cache-control']).toBe('private, no-store');
      expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(text(shown)).toContain('<meta name="robots" content="noindex, nofollow">');
      // The console, on this origin, frames it; nothing else may.
      expect(shown.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    // Out of the menu, in the catalogue: the preview offers the page that would show it.
    const moved = await preview(ids.latte, { IsMenuItem: 'false', ...names('Winter Latte', 'Qış Latte', 'Зимний латте') });
    expect(moved.body.pages).toEqual(['/product']);
    expect(text(await page(`/preview/${moved.body.token}/product?lang=en`))).toContain('Winter Latte');
    expect(text(await page(`/preview/${moved.body.token}/menu?lang=en`))).not.toContain('Winter Latte');

    expect(await publicView(ids.latte)).toEqual(before);
    const after = (await admin().get('/api/v1/admin/History').query({ resource: 'Products', entityId: ids.latte })).body.total;
    expect(after).toBe(history);
  });

  it('writes only the item itself in its rolled-back transaction: no cache version, purge, search key or translation record', async () => {
    const res = await preview(ids.latte, names('Spiced Latte', 'Ədviyyatlı Latte', 'Пряный латте'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const writes: string[] = [];
    const listen = (query: { sql: string }) => {
      if (/^\s*(insert|update|delete)\b/i.test(query.sql)) writes.push(query.sql);
    };
    const client = server.strapi.db.connection.client as {
      on: (e: string, f: typeof listen) => void;
      off: (e: string, f: typeof listen) => void;
    };
    client.on('query', listen);
    try {
      expect(text(await page(`/preview/${res.body.token}/menu?lang=ru`))).toContain('Пряный латте');
    } finally {
      client.off('query', listen);
    }
    // The three language rows of the item, and nothing kept for anyone else (all of it would be rolled back).
    expect(writes.length, writes.join('\n')).toBe(3);
    for (const sql of writes) expect(sql).toMatch(/^update (["`]public["`]\.)?["`]products["`] set ["`]name["`]/);
  });

  it('shows a new item saved as a draft, which the site does not show', async () => {
    const made = await multipart(
      admin().post(`${PATH}/draft`),
      {
        ...names('Pumpkin Latte', 'Balqabaq Latte', 'Тыквенный латте'),
        CategoryId: ids.coffee,
        IsMenuItem: 'false',
        SizeAndPrice: 'M / 7',
        Order: 3,
      },
      { PrimaryImageFile: await image('png') },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;
    const res = await preview(id, names('Pumpkin Latte', 'Balqabaq Latte', 'Тыквенный латте'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(text(await page(`/preview/${res.body.token}/product?lang=ru`))).toContain('Тыквенный латте');
    expect(text(await page('/product?lang=ru'))).not.toContain('Тыквенный латте');
  });

  it('removes no file: a picture the previewed edit takes away is still there, and still the item’s, afterwards', async () => {
    const id = await catalogueProduct(names('Flat White', 'Flat White', 'Флэт уайт'), 4);
    const secondImage = async () => {
      const list = (await admin().get(PATH).query({ isPaginated: false })).body as {
        items: Array<{ id: number; secondaryImageUrl: string | null }>;
      };
      return list.items.find((item) => item.id === id)?.secondaryImageUrl;
    };
    const url = await secondImage();
    expect(url).toMatch(/^\/uploads\//);
    expect((await rawRequest(base, url!)).status).toBe(200);

    const res = await preview(id, { RemoveSecondaryImage: 'true', ...names('Flat White', 'Flat White', 'Флэт уайт') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await page(`/preview/${res.body.token}/product?lang=en`)).status).toBe(200);

    expect(await secondImage()).toBe(url);
    expect((await rawRequest(base, url!)).status).toBe(200);
  });

  it('shows the item moved to another category, and a picture taken away, in every language; the site keeps both', async () => {
    const tea = await make.category(tri('Tea', 'Çay', 'Чай'));
    const id = await catalogueProduct(names('Mocha', 'Moka', 'Мокко'), 5);
    // The whole form, as the console sends it: only the category and the second picture change.
    const res = await preview(id, {
      ...names('Mocha', 'Moka', 'Мокко'),
      CategoryId: tea,
      IsMenuItem: 'false',
      SizeAndPrice: 'M / 6',
      Order: 5,
      RemoveSecondaryImage: 'true',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const lang of ['en', 'az', 'ru']) {
      const shown = handedOver(await page(`/preview/${res.body.token}/product?lang=${lang}`), id, 'categoryId');
      expect(shown, lang).toMatchObject({
        categoryId: tea,
        secondaryImageUrl: null,
        primaryImageUrl: expect.stringMatching(/^\/uploads\//),
      });
      const published = handedOver(await page(`/product?lang=${lang}`), id, 'categoryId');
      expect(published, lang).toMatchObject({ categoryId: ids.coffee, secondaryImageUrl: expect.stringMatching(/^\/uploads\//) });
    }
  });

  it('shows a category under another parent, or at the top, in every language; the site keeps its place', async () => {
    const cocoa = await make.category(tri('Cocoa', 'Kakao', 'Какао'));
    const espresso = await make.category(tri('Espresso drinks', 'Espresso içkiləri', 'Напитки на эспрессо'), { parentId: ids.coffee });
    const parentShown = async (path: string, lang: string) =>
      handedOver(await page(`${path}?lang=${lang}`), espresso, 'parentCategoryId')?.parentCategoryId;
    for (const [parentCategoryId, expected] of [
      [null, null],
      [cocoa, cocoa],
    ] as const) {
      const res = await admin()
        .post(`/api/v1/admin/Categories/${espresso}/preview`)
        .send({ parentCategoryId, categoryDictionaries: [1, 2, 3].map((languageId) => ({ languageId, name: `Espresso ${languageId}` })) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const lang of ['en', 'az', 'ru']) {
        expect(await parentShown(`/preview/${res.body.token}/menu`, lang), lang).toBe(expected);
        expect(await parentShown('/menu', lang), lang).toBe(ids.coffee);
      }
    }
  });

  it("shows a branch's edit on its interior page, its photos kept", async () => {
    const made = await multipart(
      admin().post('/api/v1/admin/Branches'),
      dictionaryFields('BranchDictionaries', 'Name', ['Nizami Street', 'Nizami küçəsi', 'Улица Низами']),
      { ImageFiles: await image('png') },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;
    const res = await multipart(
      admin().post(`/api/v1/admin/Branches/${id}/preview`),
      dictionaryFields('BranchDictionaries', 'Name', ['Fountain Square', 'Fəvvarələr meydanı', 'Площадь фонтанов']),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = await page(`/preview/${res.body.token}/interior/${id}?lang=ru`);
    expect(shown.status).toBe(200);
    expect(text(shown)).toContain('Площадь фонтанов');
    expect(text(shown)).toMatch(/\/uploads\//);
    expect(text(await page(`/interior/${id}?lang=ru`))).toContain('Улица Низами');
  });

  it('shows a branch without the photo its edit takes away, in every language; the site keeps it', async () => {
    const made = await multipart(
      admin().post('/api/v1/admin/Branches'),
      dictionaryFields('BranchDictionaries', 'Name', ['Old City', 'İçərişəhər', 'Старый город']),
      { ImageFiles: [await image('png'), await image('png')] },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;
    const branches = (await admin().get('/api/v1/admin/Branches').query({ isPaginated: false })).body.items as Array<{
      id: number;
      branchImages: Array<{ id: number }>;
    }>;
    const photos = branches.find((branch) => branch.id === id)!.branchImages;
    expect(photos).toHaveLength(2);
    const res = await multipart(admin().post(`/api/v1/admin/Branches/${id}/preview`), {
      ...dictionaryFields('BranchDictionaries', 'Name', ['Old City', 'İçərişəhər', 'Старый город']),
      RemoveImageIds: photos[0].id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = (answer: Record<string, unknown> | undefined) => (answer?.branchImages as Array<{ id: number }>).map((photo) => photo.id);
    for (const lang of ['en', 'az', 'ru']) {
      expect(ids(handedOver(await page(`/preview/${res.body.token}/interior/${id}?lang=${lang}`), id, 'branchImages')), lang).toEqual([
        photos[1].id,
      ]);
      expect(ids(handedOver(await page(`/interior/${id}?lang=${lang}`), id, 'branchImages')), lang).toEqual(photos.map((p) => p.id));
    }
  });

  it('is for administrators, checks the values as the edit does, and answers 404 for an unknown item, token or an expired one', async () => {
    const anonymous = await multipart(server.api().post(`${PATH}/${ids.latte}/preview`), names('A', 'B', 'C'));
    expect(anonymous.status).toBe(401);
    expectFieldError(await preview(ids.latte, names('', 'Latte', 'Латте')), 'productDictionaries[0].name', 'Dictionary name is required');
    expect((await preview(999_999, names('A', 'B', 'C'))).status).toBe(404);

    expect((await page('/preview/unknown-token-unknown-token/menu')).status).toBe(404);
    const res = await preview(ids.latte, names('Short-lived', 'Qısa', 'Короткий'));
    expect((await page(`/preview/${res.body.token}/menu?lang=en`)).status).toBe(200);
    await server.strapi.db.connection('qahve_previews').update({ expires_at: Date.now() - 1 });
    const expired = await page(`/preview/${res.body.token}/menu?lang=en`);
    expect(expired.status).toBe(404);
    expect(expired.headers['cache-control']).toBe('private, no-store');
  });
});
