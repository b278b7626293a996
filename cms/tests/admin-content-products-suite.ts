import { beforeAll, describe, expect, it } from 'vitest';
import { type Product, IMAGE_MAX_BYTES } from '@qahve/config';
import { make, tri } from './support/fixtures';
import type { TestServer } from './support/strapi';
import {
  corrupt,
  dictionaryFields,
  expectFieldError,
  expectNothingWritten,
  failNextWrite,
  fakes,
  fileExists,
  filesNamed,
  image,
  marker,
  multipart,
  pngOfSize,
  snapshot,
  tooLarge,
  uploadRecordOf,
  type Admin,
  type Shared,
  type Fields,
  type Files,
} from './support/content';

const PRODUCT = 'api::product.product';
const PATH = '/api/v1/admin/Products';

let server: TestServer;
let admin: Admin;
const ids: Record<string, number> = {};

const names = dictionaryFields('ProductDictionaries', 'Name', ['Flat white', 'Flet uayt', 'Флэт уайт'], {
  Description: ['Double ristretto', 'İkiqat ristretto', 'Двойной ристретто'],
  // A picture's alt text may be left blank in a language (none).
  ImageAlt: ['A flat white in a glass cup', 'Şüşə fincanda flet uayt', ''],
});

const validFields = (overrides: Fields = {}): Fields => ({
  SizeAndPrice: 'M / 6.5',
  CategoryId: ids.coffee,
  IsMenuItem: 'true',
  Order: 3,
  WoltLink: 'https://wolt.com/az/flat-white',
  ...names,
  ...overrides,
});

async function validFiles(overrides: Files = {}): Promise<Files> {
  return { PrimaryImageFile: await image('png'), SecondaryImageFile: await image('jpeg'), ...overrides };
}

const create = (fields: Fields, files: Files) => multipart(admin().post(PATH), fields, files);
const update = (id: number, fields: Fields, files: Files = {}) => multipart(admin().put(`${PATH}/${id}`), fields, files);

async function listAll(query = ''): Promise<Product[]> {
  const res = await admin().get(`${PATH}?isPaginated=false${query}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

async function productById(id: number): Promise<Product | undefined> {
  return (await listAll()).find((p) => p.id === id);
}

/** Registers the tests on the server that the entry file started. */
export function productsSuite(shared: Shared) {
  beforeAll(async () => {
    ({ server, admin } = shared);
    ids.coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
    ids.tea = await make.category(tri('Tea', 'Çay', 'Чай'));
  });

  describe('POST admin/Products', () => {
    it('creates a product in three languages with both images and answers 201 {id, message}', async () => {
      const files = await validFiles();
      const res = await create(validFields(), files);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: 'Product created' });

      const product = await productById(res.body.id);
      expect(product).toMatchObject({
        id: res.body.id,
        categoryId: ids.coffee,
        order: 3,
        isMenuItem: true,
        isDeleted: false,
        sizeAndPrice: 'M / 6.5',
        woltLink: 'https://wolt.com/az/flat-white',
        primaryImageUrl: expect.stringMatching(/^\/uploads\/.+\.png$/),
        secondaryImageUrl: expect.stringMatching(/^\/uploads\/.+\.jpg$/),
        productDictionaries: [
          { languageId: 1, name: 'Flat white', description: 'Double ristretto', imageAlt: 'A flat white in a glass cup' },
          { languageId: 2, name: 'Flet uayt', description: 'İkiqat ristretto', imageAlt: 'Şüşə fincanda flet uayt' },
          { languageId: 3, name: 'Флэт уайт', description: 'Двойной ристретто', imageAlt: null },
        ],
      });
      expect(await fileExists(product!.primaryImageUrl!)).toBe(true);
      // Three language rows share the document; the public menu shows it.
      const rows = await server.strapi.db.query(PRODUCT).findMany({ where: { sizeAndPrice: 'M / 6.5' } });
      expect(rows.map((r: { locale: string }) => r.locale).sort()).toEqual(['az', 'en', 'ru']);
      const menu = await server.api().get('/api/v1/client/Products?isPaginated=false&isMenuItem=true');
      expect(menu.body.items.map((p: Product) => p.id)).toContain(res.body.id);
    });

    it('needs no second image, Wolt link or description when the product is not a menu item', async () => {
      const fields = validFields({ IsMenuItem: 'false', WoltLink: '', 'ProductDictionaries[0].Description': '' });
      const res = await create(fields, { PrimaryImageFile: await image('webp') });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const product = await productById(res.body.id);
      expect(product).toMatchObject({ isMenuItem: false, secondaryImageUrl: null, woltLink: null });
      expect(product!.primaryImageUrl).toMatch(/\.webp$/);
      expect(product!.productDictionaries[0].description).toBeNull();
    });

    it('accepts JPEG, PNG, WebP and AVIF, decided by content', async () => {
      for (const kind of ['jpeg', 'png', 'webp', 'avif'] as const) {
        const res = await create(validFields({ IsMenuItem: 'false' }), { PrimaryImageFile: await image(kind) });
        expect(res.status, kind).toBe(201);
      }
      // A PNG whose name says JPEG is stored as what it is.
      const png = await image('png');
      const res = await create(validFields({ IsMenuItem: 'false' }), {
        PrimaryImageFile: { ...png, filename: 'photo.jpg', contentType: 'image/jpeg' },
      });
      expect(res.status).toBe(201);
      expect((await productById(res.body.id))!.primaryImageUrl).toMatch(/\.png$/);
    });

    it('answers every validation message of the product form, word for word', async () => {
      const res = await create({ ...dictionaryFields('ProductDictionaries', 'Name', ['', ' ', '']) }, {});
      expect(res.status).toBe(400);
      const messages = res.body.errors.map((e: { message: string }) => e.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Please specify if this is a menu item',
          'Size and Price are required',
          'Category is required',
          'Order is required',
          'First image is required',
          'Dictionary name is required',
        ]),
      );
      expect(res.body.message).toBe(res.body.errors[0].message);
      expectFieldError(res, 'productDictionaries[1].name', 'Dictionary name is required');

      const files = await validFiles();
      const cases: Array<[Fields, Files, string, string]> = [
        [validFields(), { PrimaryImageFile: files.PrimaryImageFile }, 'secondaryImageFile', 'Second image is required'],
        [validFields({ Order: '0' }), files, 'order', 'Order must be a positive integer'],
        [validFields({ Order: '-3' }), files, 'order', 'Order must be a positive integer'],
        [validFields({ Order: '1.5' }), files, 'order', 'Order must be an integer'],
        [validFields({ Order: 'abc' }), files, 'order', 'Order must be an integer'],
        [validFields({ Order: '' }), files, 'order', 'Order is required'],
        [validFields({ SizeAndPrice: '   ' }), files, 'sizeAndPrice', 'Size and Price are required'],
        [validFields({ CategoryId: '' }), files, 'categoryId', 'Category is required'],
        [validFields({ IsMenuItem: '' }), files, 'isMenuItem', 'Please specify if this is a menu item'],
        [validFields({ IsMenuItem: 'maybe' }), files, 'isMenuItem', 'Please specify if this is a menu item'],
        [validFields({ 'ProductDictionaries[2].LanguageId': '1' }), files, 'productDictionaries', 'There must be exactly 3 languages'],
        [validFields({ 'ProductDictionaries[2].LanguageId': '' }), files, 'productDictionaries[2].languageId', 'Language ID is required'],
        [validFields({ WoltLink: 'javascript:alert(1)' }), files, 'woltLink', 'Link must be an http(s) address'],
        [validFields({ 'ProductDictionaries[1].ImageAlt': 'x'.repeat(201) }), files, 'productDictionaries[1].imageAlt', 'Text is too long'],
      ];
      for (const [fields, sent, field, message] of cases) expectFieldError(await create(fields, sent), field, message);

      const twoLanguages = validFields();
      for (const key of Object.keys(twoLanguages)) if (key.startsWith('ProductDictionaries[2]')) delete twoLanguages[key];
      expectFieldError(await create(twoLanguages, files), 'productDictionaries', 'There must be exactly 3 languages');
    });

    it('refuses a category that does not exist, naming categoryId', async () => {
      expectFieldError(await create(validFields({ CategoryId: 999999 }), await validFiles()), 'categoryId', 'Category does not exist');
    });

    it('refuses SVG, HTML and a renamed text file with 415, and 5 MB + 1 byte with 413', async () => {
      for (const fake of [fakes.svg(), fakes.html(), fakes.renamedText()]) {
        const res = await create(validFields({ IsMenuItem: 'false' }), { PrimaryImageFile: fake });
        expectFieldError(res, 'primaryImageFile', 'Only JPEG, PNG, WebP or AVIF images are allowed', 415);
      }
      // A real signature followed by junk, or half an image, is no image either.
      for (const broken of [corrupt.jpegSignature(), await corrupt.truncatedPng(), await corrupt.pngHeaderThenJunk()]) {
        const res = await create(validFields({ IsMenuItem: 'false' }), { PrimaryImageFile: broken });
        expectFieldError(res, 'primaryImageFile', 'Only JPEG, PNG, WebP or AVIF images are allowed', 415);
      }
      const second = await create(validFields(), await validFiles({ SecondaryImageFile: fakes.svg() }));
      expectFieldError(second, 'secondaryImageFile', 'Only JPEG, PNG, WebP or AVIF images are allowed', 415);

      const big = await create(validFields({ IsMenuItem: 'false' }), { PrimaryImageFile: await tooLarge() });
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('An image may be at most 5 MB');
    });

    it('takes an image of exactly 5 MB', async () => {
      const res = await create(validFields({ IsMenuItem: 'false' }), { PrimaryImageFile: await pngOfSize(IMAGE_MAX_BYTES) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });

    it('refuses two files in one image field', async () => {
      const res = await create(validFields({ IsMenuItem: 'false' }), { PrimaryImageFile: [await image(), await image()] });
      expectFieldError(res, 'primaryImageFile', 'Only one image may be sent in this field');
    });

    it('leaves no row, no language version and no file behind when it refuses or fails', async () => {
      const before = await snapshot(server, [PRODUCT]);
      const bases: string[] = [];
      const named = async (kind: 'png' | 'jpeg' = 'png') => {
        const base = marker('rejected');
        bases.push(base);
        return image(kind, base);
      };
      // Refused by a rule, by an image that is not one (next to a good one), and by a reference.
      await create(validFields({ Order: 'x' }), { PrimaryImageFile: await named(), SecondaryImageFile: await named('jpeg') });
      await create(validFields(), {
        PrimaryImageFile: await named(),
        SecondaryImageFile: { ...fakes.html(), filename: `${marker('rejected')}.png` },
      });
      await create(validFields({ CategoryId: 999999 }), { PrimaryImageFile: await named(), SecondaryImageFile: await named() });
      // A good first image next to a second one that only the upload plugin finds unreadable.
      const half = marker('rejected');
      bases.push(half);
      await create(validFields(), { PrimaryImageFile: await named(), SecondaryImageFile: await corrupt.truncatedPng(half) });
      // A database fault after both images were stored.
      failNextWrite(server, PRODUCT);
      const failed = await create(validFields(), { PrimaryImageFile: await named(), SecondaryImageFile: await named() });
      expect(failed.status).toBe(500);
      await expectNothingWritten(server, before, bases);
    });

    it('is for administrators only', async () => {
      const res = await multipart(server.api().post(PATH), validFields(), await validFiles());
      expect(res.status).toBe(401);
    });
  });

  describe('PUT admin/Products/{id}', () => {
    let id: number;
    let original: Product;

    beforeAll(async () => {
      const res = await create(validFields({ Order: 5 }), await validFiles());
      id = res.body.id;
      original = (await productById(id))!;
    });

    it('changes only the fields sent and answers 200 with the product', async () => {
      const res = await update(id, { SizeAndPrice: 'L / 7' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ ...original, sizeAndPrice: 'L / 7' });

      const moved = await update(id, { CategoryId: ids.tea, IsMenuItem: 'false', Order: 8 });
      expect(moved.body).toMatchObject({
        categoryId: ids.tea,
        isMenuItem: false,
        order: 8,
        sizeAndPrice: 'L / 7',
        woltLink: original.woltLink,
      });
      // The relation follows in every language.
      const rows = await server.strapi.db
        .query(PRODUCT)
        .findMany({ where: { sizeAndPrice: 'L / 7' }, populate: { category: { select: ['documentId'] } } });
      expect(new Set(rows.map((r: any) => r.category.documentId)).size).toBe(1);
      expect(rows).toHaveLength(3);
    });

    it('accepts an empty edit and keeps everything', async () => {
      const before = (await productById(id))!;
      const res = await update(id, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual(before);
    });

    it('turns a blank order into 1 and a blank Wolt link, description or alt text into none', async () => {
      const res = await update(id, {
        Order: '',
        WoltLink: '',
        ...dictionaryFields('ProductDictionaries', 'Name', ['A', 'B', 'C'], { Description: ['', 'b', ''], ImageAlt: [' ', 'b alt', ''] }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        order: 1,
        woltLink: null,
        productDictionaries: [
          { languageId: 1, name: 'A', description: null, imageAlt: null },
          { languageId: 2, name: 'B', description: 'b', imageAlt: 'b alt' },
          { languageId: 3, name: 'C', description: null, imageAlt: null },
        ],
      });
      // Dictionaries sent without it keep it.
      const kept = await update(id, dictionaryFields('ProductDictionaries', 'Name', ['A', 'B', 'C']));
      expect(kept.body.productDictionaries[1]).toMatchObject({ imageAlt: 'b alt' });
      // The public menu answers it too.
      const menu = await server.api().get('/api/v1/client/Products?isPaginated=false');
      expect(menu.body.items.find((p: Product) => p.id === id)?.productDictionaries[1]).toMatchObject({ imageAlt: 'b alt' });
    });

    it('changes the names of all three languages, searchable at once', async () => {
      const res = await update(id, dictionaryFields('ProductDictionaries', 'Name', ['Cortado', 'Kortado', 'Кортадо']));
      expect(res.status).toBe(200);
      const found = await listAll(`&q=${encodeURIComponent('кортадо')}`);
      expect(found.map((p) => p.id)).toEqual([id]);
    });

    it('refuses wrong types and still enforces the three languages and required texts', async () => {
      const cases: Array<[Fields, string, string]> = [
        [{ Order: 'abc' }, 'order', 'Order must be an integer'],
        [{ Order: '0' }, 'order', 'Order must be a positive integer'],
        [{ IsMenuItem: 'yes' }, 'isMenuItem', 'Must be true or false'],
        [{ CategoryId: 'tea' }, 'categoryId', 'Category is required'],
        [{ CategoryId: '' }, 'categoryId', 'Category is required'],
        [{ CategoryId: 999999 }, 'categoryId', 'Category does not exist'],
        [{ SizeAndPrice: ' ' }, 'sizeAndPrice', 'Size and Price are required'],
        [{ WoltLink: 'wolt.com' }, 'woltLink', 'Link must be an http(s) address'],
        [dictionaryFields('ProductDictionaries', 'Name', ['A', '', 'C']), 'productDictionaries[1].name', 'Dictionary name is required'],
        [
          dictionaryFields('ProductDictionaries', 'Name', ['A', 'B', 'C'], { ImageAlt: ['', 'x'.repeat(201), ''] }),
          'productDictionaries[1].imageAlt',
          'Text is too long',
        ],
        [
          { 'ProductDictionaries[0].Name': 'Only English', 'ProductDictionaries[0].LanguageId': 1 },
          'productDictionaries',
          'There must be exactly 3 languages',
        ],
      ];
      const before = (await productById(id))!;
      for (const [fields, field, message] of cases) expectFieldError(await update(id, fields), field, message);
      expect(await productById(id)).toEqual(before);
    });

    it('replaces an image, removing the old file only after the update succeeded', async () => {
      const before = (await productById(id))!;
      const oldRecord = await uploadRecordOf(server, before.primaryImageUrl);
      expect(oldRecord).not.toBeNull();

      // A refused edit and a failed one keep the old image and store nothing new.
      const refused = marker('refused');
      expect((await update(id, { Order: 'x' }, { PrimaryImageFile: await image('png', refused) })).status).toBe(400);
      const failed = marker('failed');
      failNextWrite(server, PRODUCT);
      expect((await update(id, { Order: 2 }, { PrimaryImageFile: await image('png', failed) })).status).toBe(500);
      expect(await filesNamed(refused)).toEqual([]);
      expect(await filesNamed(failed)).toEqual([]);
      expect(await productById(id)).toEqual(before);
      expect(await fileExists(before.primaryImageUrl!)).toBe(true);

      const fresh = marker('fresh');
      const res = await update(id, {}, { PrimaryImageFile: await image('webp', fresh) });
      expect(res.status).toBe(200);
      expect(res.body.primaryImageUrl).toMatch(new RegExp(`${fresh}.*\\.webp$`));
      expect(res.body.secondaryImageUrl).toBe(before.secondaryImageUrl);
      expect(await fileExists(res.body.primaryImageUrl)).toBe(true);
      expect(await fileExists(before.primaryImageUrl!)).toBe(false);
      expect(await uploadRecordOf(server, before.primaryImageUrl)).toBeNull();

      const second = await update(id, {}, { SecondaryImageFile: await image('jpeg') });
      expect(second.body.secondaryImageUrl).not.toBe(before.secondaryImageUrl);
      expect(await fileExists(before.secondaryImageUrl!)).toBe(false);
    });

    it('checks new images by content and size', async () => {
      expectFieldError(
        await update(id, {}, { PrimaryImageFile: fakes.svg() }),
        'primaryImageFile',
        'Only JPEG, PNG, WebP or AVIF images are allowed',
        415,
      );
      expect((await update(id, {}, { SecondaryImageFile: await tooLarge() })).status).toBe(413);
    });

    it('removes the second image of a product turned off the menu, refusing a removal that contradicts itself', async () => {
      const created = await create(validFields(), await validFiles());
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const menuItem = (await productById(created.body.id))!;
      expect(menuItem.secondaryImageUrl).not.toBeNull();

      // Refused, naming the field, with nothing written: a menu item keeps its second image, a removal sends no file.
      const before = await snapshot(server, [PRODUCT]);
      const fresh = marker('contradicts');
      expectFieldError(await update(menuItem.id, { RemoveSecondaryImage: 'true' }), 'secondaryImageFile', 'Second image is required');
      expectFieldError(
        await update(menuItem.id, { RemoveSecondaryImage: 'true', IsMenuItem: 'false' }, { SecondaryImageFile: await image('png', fresh) }),
        'removeSecondaryImage',
        'Remove the image or send a new one, not both',
      );
      expectFieldError(await update(menuItem.id, { RemoveSecondaryImage: 'yes' }), 'removeSecondaryImage', 'Must be true or false');
      await expectNothingWritten(server, before, [fresh]);
      expect(await productById(menuItem.id)).toEqual(menuItem);

      // Off the menu, the image goes: its file too, and the answers give null.
      const removed = await update(menuItem.id, { IsMenuItem: 'false', RemoveSecondaryImage: 'true' });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body).toMatchObject({ isMenuItem: false, secondaryImageUrl: null, primaryImageUrl: menuItem.primaryImageUrl });
      expect(await fileExists(menuItem.secondaryImageUrl!)).toBe(false);
      expect(await uploadRecordOf(server, menuItem.secondaryImageUrl)).toBeNull();
      expect((await productById(menuItem.id))!.secondaryImageUrl).toBeNull();

      // Absent, it stays absent; back on the menu it is needed again, and a new one is taken.
      expect((await update(menuItem.id, { Order: 4 })).body.secondaryImageUrl).toBeNull();
      expectFieldError(await update(menuItem.id, { IsMenuItem: 'true' }), 'secondaryImageFile', 'Second image is required');
      const back = await update(menuItem.id, { IsMenuItem: 'true' }, { SecondaryImageFile: await image('jpeg') });
      expect(back.status).toBe(200);
      expect(back.body.secondaryImageUrl).toMatch(/\.jpg$/);
    });

    it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
      const missing = await update(999999, { Order: 2 });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Product not found');
      expectFieldError(await update('abc' as unknown as number, { Order: 2 }), 'id', 'id must be a positive integer');
    });
  });

  describe('DELETE admin/Products/{id} and PUT admin/Products/revert/{id}', () => {
    it('soft-deletes and reverts, the public API hiding the product meanwhile', async () => {
      const id = await make.product(tri('Mocha', 'Moka', 'Мокко'), ids.coffee, { isMenuItem: true });
      const publicIds = async () =>
        (await server.api().get('/api/v1/client/Products?isPaginated=false')).body.items.map((p: Product) => p.id);
      expect(await publicIds()).toContain(id);

      const removed = await admin().delete(`${PATH}/${id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id, isDeleted: true });
      expect(await publicIds()).not.toContain(id);
      expect((await productById(id))!.isDeleted).toBe(true);
      expect(await server.strapi.db.query(PRODUCT).count({ where: { name: { $in: ['Mocha', 'Moka', 'Мокко'] } } })).toBe(3);
      // Deleting twice is harmless.
      expect((await admin().delete(`${PATH}/${id}`)).body).toEqual({ id, isDeleted: true });

      const reverted = await admin().put(`${PATH}/revert/${id}`);
      expect(reverted.status).toBe(200);
      expect(reverted.body).toEqual({ id, isDeleted: false });
      expect(await publicIds()).toContain(id);
      expect((await productById(id))!.isDeleted).toBe(false);
    });

    it('answers 404 for unknown ids', async () => {
      expect((await admin().delete(`${PATH}/999999`)).status).toBe(404);
      expect((await admin().put(`${PATH}/revert/999999`)).status).toBe(404);
    });

    it('answers 405 for a wrong method on a known path', async () => {
      expect((await admin().patch(`${PATH}/1`)).status).toBe(405);
      const res = await admin().delete(PATH);
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ message: 'Method not allowed' });
    });
  });

  describe('GET admin/Products', () => {
    const listed: Record<string, number> = {};
    let total: number;

    beforeAll(async () => {
      ids.cakes = await make.category(tri('Cakes', 'Tortlar', 'Торты'));
      ids.alpha = await make.category(tri('Alpha', 'Alpha', 'Альфа'));
      const listedProduct = (
        key: string,
        name: [string, string, string],
        categoryId: number,
        options: Parameters<typeof make.product>[2] = {},
      ) => make.product(tri(...name), categoryId, options).then((id) => (listed[key] = id));
      await listedProduct('zebra', ['Zebra cake', 'Zebra tort', 'Торт Зебра'], ids.cakes, { order: 1, sizeAndPrice: 'slice / 4' });
      await listedProduct('baklava', ['Baklava', 'Paxlava', 'Пахлава'], ids.cakes, { order: 2, sizeAndPrice: 'piece / 3' });
      await listedProduct('shekerbura', ['Shekerbura', 'Şəkərbura', 'Шекербура'], ids.alpha, { order: 2, isDeleted: true });
      await listedProduct('yolka', ['Fir cake', 'Küknar tortu', 'Торт «Ёлка»'], ids.alpha, {
        order: 4,
        description: tri('50% cocoa_rich', '', ''),
      });
      for (let i = 1; i <= 12; i += 1) await listedProduct(`bean${i}`, [`Bean ${i}`, `Dən ${i}`, `Зерно ${i}`], ids.tea, { order: 10 + i });
      total = (await listAll()).length;
    });

    it('pages in the database: pageNumber, pageSize, totalPages, totalItems', async () => {
      const first = await admin().get(`${PATH}?pageNumber=1&pageSize=5&isPaginated=true`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ pageNumber: 1, totalItems: total, totalPages: Math.ceil(total / 5) });
      expect(first.body.items).toHaveLength(5);
      const last = await admin().get(`${PATH}?pageNumber=${Math.ceil(total / 5)}&pageSize=5`);
      expect(last.body.items).toHaveLength(total % 5 || 5);
      const beyond = await admin().get(`${PATH}?pageNumber=999&pageSize=5`);
      expect(beyond.body).toMatchObject({ totalItems: total, items: [] });
      // Ten a page by default, everything with isPaginated=false.
      expect((await admin().get(PATH)).body.items).toHaveLength(10);
      const all = await admin().get(`${PATH}?isPaginated=false`);
      expect(all.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: total });
      expect(all.body.items).toHaveLength(total);
      // Pages do not overlap and cover the list in order.
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(total / 4); page += 1) {
        pages.push(...(await admin().get(`${PATH}?pageNumber=${page}&pageSize=4`)).body.items.map((p: Product) => p.id));
      }
      expect(pages).toEqual(all.body.items.map((p: Product) => p.id));
    });

    it('shows deleted products with their flag, in the public shape and their draft', async () => {
      const deleted = (await listAll()).find((p) => p.id === listed.shekerbura)!;
      expect(deleted).toMatchObject({ isDeleted: true, categoryId: ids.alpha, sizeAndPrice: 'M / 5' });
      expect(Object.keys(deleted).sort()).toEqual(
        [
          'id',
          'categoryId',
          'order',
          'isMenuItem',
          'isDeleted',
          'sizeAndPrice',
          'primaryImageUrl',
          'secondaryImageUrl',
          'woltLink',
          'productDictionaries',
          'draft',
        ].sort(),
      );
    });

    it('sorts by order (the default), id, name and category name, each way, ties by id', async () => {
      const orders = (await listAll()).map((p) => p.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));

      const byIdDesc = (await listAll('&sortBy=id&sortOrder=desc')).map((p) => p.id);
      expect(byIdDesc).toEqual([...byIdDesc].sort((a, b) => b - a));

      const beans = (await listAll('&sortBy=name&sortOrder=asc&q=d%C9%99n%201')).map((p) => p.id);
      expect(beans).toEqual([listed.bean1, listed.bean10, listed.bean11, listed.bean12]);
      const beansDesc = (await listAll('&sortBy=name&sortOrder=DESC&q=d%C9%99n%201')).map((p) => p.id);
      expect(beansDesc).toEqual([listed.bean12, listed.bean11, listed.bean10, listed.bean1]);

      const byCategory = await listAll('&sortBy=categoryName&sortOrder=asc');
      const categoryOrder = byCategory.map((p) => p.categoryId).filter((c, i, all) => all.indexOf(c) === i);
      // By the Azerbaijani names: Alpha, then Qəhvə (Coffee) before Tortlar (Cakes); where Çay (Tea)
      // falls depends on the database's collation.
      expect(categoryOrder[0]).toBe(ids.alpha);
      expect(categoryOrder.indexOf(ids.coffee)).toBeLessThan(categoryOrder.indexOf(ids.cakes));
      const desc = await listAll('&sortBy=categoryName&sortOrder=desc');
      expect(desc.at(-1)!.categoryId).toBe(ids.alpha);
      expect(desc.map((p) => p.categoryId).indexOf(ids.cakes)).toBeLessThan(desc.map((p) => p.categoryId).indexOf(ids.coffee));
      const sameCategory = byCategory.filter((p) => p.categoryId === ids.tea).map((p) => p.id);
      expect(sameCategory).toEqual([...sameCategory].sort((a, b) => a - b));
    });

    it('searches the three languages, forgiving case and diacritics, and pages the matches', async () => {
      const search = async (q: string) => (await listAll(`&q=${encodeURIComponent(q)}`)).map((p) => p.id);
      expect(await search('PAXLAVA')).toEqual([listed.baklava]);
      expect(await search('sekerbura')).toEqual([listed.shekerbura]);
      expect(await search('ŞƏKƏR')).toEqual([listed.shekerbura]);
      expect(await search('ёлка')).toEqual([listed.yolka]);
      expect(await search('торт')).toEqual([listed.zebra, listed.yolka]);
      expect(await search('nothing like this')).toEqual([]);
      // LIKE wildcards match themselves only.
      expect(await search('50%')).toEqual([listed.yolka]);
      expect(await search('c_c')).toEqual([]);
      expect(await search('%')).toEqual([listed.yolka]);
      expect(await search('cocoa_')).toEqual([listed.yolka]);

      const page = await admin().get(`${PATH}?q=${encodeURIComponent('ЗЕРНО')}&pageSize=5&pageNumber=3`);
      expect(page.body).toMatchObject({ totalItems: 12, totalPages: 3, pageNumber: 3 });
      expect(page.body.items.map((p: Product) => p.id)).toEqual([listed.bean11, listed.bean12]);
      const beyond = await admin().get(`${PATH}?q=${encodeURIComponent('зерно')}&pageSize=5&pageNumber=9`);
      expect(beyond.body).toMatchObject({ totalItems: 12, totalPages: 3, pageNumber: 9, items: [] });
      const none = await admin().get(`${PATH}?q=nothing&pageSize=5`);
      expect(none.body).toMatchObject({ totalItems: 0, totalPages: 0, items: [] });
    });

    it('refuses unknown sort columns and bad paging with the field named', async () => {
      for (const [query, field] of [
        ['sortBy=price', 'sortBy'],
        ['sortOrder=up', 'sortOrder'],
        ['pageSize=0', 'pageSize'],
        ['pageNumber=x', 'pageNumber'],
        ['isPaginated=maybe', 'isPaginated'],
      ]) {
        const res = await admin().get(`${PATH}?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });
  });
}
