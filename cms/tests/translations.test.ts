import type { TranslationCounts, TranslationItem } from '@qahve/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrator } from './support/admin';
import { failNextWrite, type Admin } from './support/content';
import { answered, make, tri } from './support/fixtures';
import { startServer, type TestServer } from './support/strapi';

/**
 * The translation status (docs/translations.md): a field is missing, stale or current in each language,
 * whichever door wrote it: the console's API, or the document service (what the Strapi panel and scripts
 * call). A write that is refused or fails changes no status.
 */
const CATEGORY = 'api::category.category';
const PRODUCT = 'api::product.product';

let server: TestServer;
let admin: Admin;

const names = (en: string, az: string, ru: string) => answered('name', en, az, ru);

/** Every problem of one item, as `field:locale:status`, in the list's order. */
async function problemsOf(resource: string, entityId: number): Promise<string[]> {
  const res = await admin().get('/api/v1/admin/Translations').query({ resource, entityId, isPaginated: 'false' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as TranslationItem[]).map((item) => `${item.field}:${item.locale}:${item.status}`);
}

async function counts() {
  const res = await admin().get('/api/v1/admin/Translations/Counts');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as TranslationCounts).items;
}

const documentIdOf = async (uid: string, id: number) =>
  ((await server.strapi.db.query(uid as any).findOne({ where: { id } })) as { documentId: string }).documentId;

const consoleRename = (id: number, en: string, az: string, ru: string) =>
  admin()
    .put(`/api/v1/admin/Categories/${id}`)
    .send({ categoryDictionaries: names(en, az, ru) });

beforeAll(async () => {
  server = await startServer();
  admin = await administrator(server);
});

afterAll(() => server?.stop());

describe('through the console API', () => {
  it('an item saved in three languages is current; an az change makes en and ru stale until each is saved again', async () => {
    const created = await admin()
      .post('/api/v1/admin/Categories')
      .send({ parentCategoryId: null, categoryDictionaries: names('Tea', 'Çay', 'Чай') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(await problemsOf('Categories', id)).toEqual([]);

    // The form sends every language: the ones whose text did not change are not re-translated.
    expect((await consoleRename(id, 'Tea', 'Yaşıl çay', 'Чай')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);

    expect((await consoleRename(id, 'Green tea', 'Yaşıl çay', 'Чай')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:ru:stale']);

    // An az change and a translation in the same save: that translation is current against the new text.
    expect((await consoleRename(id, 'Green tea', 'Yaşıl çay!', 'Зелёный чай')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale']);

    // Changing az back to the text en was saved against makes en current again.
    expect((await consoleRename(id, 'Green tea', 'Yaşıl çay', 'Зелёный чай')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:ru:stale']);
  });

  it('an empty translation of a text az has is missing; an empty az text with translations is missing in az', async () => {
    const categoryId = await make.category(tri('Cakes', 'Tortlar', 'Торты'));
    const productId = await make.product(tri('Napoleon', 'Napoleon', 'Наполеон'), categoryId, {
      description: tri('', 'Laylı tort', 'Слоёный торт'),
    });
    expect(await problemsOf('Products', productId)).toEqual(['description:en:missing']);

    const emptyAz = await make.product(tri('Honey cake', 'Medovik', 'Медовик'), categoryId, { description: tri('Soft', '', '') });
    expect(await problemsOf('Products', emptyAz)).toEqual(['description:az:missing']);

    // Nothing to translate where no language has a text.
    const none = await make.product(tri('Eclair', 'Ekler', 'Эклер'), categoryId);
    expect(await problemsOf('Products', none)).toEqual([]);
  });

  it("a picture's alt text in az only is missing in en and ru; an az change makes the saved ones stale; the item keeps its name", async () => {
    const id = await make.carousel(tri('Autumn menu', 'Payız menyusu', 'Осеннее меню'));
    const withAlts = (en: string, az: string, ru: string) =>
      admin()
        .put(`/api/v1/admin/Carousels/${id}`)
        .send({
          carouselDictionaries: answered('content', 'Autumn menu', 'Payız menyusu', 'Осеннее меню').map((entry, i) => ({
            ...entry,
            imageAlt: [en, az, ru][i],
          })),
        });
    expect((await withAlts('', 'Nar və heyva arasında espresso-tonik', '')).status).toBe(200);
    expect(await problemsOf('Carousels', id)).toEqual(['imageAlt:en:missing', 'imageAlt:ru:missing']);
    expect((await withAlts('An espresso tonic', 'Nar və heyva arasında espresso-tonik', 'Эспрессо-тоник')).status).toBe(200);
    expect(await problemsOf('Carousels', id)).toEqual([]);
    expect((await withAlts('An espresso tonic', 'Buzlu espresso-tonik', 'Эспрессо-тоник')).status).toBe(200);
    expect(await problemsOf('Carousels', id)).toEqual(['imageAlt:en:stale', 'imageAlt:ru:stale']);
    const listed = await admin().get('/api/v1/admin/Translations').query({ resource: 'Carousels', entityId: id });
    expect((listed.body.items as TranslationItem[])[0].entityNames).toContainEqual({ languageId: 2, name: 'Payız menyusu' });
  });

  it('a refused write changes no status', async () => {
    const id = await make.category(tri('Juice', 'Şirə', 'Сок'));
    expect((await consoleRename(id, 'Juice', 'Meyvə şirəsi', 'Сок')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);

    // Refused by the rules (an empty az name) and failed in the store (a database fault): en is still stale.
    expect((await consoleRename(id, 'Fruit juice', '', 'Фруктовый сок')).status).toBe(400);
    const disarm = failNextWrite(server, CATEGORY);
    const failed = await consoleRename(id, 'Fruit juice', 'Meyvə şirəsi', 'Фруктовый сок');
    disarm();
    expect(failed.status).toBe(500);
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);
  });

  it('lists with filters and pages, and counts per language; deleted items are left out', async () => {
    const id = await make.category(tri('Water', 'Su', 'Вода'));
    expect((await consoleRename(id, 'Water', 'Sular', 'Вода')).status).toBe(200);

    const list = (query: Record<string, string | number>) => admin().get('/api/v1/admin/Translations').query(query);
    const ru = await list({ languageId: 3, status: 'stale', resource: 'Categories', isPaginated: 'false' });
    expect(ru.status).toBe(200);
    const items = ru.body.items as TranslationItem[];
    expect(items.every((item) => item.locale === 'ru' && item.status === 'stale' && item.resource === 'Categories')).toBe(true);
    expect(items.find((item) => item.entityId === id)).toEqual({
      id: `Categories:${id}:name:ru`,
      resource: 'Categories',
      entityId: id,
      entityNames: names('Water', 'Sular', 'Вода').map(({ name, languageId }) => ({ languageId, name })),
      field: 'name',
      languageId: 3,
      locale: 'ru',
      status: 'stale',
    });

    const page = await list({ pageNumber: 2, pageSize: 1, languageId: 3, status: 'stale', resource: 'Categories' });
    expect(page.body).toMatchObject({ pageNumber: 2, totalPages: items.length, totalItems: items.length });
    expect(page.body.items).toEqual([items[1]]);

    const before = await counts();
    expect(before.map((count) => count.locale)).toEqual(['en', 'az', 'ru']);
    // The dashboard's card reads the same counts.
    const dashboard = await admin().get('/api/v1/admin/Dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.translations).toEqual(before);
    const all = (await list({ isPaginated: 'false' })).body.items as TranslationItem[];
    for (const count of before) {
      expect(count.stale).toBe(all.filter((item) => item.locale === count.locale && item.status === 'stale').length);
      expect(count.missing).toBe(all.filter((item) => item.locale === count.locale && item.status === 'missing').length);
    }

    expect((await admin().delete(`/api/v1/admin/Categories/${id}`)).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual([]);
    const after = await counts();
    expect(after.find((count) => count.locale === 'ru')!.stale).toBe(before.find((count) => count.locale === 'ru')!.stale - 1);
  });

  it('refuses wrong filters and anyone but an administrator', async () => {
    for (const query of [{ languageId: 4 }, { status: 'current' }, { resource: 'Reviews' }, { entityId: 'x' }]) {
      const res = await admin().get('/api/v1/admin/Translations').query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await server.api().get('/api/v1/admin/Translations')).status).toBe(401);
    expect((await server.api().get('/api/v1/admin/Translations/Counts')).status).toBe(401);
  });
});

describe('POST admin/Translations/Confirm', () => {
  const confirm = (body: Record<string, unknown>) => admin().post('/api/v1/admin/Translations/Confirm').send(body);

  it('makes a stale translation current for the az text as it is now, without changing it; not an empty one', async () => {
    const id = await make.category(tri('Syrup', 'Şərbət', 'Сироп'));
    expect((await consoleRename(id, 'Syrup', 'Şərbətlər', 'Сироп')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);

    const res = await confirm({ resource: 'Categories', entityId: id, field: 'name', languageId: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'current' });
    expect(await problemsOf('Categories', id)).toEqual(['name:ru:stale']);
    const rows = await server.strapi.db.query(CATEGORY).findMany({ where: { documentId: await documentIdOf(CATEGORY, id) } });
    expect(Object.fromEntries(rows.map((row: any) => [row.locale, row.name]))).toEqual({ en: 'Syrup', az: 'Şərbətlər', ru: 'Сироп' });

    // The next change of az makes it stale again.
    expect((await consoleRename(id, 'Syrup', 'Təbii şərbətlər', 'Сироп')).status).toBe(200);
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);

    const categoryId = await make.category(tri('Ice', 'Buz', 'Лёд'));
    const productId = await make.product(tri('Frappe', 'Frappe', 'Фраппе'), categoryId, { description: tri('', 'Soyuq', 'Холодный') });
    const empty = await confirm({ resource: 'Products', entityId: productId, field: 'description', languageId: 1 });
    expect(empty.status).toBe(409);
    expect(await problemsOf('Products', productId)).toEqual(['description:en:missing']);
  });

  it('refuses what is no translation: the source language, an unknown field, item or resource', async () => {
    const id = await make.category(tri('Honey', 'Bal', 'Мёд'));
    expect((await confirm({ resource: 'Categories', entityId: id, field: 'name', languageId: 2 })).status).toBe(400);
    expect((await confirm({ resource: 'Categories', entityId: id, field: 'description', languageId: 1 })).status).toBe(400);
    expect((await confirm({ resource: 'Reviews', entityId: id, field: 'name', languageId: 1 })).status).toBe(400);
    expect((await confirm({ resource: 'Categories', entityId: 999999, field: 'name', languageId: 1 })).status).toBe(404);
    expect((await server.api().post('/api/v1/admin/Translations/Confirm').send({})).status).toBe(401);
  });
});

describe('through the document service (the panel and scripts)', () => {
  const documents = () => server.strapi.documents(CATEGORY as any);

  it('an az write makes the translations stale; a translation written alone is current again', async () => {
    const id = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
    const documentId = await documentIdOf(CATEGORY, id);
    await documents().update({ documentId, locale: 'az', data: { name: 'Təbii qəhvə' } as any });
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);

    await documents().update({ documentId, locale: 'ru', data: { name: 'Натуральный кофе' } as any });
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale']);

    // Writing en with its own text unchanged is no translation: it stays stale.
    await documents().update({ documentId, locale: 'en', data: { name: 'Coffee' } as any });
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale']);
    await documents().update({ documentId, locale: 'en', data: { name: 'Natural coffee' } as any });
    expect(await problemsOf('Categories', id)).toEqual([]);
  });

  it('a create in az leaves the copies the other languages get stale (nobody translated them)', async () => {
    const made = await documents().create({ locale: 'az', data: { name: 'Desertlər' } as any });
    const id = (await server.strapi.db.query(CATEGORY).findOne({ where: { documentId: made.documentId, locale: 'az' } })).id as number;
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);
    await documents().update({ documentId: made.documentId, locale: 'en', data: { name: 'Desserts' } as any });
    expect(await problemsOf('Categories', id)).toEqual(['name:ru:stale']);
  });

  it('a refused or failed write changes no status', async () => {
    const id = await make.category(tri('Milk', 'Süd', 'Молоко'));
    const documentId = await documentIdOf(CATEGORY, id);
    await documents().update({ documentId, locale: 'az', data: { name: 'İnək südü' } as any });
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);

    // The rules refuse a name longer than the console allows: the en text is not saved, nor its status.
    await expect(documents().update({ documentId, locale: 'en', data: { name: 'x'.repeat(201) } as any })).rejects.toThrow();
    const disarm = failNextWrite(server, CATEGORY);
    await expect(documents().update({ documentId, locale: 'ru', data: { name: 'Коровье молоко' } as any })).rejects.toThrow(
      'injected database fault',
    );
    disarm();
    expect(await problemsOf('Categories', id)).toEqual(['name:en:stale', 'name:ru:stale']);
    const rows = await server.strapi.db.query(CATEGORY).findMany({ where: { documentId } });
    expect(Object.fromEntries(rows.map((row: any) => [row.locale, row.name]))).toEqual({ en: 'Milk', az: 'İnək südü', ru: 'Молоко' });
  });

  it('a product description emptied in en through the document service is missing there', async () => {
    const categoryId = await make.category(tri('Pastry', 'Şirniyyat', 'Выпечка'));
    const id = await make.product(tri('Baklava', 'Paxlava', 'Пахлава'), categoryId, { description: tri('Nuts', 'Qoz', 'Орехи') });
    await server.strapi
      .documents(PRODUCT as any)
      .update({ documentId: await documentIdOf(PRODUCT, id), locale: 'en', data: { description: '' } as any });
    expect(await problemsOf('Products', id)).toEqual(['description:en:missing']);
  });
});
