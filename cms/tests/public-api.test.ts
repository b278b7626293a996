import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Paged, Product } from '@qahve/config';
import { answered, make, tri, uploadTestImage } from './support/fixtures';
import { appModule, startServer, type TestServer } from './support/strapi';

let server: TestServer;
const ids: Record<string, number> = {};
const CATALOGUE_SIZE = 25;

beforeAll(async () => {
  server = await startServer();
  const { strapi } = server;

  const slideImage = await uploadTestImage(strapi, server.tmp);
  ids.slideImage = slideImage.id;
  ids.slideB = await make.carousel(tri('Second', 'İkinci', 'Второй'), { order: 2 });
  ids.slideA = await make.carousel(tri('First', 'Birinci', 'Первый'), { order: 1, image: slideImage.id });
  ids.slideDeleted = await make.carousel(tri('Gone', 'Silinib', 'Удалён'), { order: 1, isDeleted: true });

  for (let order = 4; order >= 1; order -= 1) {
    await make.homeProduct(tri(`Home ${order}`, `Ev ${order}`, `Дом ${order}`), { order, price: 4.5 + order });
  }
  await make.homeProduct(tri('Old', 'Köhnə', 'Старый'), { order: 1, isDeleted: true });

  ids.branch = await make.branch(tri('Old City', 'İçərişəhər', 'Ичеришехер'), { images: [slideImage.id] });
  await make.branch(tri('Closed', 'Bağlı', 'Закрыт'), { isDeleted: true });

  ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.espresso = await make.category(tri('Espresso drinks', 'Espresso içkiləri', 'Эспрессо-напитки'), { parentId: ids.coffee });
  ids.retired = await make.category(tri('Retired', 'Arxiv', 'Архив'), { parentId: ids.coffee, isDeleted: true });
  ids.products = await make.category(tri('Products', 'Məhsullar', 'Продукты'));
  ids.beans = await make.category(tri('Coffee beans', 'Qəhvə dənələri', 'Кофейные зёрна'), { parentId: ids.products });
  ids.hiddenTop = await make.category(tri('Hidden', 'Gizli', 'Скрытая'), { isDeleted: true });

  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), ids.espresso, {
    order: 2,
    isMenuItem: true,
    woltLink: 'https://wolt.com/az/latte',
    description: tri('Milk and espresso', 'Süd və espresso', 'Молоко и эспрессо'),
  });
  ids.shekerbura = await make.product(tri('Shekerbura', 'Şəkərbura', 'Шекербура'), ids.espresso, { order: 1, isMenuItem: true });
  ids.cheesecake = await make.product(tri('Cheesecake', 'Çizkeyk', 'Чизкейк «Ёлка»'), ids.espresso, { order: 3, isMenuItem: true });
  ids.deletedProduct = await make.product(tri('Deleted', 'Silinmiş', 'Удалённый'), ids.espresso, { isDeleted: true, isMenuItem: true });
  ids.inRetired = await make.product(tri('Retired item', 'Arxiv məhsul', 'Архивный'), ids.retired, { isMenuItem: true });
  for (let i = 1; i <= CATALOGUE_SIZE; i += 1) {
    await make.product(tri(`Bean ${i}`, `Dən ${i}`, `Зерно ${i}`), ids.beans, { order: i, sizeAndPrice: `250 g / ${15 + i}` });
  }

  ids.instagram = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
  ids.friends = await make.contactSource(tri('Friends', 'Dostlar', 'Друзья'));

  for (let i = 0; i < 12; i += 1) await make.review(strapi, ids.latte, { name: `Guest ${i}` });
  await make.review(strapi, ids.latte, { name: 'Pending', isConfirmed: false });
  await make.review(strapi, ids.latte, { name: 'Rejected', isConfirmed: false, isRejected: true });
  await make.review(strapi, ids.latte, { name: 'Removed', isDeleted: true });
});

afterAll(() => server?.stop());

const get = (path: string) => server.api().get(path);

describe('the shape of every answer', () => {
  it('serves carousels in order, deleted slides hidden, with the three languages and responsive images', async () => {
    const res = await get('/api/v1/client/Carousels');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: 2 });
    expect(res.body.items.map((s: { id: number }) => s.id)).toEqual([ids.slideA, ids.slideB]);
    const [first] = res.body.items;
    expect(first.carouselDictionaries).toEqual(
      answered('content', 'First', 'Birinci', 'Первый').map((entry) => ({ ...entry, imageAlt: null })),
    );
    expect(first.imageUrl).toMatch(/^\/uploads\/.+\.png$/);
    expect(first.imageSrcSet).toMatch(/\/uploads\/\S+ \d+w, .*1200w$/);
    expect(res.body.items[1].imageUrl).toBeNull();
  });

  it('serves home products a page at a time, with prices as numbers', async () => {
    const res = await get('/api/v1/client/HomeProducts?pageNumber=1&pageSize=3&isPaginated=true&languageId=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pageNumber: 1, totalPages: 2, totalItems: 4 });
    expect(res.body.items.map((p: { order: number }) => p.order)).toEqual([1, 2, 3]);
    expect(res.body.items[0]).toMatchObject({
      title: 'Title Home 1',
      description: 'About Home 1',
      price: 5.5,
      isDeleted: false,
      productDictionaries: answered('name', 'Home 1', 'Ev 1', 'Дом 1'),
    });
  });

  it('serves branches with their images and per-language names that carry their own ids', async () => {
    const res = await get('/api/v1/client/Branches');
    expect(res.status).toBe(200);
    expect(res.body.totalItems).toBe(1);
    const [branch] = res.body.items;
    expect(branch.id).toBe(ids.branch);
    expect(branch.branchImages).toEqual([expect.objectContaining({ id: ids.slideImage, imageUrl: expect.stringMatching(/^\/uploads\//) })]);
    expect(branch.branchDictionaries.map((d: { languageId: number; name: string }) => [d.languageId, d.name])).toEqual([
      [1, 'Old City'],
      [2, 'İçərişəhər'],
      [3, 'Ичеришехер'],
    ]);
    expect(new Set(branch.branchDictionaries.map((d: { id: number }) => d.id)).size).toBe(3);
  });

  it('serves top-level categories with nested subcategories, deleted ones left out', async () => {
    const res = await get('/api/v1/client/Categories?languageId=2&isPaginated=false');
    expect(res.status).toBe(200);
    const items: Category[] = res.body.items;
    expect(items.map((c) => c.id)).toEqual([ids.coffee, ids.products]);
    const coffee = items[0];
    expect(coffee).toMatchObject({ parentCategoryId: null, isDeleted: false });
    expect(coffee.categoryDictionaries.map((d) => d.name)).toEqual(['Coffee', 'Qəhvə', 'Кофе']);
    expect(coffee.subCategories).toHaveLength(1);
    expect(coffee.subCategories[0]).toMatchObject({ id: ids.espresso, parentCategoryId: ids.coffee, subCategories: [] });
  });

  it('serves contact sources with their names in three languages', async () => {
    const res = await get('/api/v1/client/ContactSources');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: ids.instagram,
        contactSourceDictionaries: answered('name', 'Instagram', 'İnstaqram', 'Инстаграм'),
      },
      expect.objectContaining({ id: ids.friends }),
    ]);
  });

  it('serves the menu: every visible menu product in order, with its category id and wolt link', async () => {
    const res = await get('/api/v1/client/Products?languageId=2&isPaginated=false&isMenuItem=true');
    expect(res.status).toBe(200);
    const items: Product[] = res.body.items;
    expect(items.map((p) => p.id)).toEqual([ids.shekerbura, ids.latte, ids.cheesecake]);
    expect(items[1]).toMatchObject({
      categoryId: ids.espresso,
      isMenuItem: true,
      woltLink: 'https://wolt.com/az/latte',
      sizeAndPrice: 'M / 5',
      primaryImageUrl: null,
      productDictionaries: [
        { languageId: 1, name: 'Latte', description: 'Milk and espresso' },
        { languageId: 2, name: 'Latte', description: 'Süd və espresso' },
        { languageId: 3, name: 'Латте', description: 'Молоко и эспрессо' },
      ],
    });
    expect(items[0].woltLink).toBeNull();
  });

  it('matches paths whatever their casing', async () => {
    for (const path of ['/api/v1/client/products?isPaginated=false', '/API/V1/CLIENT/PRODUCTS?isPaginated=false']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.totalItems).toBe(CATALOGUE_SIZE + 3);
    }
  });
});

describe('pages', () => {
  const catalogue = (query: string) => get(`/api/v1/client/Products?isMenuItem=false&languageId=1&${query}`);

  it('computes page counts and slices in the database', async () => {
    const cases = [
      { pageNumber: 1, pageSize: 10, expected: 10 },
      { pageNumber: 3, pageSize: 10, expected: 5 },
      { pageNumber: 4, pageSize: 10, expected: 0 },
      { pageNumber: 9, pageSize: 3, expected: 1 },
      { pageNumber: 1, pageSize: 100, expected: 25 },
    ];
    for (const { pageNumber, pageSize, expected } of cases) {
      const res = await catalogue(`pageNumber=${pageNumber}&pageSize=${pageSize}&isPaginated=true`);
      expect(res.status).toBe(200);
      const body: Paged<Product> = res.body;
      expect(body).toMatchObject({ pageNumber, totalItems: CATALOGUE_SIZE, totalPages: Math.ceil(CATALOGUE_SIZE / pageSize) });
      expect(body.items).toHaveLength(expected);
      if (expected > 0) expect(body.items[0].order).toBe((pageNumber - 1) * pageSize + 1);
    }
  });

  it('answers every item in the same envelope when isPaginated=false', async () => {
    const res = await catalogue('isPaginated=false&pageSize=2');
    expect(res.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: CATALOGUE_SIZE });
    expect(res.body.items).toHaveLength(CATALOGUE_SIZE);
  });

  it('filters by a category and everything below it', async () => {
    const top = await get(`/api/v1/client/Products?isPaginated=false&categoryId=${ids.products}`);
    expect(top.body.totalItems).toBe(CATALOGUE_SIZE);
    const sub = await get(`/api/v1/client/Products?isPaginated=false&categoryId=${ids.espresso}`);
    expect(sub.body.items.map((p: Product) => p.id)).toEqual([ids.shekerbura, ids.latte, ids.cheesecake]);
    const deleted = await get(`/api/v1/client/Products?isPaginated=false&categoryId=${ids.retired}`);
    expect(deleted.body).toMatchObject({ totalItems: 0, items: [] });
  });

  it('refuses parameters of the wrong type with the field named', async () => {
    const cases: Array<[string, string]> = [
      ['pageNumber=0', 'pageNumber'],
      ['pageNumber=abc', 'pageNumber'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=2.5', 'pageSize'],
      ['isPaginated=maybe', 'isPaginated'],
      ['isMenuItem=yes', 'isMenuItem'],
      ['languageId=7', 'languageId'],
      ['categoryId=-1', 'categoryId'],
      ['pageNumber=1&pageNumber=2', 'pageNumber'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/v1/client/Products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const res = await get(`/api/v1/client/Products?isPaginated=false&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.items.map((p: Product) => p.id);
  };

  it('finds Azerbaijani text whatever the case and diacritics', async () => {
    expect(await search('ŞƏKƏR')).toEqual([ids.shekerbura]);
    expect(await search('sekerbura')).toEqual([ids.shekerbura]);
    expect(await search('süd və')).toEqual([ids.latte]);
  });

  it('finds Russian text whatever the case', async () => {
    expect(await search('ЧИЗКЕЙК')).toEqual([ids.cheesecake]);
    expect(await search('ёлка')).toEqual([ids.cheesecake]);
    expect(await search('зерно 2')).toHaveLength(7);
  });

  it('finds nothing for text no product has', async () => {
    expect(await search('pizza')).toEqual([]);
  });
});

describe('reviews', () => {
  it('shows only confirmed, not deleted reviews, ten a page, without the author e-mail', async () => {
    const res = await get(`/api/v1/client/Reviews?productId=${ids.latte}&pageNumber=1&pageSize=10&isPaginated=true`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pageNumber: 1, totalPages: 2, totalItems: 12 });
    expect(res.body.items).toHaveLength(10);
    const names = res.body.items.map((r: { name: string }) => r.name);
    expect(names).not.toContain('Pending');
    expect(names).not.toContain('Rejected');
    expect(names).not.toContain('Removed');
    expect(res.body.items[0]).toMatchObject({ productId: ids.latte, surname: 'Məmmədova', isConfirmed: true, isDeleted: false });
    expect(res.body.items[0]).not.toHaveProperty('email');
  });

  it('answers 404 for a product that does not exist or is deleted, 400 without a product', async () => {
    expect((await get('/api/v1/client/Reviews?productId=999999')).status).toBe(404);
    expect((await get(`/api/v1/client/Reviews?productId=${ids.deletedProduct}`)).status).toBe(404);
    const missing = await get('/api/v1/client/Reviews');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('productId');
  });
});

describe('what the API never does', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const res = await get('/api/v1/client/Nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('does not expose Strapi’s generic content API for these types', async () => {
    expect((await get('/api/products')).status).toBe(404);
    expect((await get('/api/reviews')).status).toBe(404);
  });
});

describe('the three-language store', () => {
  it('updates shared fields, each language and the relation of a document in one go', async () => {
    const { updateLocalized } = appModule<typeof import('../src/lib/content/localized-documents')>('lib/content/localized-documents');
    const updated = await updateLocalized('api::product.product', ids.cheesecake, {
      shared: { order: 9, sizeAndPrice: 'S / 7' },
      localized: { en: { name: 'Basque cheesecake' }, az: { name: 'Bask çizkeyki' }, ru: { name: 'Баскский чизкейк' } },
      relations: { category: { target: 'api::category.category', id: ids.beans } },
    });
    expect(updated).toBe(true);
    const res = await get(`/api/v1/client/Products?isPaginated=false&categoryId=${ids.beans}&q=${encodeURIComponent('баскский')}`);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: ids.cheesecake,
        order: 9,
        sizeAndPrice: 'S / 7',
        categoryId: ids.beans,
        productDictionaries: [
          expect.objectContaining({ languageId: 1, name: 'Basque cheesecake' }),
          expect.objectContaining({ languageId: 2, name: 'Bask çizkeyki' }),
          expect.objectContaining({ languageId: 3, name: 'Баскский чизкейк' }),
        ],
      }),
    ]);
    const rows = await server.strapi.db.query('api::product.product').findMany({
      where: { id: { $gt: 0 }, name: { $in: ['Basque cheesecake', 'Bask çizkeyki', 'Баскский чизкейк'] } },
      populate: { category: { select: ['documentId'] } },
    });
    expect(new Set(rows.map((r: { category: { documentId: string } }) => r.category.documentId)).size).toBe(1);
  });

  it('answers false for a document that does not exist, writing nothing', async () => {
    const { updateLocalized } = appModule<typeof import('../src/lib/content/localized-documents')>('lib/content/localized-documents');
    expect(await updateLocalized('api::product.product', 999999, { shared: { order: 3 } })).toBe(false);
  });
});
