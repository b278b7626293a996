import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@qahve/config';
import { appModule, startServer, type TestServer } from './support/strapi';
import { countRows } from './support/fixtures';

type Content = typeof import('../src/seed/content');
type Seed = typeof import('../src/seed/seed');

let server: TestServer;
let content: Content;
let seed: Seed;

const LOCALIZED = [
  'api::carousel.carousel',
  'api::home-product.home-product',
  'api::branch.branch',
  'api::category.category',
  'api::product.product',
  'api::contact-source.contact-source',
] as const;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' });
  content = appModule<Content>('seed/content');
  seed = appModule<Seed>('seed/seed');
});

afterAll(() => server?.stop());

async function documentCounts() {
  const counts: Record<string, number> = {};
  for (const uid of LOCALIZED) {
    counts[uid] = await server.strapi.db.query(uid).count({ where: { locale: 'az' } });
  }
  counts.reviews = await countRows(server.strapi, 'api::review.review');
  counts.surveys = await countRows(server.strapi, 'api::survey.survey');
  counts.files = await countRows(server.strapi, 'plugin::upload.file');
  return counts;
}

describe('demo content', () => {
  it('is seeded on first start with everything the demo promises', async () => {
    const counts = await documentCounts();
    expect(counts['api::carousel.carousel']).toBe(content.slides.length);
    expect(content.slides.length).toBeGreaterThanOrEqual(3);
    expect(counts['api::home-product.home-product']).toBe(content.homeProducts.length);
    expect(counts['api::branch.branch']).toBe(content.branches.length);
    expect(counts['api::category.category']).toBe(content.categories.length);
    expect(counts['api::product.product']).toBe(content.products.length);
    expect(content.products.length).toBeGreaterThanOrEqual(30);
    expect(content.products.some((p) => p.woltLink)).toBe(true);
    expect(counts['api::contact-source.contact-source']).toBe(content.contactSources.length);
    expect(counts.reviews).toBe(content.reviews.length);
    expect(counts.surveys).toBeGreaterThanOrEqual(24);

    // Every slide's picture is described (its alt text) in the three languages.
    const slides = (await server.api().get('/api/v1/client/Carousels')).body.items;
    for (const slide of slides) for (const entry of slide.carouselDictionaries) expect(entry.imageAlt).toMatch(/\S/);

    const branches = (await server.api().get('/api/v1/client/Branches')).body.items;
    expect(branches.length).toBeGreaterThanOrEqual(3);
    for (const branch of branches) {
      expect(branch.branchImages.length).toBeGreaterThanOrEqual(4);
      // Each has its own place in Baku and a street address in every language (its structured data's).
      expect(branch.latitude).toBeCloseTo(40.4, 0);
      expect(branch.longitude).toBeCloseTo(49.85, 0);
      for (const entry of branch.branchDictionaries) expect(entry.address).toMatch(/\S/);
    }
    expect(new Set(branches.map((b: { latitude: number; longitude: number }) => `${b.latitude},${b.longitude}`)).size).toBe(
      branches.length,
    );
  });

  it('has every localized document in all three languages, with the same relations in each', async () => {
    for (const uid of LOCALIZED) {
      const rows = await server.strapi.db.query(uid).findMany({ select: ['documentId', 'locale'] });
      const byDocument = new Map<string, string[]>();
      for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row.locale]);
      for (const locales of byDocument.values()) expect(locales.sort()).toEqual([...LOCALES].sort());
    }
    const products = await server.strapi.db.query('api::product.product').findMany({
      select: ['documentId', 'locale'],
      populate: { category: { select: ['documentId', 'locale'] } },
    });
    for (const row of products) {
      expect(row.category.locale).toBe(row.locale);
      const az = products.find((p: { documentId: string; locale: string }) => p.documentId === row.documentId && p.locale === 'az');
      expect(row.category.documentId).toBe(az.category.documentId);
    }
  });

  it('serves real Azerbaijani and Russian text, and images with responsive variants', async () => {
    const menu = (await server.api().get('/api/v1/client/Products?isPaginated=false&isMenuItem=true')).body.items;
    const names = (languageId: number) =>
      menu.map((p: any) => p.productDictionaries.find((d: any) => d.languageId === languageId).name).join(' ');
    expect(names(2)).toMatch(/[əğışçöü]/i);
    expect(names(3)).toMatch(/[а-яё]/i);
    expect(menu.every((p: any) => p.primaryImageUrl && p.secondaryImageUrl)).toBe(true);
    expect(menu[0].primaryImageSrcSet).toMatch(/ \d+w, /);
  });

  it('seeds nothing more when there is content already', async () => {
    const before = await documentCounts();
    expect(await seed.seedDemoContent(server.strapi)).toBe(false);
    expect(await documentCounts()).toEqual(before);
  });

  it('rebuilds the demo data from scratch with reset, leaving no orphaned file', async () => {
    const before = await documentCounts();
    const firstProduct = await server.strapi.db.query('api::product.product').findOne({ where: { locale: 'az' }, orderBy: { id: 'asc' } });
    expect(await seed.seedDemoContent(server.strapi, { reset: true })).toBe(true);
    expect(await documentCounts()).toEqual(before);
    const rebuilt = await server.strapi.db.query('api::product.product').findOne({ where: { locale: 'az' }, orderBy: { id: 'asc' } });
    expect(rebuilt.id).toBeGreaterThan(firstProduct.id);
  }, 180_000); // The reset draws every demo picture again: minutes on a busy 2-core machine.
});

describe('edits made in the Strapi panel', () => {
  it('carry a relation changed in one language to the other two', async () => {
    const documents = server.strapi.documents('api::product.product');
    const product = await server.strapi.db.query('api::product.product').findOne({ where: { locale: 'en' }, populate: ['category'] });
    const other = await server.strapi.db.query('api::category.category').findOne({
      where: { locale: 'en', documentId: { $ne: product.category.documentId } },
    });
    await documents.update({
      documentId: product.documentId,
      locale: 'en',
      data: { category: { set: [{ documentId: other.documentId, locale: 'en' }] } } as any,
    });
    const rows = await server.strapi.db
      .query('api::product.product')
      .findMany({ where: { documentId: product.documentId }, populate: ['category'] });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.category.documentId).toBe(other.documentId);
      expect(row.category.locale).toBe(row.locale);
    }
  });

  it('give a document created in one language its other two languages', async () => {
    const created = await server.strapi
      .documents('api::category.category')
      .create({ locale: 'ru', data: { name: 'Сезонное меню', isDeleted: false } as any });
    const rows = await server.strapi.db.query('api::category.category').findMany({ where: { documentId: created.documentId } });
    expect(rows.map((r: { locale: string }) => r.locale).sort()).toEqual(['az', 'en', 'ru']);
    expect(rows.every((r: { name: string }) => r.name === 'Сезонное меню')).toBe(true);
    const search = await server.api().get('/api/v1/client/Categories?isPaginated=false');
    expect(JSON.stringify(search.body)).toContain('Сезонное меню');
  });

  it('keep the search text of each language up to date', async () => {
    const product = await server.strapi.db.query('api::product.product').findOne({ where: { locale: 'ru' } });
    await server.strapi
      .documents('api::product.product')
      .update({ documentId: product.documentId, locale: 'ru', data: { name: 'Раф «Лаванда» особый' } as any });
    const found = await server.api().get(`/api/v1/client/Products?isPaginated=false&q=${encodeURIComponent('ЛАВАНДА» ОСОБ')}`);
    expect(found.body.items.map((p: { id: number }) => p.id)).toHaveLength(1);
  });
});
