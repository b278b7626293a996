import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@qahve/config';
import { answered, make, tri } from './support/fixtures';
import type { TestServer } from './support/strapi';
import { expectFieldError, expectNothingWritten, failNextWrite, snapshot, type Admin, type Shared } from './support/content';

const CATEGORY = 'api::category.category';
const PATH = '/api/v1/admin/Categories';

let server: TestServer;
let admin: Admin;

const names = (en: string, az: string, ru: string) => answered('name', en, az, ru);

const create = (body: unknown) =>
  admin()
    .post(PATH)
    .send(body as object);
const update = (id: number | string, body: unknown) =>
  admin()
    .put(`${PATH}/${id}`)
    .send(body as object);

async function tree(query = ''): Promise<Category[]> {
  const res = await admin().get(`${PATH}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

/** Every category of the tree, depth first, with its depth. */
function flatten(items: Category[], depth = 0): Array<{ id: number; depth: number; category: Category }> {
  return items.flatMap((category) => [{ id: category.id, depth, category }, ...flatten(category.subCategories, depth + 1)]);
}

/** Registers the tests on the server that the entry file started. */
export function categoriesSuite(shared: Shared) {
  beforeAll(async () => {
    ({ server, admin } = shared);
  });

  describe('POST admin/Categories (JSON)', () => {
    it('creates a top-level category and a subcategory, answering 201 {id, message}', async () => {
      const top = await create({ parentCategoryId: null, categoryDictionaries: names('Drinks', 'İçkilər', 'Напитки') });
      expect(top.status, JSON.stringify(top.body)).toBe(201);
      expect(top.body).toEqual({ id: expect.any(Number), message: 'Category created' });
      const sub = await create({ parentCategoryId: top.body.id, categoryDictionaries: names('Cold', 'Soyuq', 'Холодные') });
      expect(sub.status).toBe(201);

      const drinks = (await tree()).find((c) => c.id === top.body.id)!;
      expect(drinks).toEqual({
        id: top.body.id,
        parentCategoryId: null,
        isDeleted: false,
        draft: null,
        categoryDictionaries: answered('name', 'Drinks', 'İçkilər', 'Напитки'),
        subCategories: [
          {
            id: sub.body.id,
            parentCategoryId: top.body.id,
            isDeleted: false,
            draft: null,
            categoryDictionaries: answered('name', 'Cold', 'Soyuq', 'Холодные'),
            subCategories: [],
          },
        ],
      });
      // The public menu shows it too.
      const menu = await server.api().get('/api/v1/client/Categories?isPaginated=false');
      expect(menu.body.items.map((c: Category) => c.id)).toContain(top.body.id);
    });

    it('accepts PascalCase keys and a missing parent', async () => {
      const res = await create({
        CategoryDictionaries: [
          { Name: 'Food', LanguageId: 1 },
          { Name: 'Yemək', LanguageId: 2 },
          { Name: 'Еда', LanguageId: 3 },
        ],
      });
      expect(res.status).toBe(201);
      expect((await tree()).find((c) => c.id === res.body.id)?.parentCategoryId).toBeNull();
    });

    it('answers the validation messages of the category form', async () => {
      expectFieldError(
        await create({ categoryDictionaries: names('A', ' ', 'C') }),
        'categoryDictionaries[1].name',
        'Category name is required',
      );
      expectFieldError(
        await create({ categoryDictionaries: names('A', 'B', 'C').slice(0, 2) }),
        'categoryDictionaries',
        'There must be exactly 3 languages',
      );
      expectFieldError(
        await create({ categoryDictionaries: [...names('A', 'B', 'C'), { name: 'D', languageId: 1 }] }),
        'categoryDictionaries',
        'There must be exactly 3 languages',
      );
      expectFieldError(
        await create({ categoryDictionaries: names('A', 'B', 'C').map((d) => ({ ...d, languageId: 2 })) }),
        'categoryDictionaries',
        'There must be exactly 3 languages',
      );
      expectFieldError(await create({}), 'categoryDictionaries', 'There must be exactly 3 languages');
      expectFieldError(
        await create({ categoryDictionaries: [{ name: 'A' }, ...names('A', 'B', 'C').slice(1)] }),
        'categoryDictionaries[0].languageId',
        'Language ID is required',
      );
      expectFieldError(
        await create({ parentCategoryId: 'drinks', categoryDictionaries: names('A', 'B', 'C') }),
        'parentCategoryId',
        'Parent category must be a category id',
      );
    });

    it('refuses a parent that does not exist, naming parentCategoryId, and writes nothing', async () => {
      const before = await snapshot(server, [CATEGORY]);
      expectFieldError(
        await create({ parentCategoryId: 999999, categoryDictionaries: names('A', 'B', 'C') }),
        'parentCategoryId',
        'Parent category does not exist',
      );
      await create({ categoryDictionaries: names('', '', '') });
      const body = await admin().post(PATH).set('Content-Type', 'application/json').send('{"categoryDictionaries": [');
      expect(body.status).toBe(400);
      failNextWrite(server, CATEGORY);
      expect((await create({ categoryDictionaries: names('Fault', 'Xəta', 'Сбой') })).status).toBe(500);
      await expectNothingWritten(server, before);
    });
  });

  describe('PUT admin/Categories/{id}', () => {
    let root: number;
    let child: number;
    let grandchild: number;
    let other: number;

    beforeAll(async () => {
      root = await make.category(tri('Root', 'Kök', 'Корень'));
      child = await make.category(tri('Child', 'Uşaq', 'Ребёнок'), { parentId: root });
      grandchild = await make.category(tri('Grandchild', 'Nəvə', 'Внук'), { parentId: child });
      other = await make.category(tri('Other', 'Digər', 'Другое'));
    });

    it('renames in three languages and answers 200 with the category', async () => {
      const res = await update(other, { categoryDictionaries: names('Others', 'Digərləri', 'Другие') });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        id: other,
        parentCategoryId: null,
        isDeleted: false,
        categoryDictionaries: names('Others', 'Digərləri', 'Другие').map(({ name, languageId }) => ({ languageId, name })),
        subCategories: [],
      });
    });

    it('moves a category under another and back to the top, keeping its subtree', async () => {
      const moved = await update(child, { parentCategoryId: other });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        id: child,
        parentCategoryId: other,
        subCategories: [expect.objectContaining({ id: grandchild })],
      });
      const top = await update(child, { parentCategoryId: null });
      expect(top.body.parentCategoryId).toBeNull();
      const blank = await update(child, { parentCategoryId: '' });
      expect(blank.body.parentCategoryId).toBeNull();
      // Leaving the parent out keeps it.
      await update(child, { parentCategoryId: root });
      const renamed = await update(child, { categoryDictionaries: names('Child', 'Uşaq', 'Ребёнок') });
      expect(renamed.body.parentCategoryId).toBe(root);
      // Every language row follows the move.
      const rows = await server.strapi.db
        .query(CATEGORY)
        .findMany({ where: { name: { $in: ['Child', 'Uşaq', 'Ребёнок'] } }, populate: { parent: { select: ['name'] } } });
      expect(rows.map((r: { parent: { name: string } }) => r.parent.name).sort()).toEqual(['Kök', 'Root', 'Корень'].sort());
    });

    it('refuses to make a category its own parent or ancestor (400 naming parentCategoryId)', async () => {
      const before = await tree('?isPaginated=false');
      // [category, the parent that would close a cycle]
      for (const [id, parentCategoryId] of [
        [root, root],
        [root, child],
        [root, grandchild],
        [child, grandchild],
      ]) {
        expectFieldError(await update(id, { parentCategoryId }), 'parentCategoryId', 'A category cannot be its own parent or ancestor');
      }
      expect(await tree('?isPaginated=false')).toEqual(before);
      // A sibling branch is fine.
      expect((await update(grandchild, { parentCategoryId: root })).status).toBe(200);
      expect((await update(grandchild, { parentCategoryId: child })).status).toBe(200);
    });

    it('refuses an unknown parent, wrong types and a dictionary without three languages', async () => {
      expectFieldError(await update(child, { parentCategoryId: 999999 }), 'parentCategoryId', 'Parent category does not exist');
      expectFieldError(await update(child, { parentCategoryId: 1.5 }), 'parentCategoryId', 'Parent category must be a category id');
      expectFieldError(
        await update(child, { categoryDictionaries: names('A', 'B', 'C').slice(1) }),
        'categoryDictionaries',
        'There must be exactly 3 languages',
      );
      expectFieldError(
        await update(child, { categoryDictionaries: names('A', '', 'C') }),
        'categoryDictionaries[1].name',
        'Category name is required',
      );
      expectFieldError(await update(child, { categoryDictionaries: 'Child' }), 'categoryDictionaries', 'There must be exactly 3 languages');
    });

    it('answers 404 for an unknown id, 400 for one that is not an id', async () => {
      expect((await update(999999, { categoryDictionaries: names('A', 'B', 'C') })).status).toBe(404);
      expectFieldError(await update('0', {}), 'id', 'id must be a positive integer');
    });
  });

  describe('soft delete and revert', () => {
    it('flags the category, hides it and its subtree from the public, and brings them back', async () => {
      const parent = await make.category(tri('Seasonal', 'Mövsümi', 'Сезонное'));
      const inner = await make.category(tri('Winter', 'Qış', 'Зима'), { parentId: parent });
      const publicIds = async () =>
        flatten((await server.api().get('/api/v1/client/Categories?isPaginated=false')).body.items).map((c) => c.id);
      expect(await publicIds()).toEqual(expect.arrayContaining([parent, inner]));

      const removed = await admin().delete(`${PATH}/${parent}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id: parent, isDeleted: true });
      expect(await publicIds()).not.toContain(parent);
      expect(await publicIds()).not.toContain(inner);
      // The console still sees it, flagged, with its subtree.
      const shown = flatten(await tree()).find((c) => c.id === parent)!;
      expect(shown.category).toMatchObject({ isDeleted: true, subCategories: [expect.objectContaining({ id: inner, isDeleted: false })] });
      expect(await server.strapi.db.query(CATEGORY).count({ where: { name: { $in: ['Seasonal', 'Mövsümi', 'Сезонное'] } } })).toBe(3);

      const reverted = await admin().put(`${PATH}/revert/${parent}`);
      expect(reverted.body).toEqual({ id: parent, isDeleted: false });
      expect(await publicIds()).toEqual(expect.arrayContaining([parent, inner]));
    });

    it('answers 404 for unknown ids', async () => {
      expect((await admin().delete(`${PATH}/999999`)).status).toBe(404);
      const revert = await admin().put(`${PATH}/revert/999999`);
      expect(revert.status).toBe(404);
      expect(revert.body.message).toBe('Category not found');
    });
  });

  describe('GET admin/Categories', () => {
    const made: Record<string, number> = {};

    beforeAll(async () => {
      await server.strapi.db.query(CATEGORY).deleteMany({});
      made.b = await make.category(tri('Bakery', 'Çörək', 'Выпечка'));
      made.b1 = await make.category(tri('Bread', 'Bulka', 'Хлеб'), { parentId: made.b });
      made.b11 = await make.category(tri('Rye', 'Çovdar', 'Ржаной'), { parentId: made.b1 });
      made.b111 = await make.category(tri('Dark rye', 'Tünd çovdar', 'Тёмный ржаной'), { parentId: made.b11 });
      made.b2 = await make.category(tri('Buns', 'Kökə', 'Булочки'), { parentId: made.b, isDeleted: true });
      made.a = await make.category(tri('Alpha', 'Alpha', 'Альфа'));
      made.d = await make.category(tri('Deleted', 'Silinmiş', 'Удалённая'), { isDeleted: true });
      for (let i = 1; i <= 9; i += 1) made[`x${i}`] = await make.category(tri(`Extra ${i}`, `Əlavə ${i}`, `Доп ${i}`));
    });

    it('answers the whole tree without parameters, nested to any depth, deleted ones flagged', async () => {
      const res = await admin().get(PATH);
      expect(res.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: 12 });
      const items: Category[] = res.body.items;
      expect(items.map((c) => c.id)).toEqual([made.b, made.a, made.d, ...Array.from({ length: 9 }, (_, i) => made[`x${i + 1}`])]);
      const flat = flatten(items);
      expect(flat.find((c) => c.id === made.b111)).toMatchObject({ depth: 3 });
      expect(flat.find((c) => c.id === made.b2)!.category.isDeleted).toBe(true);
      expect(flat.find((c) => c.id === made.d)!.category.isDeleted).toBe(true);
    });

    it('pages the top level: pageNumber, pageSize, isPaginated', async () => {
      const first = await admin().get(`${PATH}?pageNumber=1&pageSize=10&isPaginated=true`);
      expect(first.body).toMatchObject({ pageNumber: 1, totalPages: 2, totalItems: 12 });
      expect(first.body.items).toHaveLength(10);
      const second = await admin().get(`${PATH}?pageNumber=2&pageSize=10&isPaginated=true`);
      expect(second.body.items.map((c: Category) => c.id)).toEqual([made.x8, made.x9]);
      const all = await admin().get(`${PATH}?pageNumber=2&pageSize=10&isPaginated=false`);
      expect(all.body.items).toHaveLength(12);
    });

    it('sorts every level by id or name, either way', async () => {
      const byIdDesc = await tree('?sortBy=id&sortOrder=desc&isPaginated=false');
      expect(byIdDesc.map((c) => c.id)).toEqual([
        made.x9,
        made.x8,
        made.x7,
        made.x6,
        made.x5,
        made.x4,
        made.x3,
        made.x2,
        made.x1,
        made.d,
        made.a,
        made.b,
      ]);
      expect(byIdDesc.find((c) => c.id === made.b)!.subCategories.map((c) => c.id)).toEqual([made.b2, made.b1]);
      const byName = await tree('?sortBy=name&sortOrder=asc&pageSize=2&pageNumber=1&isPaginated=true');
      // Azerbaijani names: "Alpha" first on either database's collation.
      expect(byName[0].id).toBe(made.a);
    });

    it('searches names in the three languages: matches with their subtree and the path above them', async () => {
      const rye = await tree(`?q=${encodeURIComponent('ÇOVDAR')}`);
      expect(rye.map((c) => c.id)).toEqual([made.b]);
      expect(flatten(rye).map((c) => c.id)).toEqual([made.b, made.b1, made.b11, made.b111]);

      const bread = await tree(`?q=${encodeURIComponent('хлеб')}`);
      expect(flatten(bread).map((c) => c.id)).toEqual([made.b, made.b1, made.b11, made.b111]);

      const deleted = await tree('?q=silinmis');
      expect(deleted.map((c) => c.id)).toEqual([made.d]);

      const extras = await admin().get(`${PATH}?q=${encodeURIComponent('əlavə')}&pageSize=4&pageNumber=3&isPaginated=true`);
      expect(extras.body).toMatchObject({ totalItems: 9, totalPages: 3, pageNumber: 3 });
      expect(extras.body.items.map((c: Category) => c.id)).toEqual([made.x9]);

      expect(await tree('?q=nothing')).toEqual([]);
    });

    it('refuses unknown sort columns', async () => {
      const res = await admin().get(`${PATH}?sortBy=order`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('sortBy');
    });
  });
}
