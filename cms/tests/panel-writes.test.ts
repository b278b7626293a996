import type { LanguageCode } from '@qahve/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrator } from './support/admin';
import { make, tri, uploadTestImage } from './support/fixtures';
import { startServer, type TestServer } from './support/strapi';

/**
 * The Strapi panel's writes (its content-manager API, with a super-admin's panel token) keep the
 * console's rules: the locale written is the one asked for, deletes are the console's soft delete of
 * every language, the console's validation holds, every write is in the history with who made it and
 * from where, and the public API shows the change.
 */
const PANEL_ADMIN = { email: 'cms@qahve.local', password: 'Qahve-cms-2024' };
const LOCALES: LanguageCode[] = ['en', 'az', 'ru'];
const LANGUAGE_ID: Record<LanguageCode, number> = { en: 1, az: 2, ru: 3 };

let server: TestServer;
let panelToken: string;
let admin: Awaited<ReturnType<typeof administrator>>;

interface Kind {
  uid: string;
  path: string;
  /** The localized text field the test edits. */
  field: string;
  /** Creates a document through the store (the console's layer); answers its console id. */
  make: (text: string) => Promise<number>;
  /** The rest of a valid panel create (the localized field aside), images and relations included, if any. */
  create?: () => Record<string, unknown>;
}

let categoryId: number;
let categoryDocumentId: string;
let imageId: number;

/** `text` marked with each language: `<text> en`, `<text> az`, `<text> ru`. */
const inEachLanguage = (text: string) => tri(`${text} en`, `${text} az`, `${text} ru`);

/** Every localized kind the panel edits; the public API lists each. */
const KINDS: Kind[] = [
  {
    uid: 'api::category.category',
    path: 'Categories',
    field: 'name',
    make: (t) => make.category(inEachLanguage(t)),
  },
  {
    uid: 'api::product.product',
    path: 'Products',
    field: 'name',
    make: (t) => make.product(inEachLanguage(t), categoryId),
    create: () => ({
      sizeAndPrice: 'M / 5',
      order: 1,
      isMenuItem: false,
      primaryImage: imageId,
      category: { connect: [{ documentId: categoryDocumentId, locale: 'az' }] },
    }),
  },
  {
    uid: 'api::carousel.carousel',
    path: 'Carousels',
    field: 'content',
    make: (t) => make.carousel(inEachLanguage(t)),
    create: () => ({ order: 1, image: imageId }),
  },
  {
    uid: 'api::home-product.home-product',
    path: 'HomeProducts',
    field: 'name',
    make: (t) => make.homeProduct(inEachLanguage(t)),
    create: () => ({ title: 'Latte', price: 6.5, order: 1, image: imageId }),
  },
  {
    uid: 'api::branch.branch',
    path: 'Branches',
    field: 'name',
    make: (t) => make.branch(inEachLanguage(t)),
    create: () => ({ images: [imageId] }),
  },
  {
    uid: 'api::contact-source.contact-source',
    path: 'ContactSources',
    field: 'name',
    make: (t) => make.contactSource(inEachLanguage(t)),
  },
];

const panel = () => server.api().set('Authorization', `Bearer ${panelToken}`);
const cm = (uid: string) => `/content-manager/collection-types/${uid}`;

async function rowsOf(uid: string, id: number) {
  const base = await server.strapi.db.query(uid as any).findOne({ where: { id } });
  const rows = await server.strapi.db.query(uid as any).findMany({ where: { documentId: base.documentId } });
  return {
    documentId: base.documentId as string,
    byLocale: Object.fromEntries(rows.map((row: any) => [row.locale, row])) as Record<string, any>,
  };
}

const publicList = async (path: string, locale: LanguageCode) => {
  const res = await server.api().get(`/api/v1/client/${path}`).query({ languageId: LANGUAGE_ID[locale], isPaginated: 'false' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return JSON.stringify(res.body);
};

beforeAll(async () => {
  server = await startServer();
  const login = await server.api().post('/admin/login').send(PANEL_ADMIN);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  panelToken = login.body.data.token;
  admin = await administrator(server);
  categoryId = await make.category(tri('Base en', 'Base az', 'Base ru'));
  categoryDocumentId = (await rowsOf('api::category.category', categoryId)).documentId;
  imageId = (await uploadTestImage(server.strapi, server.tmp, 400)).id;
});

interface Entry {
  action: string;
  userEmail: string | null;
  source: string;
  entityId: number;
  changes: Array<{ field: string; locale?: string; before: unknown; after: unknown }>;
  restorableBefore?: boolean;
  id: number;
}
const historyOf = async (path: string, id: number): Promise<Entry[]> => {
  const res = await admin().get('/api/v1/admin/History').query({ resource: path, entityId: id, pageSize: 50 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
};
const consoleList = async (path: string) => {
  const res = await admin().get(`/api/v1/admin/${path}`).query({ isPaginated: 'false' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items ?? res.body;
};
const inConsole = async (path: string, id: number) => {
  const items = await consoleList(path);
  const flat = (list: any[]): any[] => list.flatMap((item) => [item, ...flat(item.subCategories ?? [])]);
  return flat(items).find((item) => item.id === id);
};

afterAll(() => server?.stop());

describe('a panel edit writes the language it names', () => {
  for (const kind of KINDS) {
    for (const locale of LOCALES) {
      it(`${kind.path}: an edit in ${locale} changes ${locale} only`, async () => {
        const id = await kind.make(`${kind.path} ${locale}`);
        const { documentId } = await rowsOf(kind.uid, id);
        const text = `Panel ${kind.path} ${locale} edit`;
        // The panel sends the locale in the query, as its edit view does.
        const res = await panel()
          .put(`${cm(kind.uid)}/${documentId}?locale=${locale}`)
          .send({ [kind.field]: text });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data.locale).toBe(locale);

        const { byLocale } = await rowsOf(kind.uid, id);
        expect(Object.keys(byLocale).sort()).toEqual(['az', 'en', 'ru']);
        for (const other of LOCALES) {
          expect(byLocale[other][kind.field], other).toBe(other === locale ? text : `${kind.path} ${locale} ${other}`);
        }
        // The public answer (whose cache the write moved on) has the new text and the other languages' own.
        const list = await publicList(kind.path, locale);
        expect(list).toContain(text);
        for (const other of LOCALES.filter((l) => l !== locale)) expect(list).toContain(`${kind.path} ${locale} ${other}`);
        // The console shows it, and its History tab says who changed what, from the panel.
        expect(JSON.stringify(await inConsole(kind.path, id))).toContain(text);
        const [entry] = await historyOf(kind.path, id);
        expect(entry).toMatchObject({ action: 'update', userEmail: PANEL_ADMIN.email, source: 'panel', entityId: id });
        expect(entry.changes).toEqual([{ field: kind.field, locale, before: `${kind.path} ${locale} ${locale}`, after: text }]);
      });
    }
  }
});

describe('a panel create', () => {
  for (const kind of KINDS) {
    it(`${kind.path}: creates all three languages, then an en and a ru save write their own`, async () => {
      const text = `Created ${kind.path}`;
      const res = await panel()
        .post(`${cm(kind.uid)}?locale=az`)
        .send({ [kind.field]: `${text} az`, ...kind.create?.() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = res.body.data.id as number;
      const { documentId } = await rowsOf(kind.uid, id);
      for (const locale of ['en', 'ru'] as const) {
        const save = await panel()
          .put(`${cm(kind.uid)}/${documentId}?locale=${locale}`)
          .send({ [kind.field]: `${text} ${locale}` });
        expect(save.status, JSON.stringify(save.body)).toBe(200);
      }
      const { byLocale } = await rowsOf(kind.uid, id);
      expect(Object.fromEntries(LOCALES.map((l) => [l, byLocale[l]?.[kind.field]]))).toEqual({
        en: `${text} en`,
        az: `${text} az`,
        ru: `${text} ru`,
      });
      expect(await inConsole(kind.path, id)).toBeDefined();
      for (const locale of LOCALES) expect(await publicList(kind.path, locale)).toContain(`${text} ${locale}`);
      const entries = await historyOf(kind.path, id);
      expect(entries.map((e) => [e.action, e.source, e.userEmail])).toEqual([
        ['update', 'panel', PANEL_ADMIN.email],
        ['update', 'panel', PANEL_ADMIN.email],
        ['create', 'panel', PANEL_ADMIN.email],
      ]);
    });
  }
});

describe('a panel delete is the console soft delete of the whole item', () => {
  for (const kind of KINDS) {
    for (const [what, locale] of [
      ['one language', 'ru'],
      ['all languages', '*'],
    ] as const) {
      it(`${kind.path}: deleting ${what} keeps every row, marked deleted, revertable in the console`, async () => {
        const id = await kind.make(`Deleted ${kind.path} ${what}`);
        const { documentId } = await rowsOf(kind.uid, id);
        const res = await panel().delete(`${cm(kind.uid)}/${documentId}?locale=${encodeURIComponent(locale)}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const { byLocale } = await rowsOf(kind.uid, id);
        expect(Object.keys(byLocale).sort()).toEqual(['az', 'en', 'ru']);
        for (const l of LOCALES) expect(byLocale[l].isDeleted, l).toBe(true);
        for (const l of LOCALES) expect(await publicList(kind.path, l)).not.toContain(`Deleted ${kind.path} ${what} ${l}`);
        expect(await inConsole(kind.path, id)).toMatchObject({ id, isDeleted: true });
        const [entry] = await historyOf(kind.path, id);
        expect(entry).toMatchObject({ action: 'delete', source: 'panel', userEmail: PANEL_ADMIN.email });
        expect(entry.changes).toEqual([{ field: 'isDeleted', before: false, after: true }]);

        const revert = await admin().put(`/api/v1/admin/${kind.path}/revert/${id}`);
        expect(revert.status, JSON.stringify(revert.body)).toBe(200);
        for (const l of LOCALES) expect(await publicList(kind.path, l)).toContain(`Deleted ${kind.path} ${what} ${l}`);
      });
    }
  }
});

describe("the console's rules hold in the panel", () => {
  it('refuses a product without category or image with the panel validation error, writing nothing', async () => {
    const before = await server.strapi.db.query('api::product.product').count({});
    const res = await panel()
      .post(`${cm('api::product.product')}?locale=az`)
      .send({ name: 'No category', sizeAndPrice: 'M / 5', order: 1, isMenuItem: false });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    const paths = res.body.error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['category', 'primaryImage']));
    expect(res.body.error.message).toContain('Category is required');
    expect(await server.strapi.db.query('api::product.product').count({})).toBe(before);
  });

  it('refuses an edit that clears a required image, and leaves the item as it was', async () => {
    const create = await panel()
      .post(`${cm('api::carousel.carousel')}?locale=az`)
      .send({ content: 'With image', order: 1, image: imageId });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    const documentId = create.body.data.documentId;
    const res = await panel()
      .put(`${cm('api::carousel.carousel')}/${documentId}?locale=en`)
      .send({ content: 'Cleared', image: null });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.details.errors[0].path).toEqual(['image']);
    const { byLocale } = await rowsOf('api::carousel.carousel', create.body.data.id);
    expect(byLocale.en.content).toBe('With image');
  });

  it('keeps a branch’s coordinates together, and stores its address and place as the console reads them', async () => {
    const before = await server.strapi.db.query('api::branch.branch').count({});
    const alone = await panel()
      .post(`${cm('api::branch.branch')}?locale=az`)
      .send({ name: 'Tək', images: [imageId], latitude: 40.37772 });
    expect(alone.status, JSON.stringify(alone.body)).toBe(400);
    expect(alone.body.error.details.errors.map((e: { path: string[] }) => e.path)).toEqual([['longitude']]);
    expect(alone.body.error.message).toContain('Latitude and longitude must be given together');
    expect(await server.strapi.db.query('api::branch.branch').count({})).toBe(before);

    const placed = await panel()
      .post(`${cm('api::branch.branch')}?locale=az`)
      .send({ name: 'Sahil', address: 'Neftçilər prospekti 12', images: [imageId], latitude: 40.36712, longitude: 49.84861 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const branch = (await admin().get(`/api/v1/admin/Branches?isPaginated=false`)).body.items.find(
      (b: { id: number }) => b.id === placed.body.data.id,
    );
    expect(branch).toMatchObject({ latitude: 40.36712, longitude: 49.84861 });
    expect(branch.branchDictionaries.find((d: { languageId: number }) => d.languageId === 2).address).toBe('Neftçilər prospekti 12');
  });

  it('does not take isDeleted as a raw value', async () => {
    const id = await make.category(tri('Flag en', 'Flag az', 'Flag ru'));
    const { documentId } = await rowsOf('api::category.category', id);
    const res = await panel()
      .put(`${cm('api::category.category')}/${documentId}?locale=az`)
      .send({ name: 'Flag az 2', isDeleted: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { byLocale } = await rowsOf('api::category.category', id);
    expect(LOCALES.map((l) => byLocale[l].isDeleted)).toEqual([false, false, false]);
    expect(byLocale.az.name).toBe('Flag az 2');
  });
});

describe('history: the state before any entry can be restored', () => {
  it('undoes the first change of content that existed before the history', async () => {
    const id = await make.category(tri('Seeded en', 'Seeded az', 'Seeded ru'));
    const { documentId } = await rowsOf('api::category.category', id);
    expect(await historyOf('Categories', id)).toEqual([]);
    const edit = await panel()
      .put(`${cm('api::category.category')}/${documentId}?locale=ru`)
      .send({ name: 'Changed ru' });
    expect(edit.status).toBe(200);
    const [entry] = await historyOf('Categories', id);
    expect(entry.restorableBefore).toBe(true);
    const res = await admin().post(`/api/v1/admin/History/${entry.id}/RestoreBefore`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { byLocale } = await rowsOf('api::category.category', id);
    expect(byLocale.ru.name).toBe('Seeded ru');
    const [restore] = await historyOf('Categories', id);
    expect(restore).toMatchObject({ action: 'restore', source: 'console' });
  });
});

describe('reviews of a product that is really gone', () => {
  it('leave moderation and the dashboard with it', async () => {
    const pending = async () => {
      const res = await admin().get('/api/v1/admin/Dashboard');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.reviews.pending as number;
    };
    const id = await make.product(tri('Gone en', 'Gone az', 'Gone ru'), categoryId);
    const reviewIds = [
      await make.review(server.strapi, id, { isConfirmed: false, name: 'Gone 1' }),
      await make.review(server.strapi, id, { isConfirmed: false, name: 'Gone 2' }),
    ];
    const other = await make.product(tri('Stays en', 'Stays az', 'Stays ru'), categoryId);
    const kept = await make.review(server.strapi, other, { isConfirmed: false, name: 'Kept' });
    const before = await pending();
    const { documentId } = await rowsOf('api::product.product', id);
    // Below the document service (a script, the seed's reset): the rows themselves removed.
    await server.strapi.db.query('api::product.product').deleteMany({ where: { documentId } });

    expect(await server.strapi.db.query('api::review.review').count({ where: { id: { $in: reviewIds } } })).toBe(0);
    expect(await server.strapi.db.query('api::review.review').count({ where: { id: kept } })).toBe(1);
    expect(await pending()).toBe(before - 2);
    const list = await admin().get('/api/v1/admin/Reviews/GetAll').query({ status: 'pending', pageSize: 100 });
    expect(list.status).toBe(200);
    expect(list.body.items.map((r: { name: string }) => r.name)).not.toContain('Gone 1');
  });
});
