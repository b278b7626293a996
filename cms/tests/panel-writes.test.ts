import type { LanguageCode } from '@qahve/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrator } from './support/admin';
import { createBranch, createCarousel, createCategory, createContactSource, createHomeProduct, createProduct, tri } from './support/fixtures';
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
  /** Whether the public API lists it. */
  isPublic: boolean;
}

let categoryId: number;

const KINDS: Kind[] = [
  { uid: 'api::category.category', path: 'Categories', field: 'name', make: (t) => createCategory(tri(`${t} en`, `${t} az`, `${t} ru`)), isPublic: true },
  { uid: 'api::product.product', path: 'Products', field: 'name', make: (t) => createProduct(tri(`${t} en`, `${t} az`, `${t} ru`), categoryId), isPublic: true },
  { uid: 'api::carousel.carousel', path: 'Carousels', field: 'content', make: (t) => createCarousel(tri(`${t} en`, `${t} az`, `${t} ru`)), isPublic: true },
  { uid: 'api::home-product.home-product', path: 'HomeProducts', field: 'name', make: (t) => createHomeProduct(tri(`${t} en`, `${t} az`, `${t} ru`)), isPublic: true },
  { uid: 'api::branch.branch', path: 'Branches', field: 'name', make: (t) => createBranch(tri(`${t} en`, `${t} az`, `${t} ru`)), isPublic: true },
  { uid: 'api::contact-source.contact-source', path: 'ContactSources', field: 'name', make: (t) => createContactSource(tri(`${t} en`, `${t} az`, `${t} ru`)), isPublic: true },
];

const panel = () => server.api().set('Authorization', `Bearer ${panelToken}`);
const cm = (uid: string) => `/content-manager/collection-types/${uid}`;

async function rowsOf(uid: string, id: number) {
  const base = await server.strapi.db.query(uid as any).findOne({ where: { id } });
  const rows = await server.strapi.db.query(uid as any).findMany({ where: { documentId: base.documentId } });
  return { documentId: base.documentId as string, byLocale: Object.fromEntries(rows.map((row: any) => [row.locale, row])) as Record<string, any> };
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
  categoryId = await createCategory(tri('Base en', 'Base az', 'Base ru'));
});

afterAll(() => server?.stop());

describe('a panel edit writes the language it names', () => {
  for (const kind of KINDS) {
    for (const locale of LOCALES) {
      it(`${kind.path}: an edit in ${locale} changes ${locale} only`, async () => {
        const id = await kind.make(`${kind.path} ${locale}`);
        const { documentId } = await rowsOf(kind.uid, id);
        const text = `Panel ${kind.path} ${locale} edit`;
        // The panel sends the locale in the query, as its edit view does.
        const res = await panel().put(`${cm(kind.uid)}/${documentId}?locale=${locale}`).send({ [kind.field]: text });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data.locale).toBe(locale);

        const { byLocale } = await rowsOf(kind.uid, id);
        expect(Object.keys(byLocale).sort()).toEqual(['az', 'en', 'ru']);
        for (const other of LOCALES) {
          expect(byLocale[other][kind.field], other).toBe(other === locale ? text : `${kind.path} ${locale} ${other}`);
        }
        if (kind.isPublic) {
          // The public answer (whose cache the write moved on) has the new text and the other languages' own.
          const list = await publicList(kind.path, locale);
          expect(list).toContain(text);
          for (const other of LOCALES.filter((l) => l !== locale)) expect(list).toContain(`${kind.path} ${locale} ${other}`);
        }
      });
    }
  }
});
