import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, tri, uploadTestImage } from './support/fixtures';
import { requestQueries } from './support/queries';
import { appModule, startServer, type TestServer } from './support/strapi';

/**
 * No query per item: every client list costs the same number of SQL queries with 10 items as with
 * 300 (the menu) or 100 (the other lists). Each read measured is the first after the writes, so it
 * is built from the database, not answered from the public cache.
 */

type Store = typeof import('../src/lib/content/localized-documents');

let server: TestServer;
let picture: number;
const ids: Record<string, number> = {};
const made: Record<string, number> = {
  products: 0,
  categories: 0,
  carousels: 0,
  branches: 0,
  homeProducts: 0,
  contactSources: 0,
  reviews: 0,
};

const store = () => appModule<Store>('lib/content/localized-documents');
const names = (label: string, i: number) => ({
  en: { name: `${label} ${i}` },
  az: { name: `${label} ${i} az` },
  ru: { name: `${label} ${i} ru` },
});

const LISTS = {
  menu: () => '/api/v1/client/Products?isPaginated=false&languageId=2',
  catalogue: () => '/api/v1/client/Products?pageNumber=1&pageSize=100&isPaginated=true&isMenuItem=false&languageId=2',
  category: () => `/api/v1/client/Products?categoryId=${ids.coffee}&isPaginated=false&languageId=2`,
  categories: () => '/api/v1/client/Categories?languageId=2',
  carousels: () => '/api/v1/client/Carousels?languageId=2',
  branches: () => '/api/v1/client/Branches?languageId=2',
  homeProducts: () => '/api/v1/client/HomeProducts?isPaginated=false&languageId=2',
  contactSources: () => '/api/v1/client/ContactSources?languageId=2',
  reviews: () => `/api/v1/client/Reviews?productId=${ids.reviewed}&isPaginated=false&languageId=2`,
};

/** Adds items until each list has `products` products and `others` of everything else. */
async function grow(products: number, others: number) {
  const { createLocalized } = store();
  const category = { target: 'api::category.category' as const, id: ids.espresso };
  for (; made.products < products; made.products += 1) {
    const i = made.products;
    const id = await createLocalized('api::product.product', {
      shared: {
        order: i + 1,
        isMenuItem: i % 2 === 0,
        isDeleted: false,
        sizeAndPrice: `M / ${i}`,
        primaryImage: picture,
        secondaryImage: picture,
      },
      localized: {
        en: { name: `Product ${i}`, description: 'Text' },
        az: { name: `Məhsul ${i}`, description: 'Mətn' },
        ru: { name: `Продукт ${i}`, description: 'Текст' },
      },
      relations: { category },
    });
    ids.reviewed ??= id;
  }
  for (; made.categories < others; made.categories += 1) {
    const parent = made.categories % 2 === 0 ? ids.coffee : null;
    await createLocalized('api::category.category', {
      shared: { isDeleted: false },
      localized: names('Category', made.categories),
      relations: { parent: { target: 'api::category.category', id: parent } },
    });
  }
  for (; made.carousels < others; made.carousels += 1) {
    const content = names('Slide', made.carousels);
    await createLocalized('api::carousel.carousel', {
      shared: { order: made.carousels + 1, isDeleted: false, image: picture },
      localized: { en: { content: content.en.name }, az: { content: content.az.name }, ru: { content: content.ru.name } },
    });
  }
  for (; made.branches < others; made.branches += 1) {
    await createLocalized('api::branch.branch', {
      shared: { isDeleted: false, images: [picture] },
      localized: names('Branch', made.branches),
    });
  }
  for (; made.homeProducts < others; made.homeProducts += 1) {
    await createLocalized('api::home-product.home-product', {
      shared: { order: made.homeProducts + 1, price: 4.5, isDeleted: false, title: 'Title', description: 'About', image: picture },
      localized: names('Home', made.homeProducts),
    });
  }
  for (; made.contactSources < others; made.contactSources += 1) {
    await make.contactSource(tri(`Source ${made.contactSources}`, `Mənbə ${made.contactSources}`, `Источник ${made.contactSources}`));
  }
  for (; made.reviews < others; made.reviews += 1) await make.review(server.strapi, ids.reviewed, { name: `Guest ${made.reviews}` });
}

/** The SQL of one (uncached) read of each list, and how many items it answered. */
async function measureAll() {
  const counts: Record<string, number> = {};
  const sizes: Record<string, number> = {};
  for (const [name, path] of Object.entries(LISTS)) {
    const { result, queries } = await requestQueries(server.strapi, () => server.api().get(path()));
    expect(result.status, `${name}: ${JSON.stringify(result.body)}`).toBe(200);
    // The cache's own version check (SQLite, right after writes) is not part of building the list.
    counts[name] = queries.filter((sql) => !sql.includes('qahve_public_cache_version')).length;
    sizes[name] = result.body.totalItems;
  }
  return { counts, sizes };
}

beforeAll(async () => {
  server = await startServer();
  picture = (await uploadTestImage(server.strapi, server.tmp, 400)).id;
  const { createLocalized } = store();
  ids.coffee = await createLocalized('api::category.category', { shared: { isDeleted: false }, localized: names('Coffee', 0) });
  ids.espresso = await createLocalized('api::category.category', {
    shared: { isDeleted: false },
    localized: names('Espresso', 0),
    relations: { parent: { target: 'api::category.category', id: ids.coffee } },
  });
});

afterAll(async () => {
  if (!server) return;
  const upload = server.strapi.plugin('upload').service('upload');
  for (const file of await server.strapi.db.query('plugin::upload.file').findMany({})) await upload.remove(file);
  await server.stop();
});

describe('the cost of a client list', () => {
  it('does not grow with the list: 10 items and 300 products (100 of the rest) take as many queries', async () => {
    await grow(10, 10);
    const small = await measureAll();
    await grow(300, 100);
    const large = await measureAll();

    expect(large.sizes).toMatchObject({
      menu: 300,
      catalogue: 150,
      category: 300,
      carousels: 100,
      branches: 100,
      homeProducts: 100,
      contactSources: 100,
      reviews: 100,
    });
    expect(small.sizes).toMatchObject({ menu: 10, catalogue: 5, category: 10, carousels: 10 });
    for (const count of Object.values(small.counts)) expect(count).toBeGreaterThan(0);
    expect(large.counts).toEqual(small.counts);
  }, 600_000);
});
