import { beforeAll, describe, expect, it } from 'vitest';
import type { Carousel, HomeProduct } from '@qahve/config';
import { answered, make, tri } from './support/fixtures';
import type { TestServer } from './support/strapi';
import {
  adminListAll,
  dictionaryFields,
  expectFieldError,
  expectNothingWritten,
  expectSoftDeleteAndRevert,
  failNextWrite,
  fakes,
  fileExists,
  filesNamed,
  image,
  marker,
  multipart,
  remake,
  snapshot,
  tooLarge,
  type Admin,
  type Shared,
  type Fields,
  type Files,
} from './support/content';

const HOME = 'api::home-product.home-product';
const SLIDE = 'api::carousel.carousel';
const HOME_PATH = '/api/v1/admin/HomeProducts';
const SLIDE_PATH = '/api/v1/admin/Carousels';
const IMAGE_TYPE = 'Only JPEG, PNG, WebP or AVIF images are allowed';

let server: TestServer;
let admin: Admin;

const post = (path: string, fields: Fields, files: Files) => multipart(admin().post(path), fields, files);
const put = (path: string, id: number, fields: Fields, files: Files = {}) => multipart(admin().put(`${path}/${id}`), fields, files);

/**
 * A create at `path` (content type `uid`) checks its image (ImageFile) by content (415) and size (413),
 * and one refused for its fields (`refusedFields`) or failing in the database leaves no row and no file.
 */
async function expectImageChecked(path: string, uid: string, fields: Fields, refusedFields: Fields) {
  const before = await snapshot(server, [uid]);
  for (const fake of [fakes.svg(), fakes.html(), fakes.renamedText()]) {
    expectFieldError(await post(path, fields, { ImageFile: fake }), 'imageFile', IMAGE_TYPE, 415);
  }
  expect((await post(path, fields, { ImageFile: await tooLarge() })).status).toBe(413);
  const refused = marker('refused');
  await post(path, refusedFields, { ImageFile: await image('png', refused) });
  const failed = marker('failed');
  failNextWrite(server, uid);
  expect((await post(path, fields, { ImageFile: await image('png', failed) })).status).toBe(500);
  await expectNothingWritten(server, before, [refused, failed]);
}

const listAll = <T>(path: string, query = '') => adminListAll<T>(admin, path, query);

/** Registers the tests on the server that the entry file started. */
export function homeProductsAndCarouselsSuite(shared: Shared) {
  beforeAll(async () => {
    ({ server, admin } = shared);
  });

  describe('home products', () => {
    const names = dictionaryFields('ProductDictionaries', 'Name', ['Cappuccino', 'Kapuçino', 'Капучино']);
    const valid = (overrides: Fields = {}): Fields => ({
      Title: 'Morning classic',
      Description: 'Espresso with foamed milk',
      Price: '4.50',
      Order: 2,
      ...names,
      ...overrides,
    });
    const byId = async (id: number) => (await listAll<HomeProduct>(HOME_PATH)).find((p) => p.id === id);

    it('POST creates one in three languages with its image (201 {id, message})', async () => {
      const res = await post(HOME_PATH, valid(), { ImageFile: await image('jpeg') });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: 'Home product created' });
      expect(await byId(res.body.id)).toMatchObject({
        title: 'Morning classic',
        description: 'Espresso with foamed milk',
        price: 4.5,
        order: 2,
        isDeleted: false,
        imageUrl: expect.stringMatching(/^\/uploads\/.+\.jpg$/),
        productDictionaries: answered('name', 'Cappuccino', 'Kapuçino', 'Капучино'),
      });
      const home = await server.api().get('/api/v1/client/HomeProducts?pageNumber=1&pageSize=3&isPaginated=true&languageId=2');
      expect(home.body.items.map((p: HomeProduct) => p.id)).toContain(res.body.id);
      // Description is optional, price may be 0.
      const free = await post(HOME_PATH, valid({ Description: '', Price: '0' }), { ImageFile: await image('png') });
      expect(free.status).toBe(201);
      expect(await byId(free.body.id)).toMatchObject({ description: null, price: 0 });
    });

    it('answers the validation messages of the home product form', async () => {
      const empty = await post(HOME_PATH, dictionaryFields('ProductDictionaries', 'Name', ['', '', '']), {});
      const messages = empty.body.errors.map((e: { message: string }) => e.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Image is required',
          'Title is required',
          'Price must be a non-negative number',
          'Dictionary name is required',
          'Order is required',
        ]),
      );
      const file = { ImageFile: await image() };
      const cases: Array<[Fields, string, string]> = [
        [valid({ Title: ' ' }), 'title', 'Title is required'],
        [valid({ Price: '-1' }), 'price', 'Price must be a non-negative number'],
        [valid({ Price: 'free' }), 'price', 'Price must be a non-negative number'],
        [valid({ Price: '1.005' }), 'price', 'Price must have at most 2 decimals'],
        [valid({ Order: '0' }), 'order', 'Order must be a positive integer'],
        [valid({ Order: '2.5' }), 'order', 'Order must be an integer'],
        [valid({ 'ProductDictionaries[1].Name': '' }), 'productDictionaries[1].name', 'Dictionary name is required'],
        [valid({ 'ProductDictionaries[0].LanguageId': 3 }), 'productDictionaries', 'There must be exactly 3 languages'],
        [valid({ 'ProductDictionaries[1].ImageAlt': 'x'.repeat(201) }), 'productDictionaries[1].imageAlt', 'Text is too long'],
      ];
      for (const [fields, field, message] of cases) expectFieldError(await post(HOME_PATH, fields, file), field, message);
      expectFieldError(await post(HOME_PATH, valid(), {}), 'imageFile', 'Image is required');
    });

    it('checks the image by content and size, and leaves nothing behind when refusing or failing', () =>
      expectImageChecked(HOME_PATH, HOME, valid(), valid({ Price: '-2' })));

    it('PUT changes what was sent; blank order becomes 1 and blank price 0', async () => {
      const id = (await post(HOME_PATH, valid({ Order: 4, Price: '6.20' }), { ImageFile: await image() })).body.id;
      const original = (await byId(id))!;

      const retitled = await put(HOME_PATH, id, { Title: 'Evening classic' });
      expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
      expect(retitled.body).toEqual({ ...original, title: 'Evening classic' });

      const blanks = await put(HOME_PATH, id, { Order: '', Price: '', Description: '' });
      expect(blanks.body).toMatchObject({ order: 1, price: 0, description: null, title: 'Evening classic' });

      const renamed = await put(HOME_PATH, id, {
        Price: '3.75',
        ...dictionaryFields('ProductDictionaries', 'Name', ['Latte', 'Latte', 'Латте'], {
          ImageAlt: ['A latte in a tall glass', 'Hündür stəkanda latte', ' '],
        }),
      });
      expect(renamed.body).toMatchObject({
        price: 3.75,
        productDictionaries: [
          { languageId: 1, name: 'Latte', imageAlt: 'A latte in a tall glass' },
          { languageId: 2, name: 'Latte', imageAlt: 'Hündür stəkanda latte' },
          { languageId: 3, name: 'Латте', imageAlt: null },
        ],
      });

      const cases: Array<[Fields, string, string]> = [
        [{ Order: 'first' }, 'order', 'Order must be an integer'],
        [{ Order: '-1' }, 'order', 'Order must be a positive integer'],
        [{ Price: 'cheap' }, 'price', 'Price must be a non-negative number'],
        [{ Price: '-0.5' }, 'price', 'Price must be a non-negative number'],
        [{ Title: '' }, 'title', 'Title is required'],
        [
          { 'ProductDictionaries[0].Name': 'Solo', 'ProductDictionaries[0].LanguageId': 1 },
          'productDictionaries',
          'There must be exactly 3 languages',
        ],
      ];
      const before = (await byId(id))!;
      for (const [fields, field, message] of cases) expectFieldError(await put(HOME_PATH, id, fields), field, message);
      expectFieldError(await put(HOME_PATH, id, {}, { ImageFile: fakes.svg() }), 'imageFile', IMAGE_TYPE, 415);
      expect(await byId(id)).toEqual(before);
      expect((await put(HOME_PATH, 999999, { Title: 'x' })).status).toBe(404);
    });

    it('PUT replaces the image, removing the old file only after success', async () => {
      const id = (await post(HOME_PATH, valid(), { ImageFile: await image('png') })).body.id;
      const before = (await byId(id))!;
      const failed = marker('failed');
      failNextWrite(server, HOME);
      expect((await put(HOME_PATH, id, { Title: 'Never' }, { ImageFile: await image('png', failed) })).status).toBe(500);
      expect(await byId(id)).toEqual(before);
      expect(await filesNamed(failed)).toEqual([]);
      expect(await fileExists(before.imageUrl!)).toBe(true);

      const res = await put(HOME_PATH, id, {}, { ImageFile: await image('avif') });
      expect(res.status).toBe(200);
      expect(res.body.imageUrl).toMatch(/\.avif$/);
      expect(await fileExists(res.body.imageUrl)).toBe(true);
      expect(await fileExists(before.imageUrl!)).toBe(false);
    });

    it('DELETE and revert flip isDeleted; the public list hides deleted ones; unknown ids 404', async () => {
      const id = await make.homeProduct(tri('Americano', 'Amerikano', 'Американо'), { order: 1 });
      await expectSoftDeleteAndRevert(server, admin, { path: HOME_PATH, publicList: '/api/v1/client/HomeProducts?pageSize=100', id });
    });

    it('GET pages (10 by default), sorts and searches, deleted ones included', async () => {
      const made = await remake(server, HOME, 12, (i) =>
        make.homeProduct(tri(`Drink ${i}`, `İçki ${i}`, `Напиток ${i}`), { order: 13 - i, price: i, isDeleted: i === 5 }),
      );
      const first = await admin().get(HOME_PATH);
      expect(first.body).toMatchObject({ pageNumber: 1, totalPages: 2, totalItems: 12 });
      expect(first.body.items).toHaveLength(10);
      expect(first.body.items.map((p: HomeProduct) => p.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(first.body.items.find((p: HomeProduct) => p.id === made[4]).isDeleted).toBe(true);
      const second = await admin().get(`${HOME_PATH}?pageNumber=2&pageSize=10&isPaginated=true`);
      expect(second.body.items.map((p: HomeProduct) => p.id)).toEqual([made[1], made[0]]);

      expect((await listAll<HomeProduct>(HOME_PATH, '&sortBy=price&sortOrder=desc')).map((p) => p.price)).toEqual([
        12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
      ]);
      expect((await listAll<HomeProduct>(HOME_PATH, '&sortBy=id&sortOrder=asc')).map((p) => p.id)).toEqual(made);
      expect(
        (await listAll<HomeProduct>(HOME_PATH, `&q=${encodeURIComponent('напиток 1')}`)).map((p) => p.id).sort((a, b) => a - b),
      ).toEqual([made[0], made[9], made[10], made[11]]);
      expect((await listAll<HomeProduct>(HOME_PATH, '&q=drink 7')).map((p) => p.id)).toEqual([made[6]]);
      expect((await listAll<HomeProduct>(HOME_PATH, '&q=title drink 12')).map((p) => p.id)).toEqual([made[11]]);
      expect((await admin().get(`${HOME_PATH}?sortBy=color`)).status).toBe(400);
    });
  });

  describe('carousels', () => {
    const contents = dictionaryFields('CarouselDictionaries', 'Content', ['Fresh roast', 'Təzə qovurma', 'Свежая обжарка']);
    const valid = (overrides: Fields = {}): Fields => ({ Order: 1, ...contents, ...overrides });
    const byId = async (id: number) => (await listAll<Carousel>(SLIDE_PATH)).find((s) => s.id === id);

    it('POST creates a slide (201 {id, message}) shown on the home page', async () => {
      const alt = { 'CarouselDictionaries[1].ImageAlt': 'Qəhvə dənləri arasında fincan', 'CarouselDictionaries[2].ImageAlt': '' };
      const res = await post(SLIDE_PATH, valid({ Order: 3, ...alt }), { ImageFile: await image('webp') });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: 'Carousel created' });
      expect(await byId(res.body.id)).toMatchObject({
        order: 3,
        isDeleted: false,
        imageUrl: expect.stringMatching(/\.webp$/),
        carouselDictionaries: answered('content', 'Fresh roast', 'Təzə qovurma', 'Свежая обжарка'),
      });
      const home = await server.api().get('/api/v1/client/Carousels');
      expect(home.body.items.map((s: Carousel) => s.id)).toContain(res.body.id);
      // The picture's alt text in the public answer: none where left out or blank.
      const shown: Carousel = home.body.items.find((s: Carousel) => s.id === res.body.id);
      expect(shown.carouselDictionaries.map((d) => d.imageAlt)).toEqual([null, 'Qəhvə dənləri arasında fincan', null]);
    });

    it('answers the validation messages of the slide form', async () => {
      const empty = await post(SLIDE_PATH, {}, {});
      expect(empty.body.errors.map((e: { message: string }) => e.message)).toEqual(
        expect.arrayContaining(['Order is required', 'Image is required', 'There must be exactly 3 languages']),
      );
      const file = { ImageFile: await image() };
      expectFieldError(
        await post(SLIDE_PATH, valid({ 'CarouselDictionaries[2].Content': ' ' }), file),
        'carouselDictionaries[2].content',
        'Dictionary content is required',
      );
      expectFieldError(
        await post(SLIDE_PATH, valid({ 'CarouselDictionaries[2].LanguageId': '' }), file),
        'carouselDictionaries[2].languageId',
        'Language ID is required',
      );
      expectFieldError(
        await post(SLIDE_PATH, valid({ 'CarouselDictionaries[0].ImageAlt': 'x'.repeat(201) }), file),
        'carouselDictionaries[0].imageAlt',
        'Text is too long',
      );
      expectFieldError(await post(SLIDE_PATH, valid({ Order: '' }), file), 'order', 'Order is required');
      expectFieldError(await post(SLIDE_PATH, valid({ Order: 'one' }), file), 'order', 'Order must be an integer');
      expectFieldError(await post(SLIDE_PATH, valid(), {}), 'imageFile', 'Image is required');
      // A text where the file belongs, or an empty file part, is no image.
      expectFieldError(await post(SLIDE_PATH, valid({ ImageFile: 'null' }), {}), 'imageFile', 'Image is required');
      const emptyPart = { bytes: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' };
      expectFieldError(await post(SLIDE_PATH, valid(), { ImageFile: emptyPart }), 'imageFile', 'Image is required');
    });

    it('checks the image by content and size, and leaves nothing behind', () =>
      expectImageChecked(SLIDE_PATH, SLIDE, valid(), valid({ 'CarouselDictionaries[0].Content': '' })));

    it('PUT changes order, texts and image as sent; blank order becomes 1', async () => {
      const id = (await post(SLIDE_PATH, valid({ Order: 5 }), { ImageFile: await image() })).body.id;
      const original = (await byId(id))!;
      const reordered = await put(SLIDE_PATH, id, { Order: 2 });
      expect(reordered.status).toBe(200);
      expect(reordered.body).toEqual({ ...original, order: 2 });
      expect((await put(SLIDE_PATH, id, { Order: '' })).body.order).toBe(1);

      const retexted = await put(SLIDE_PATH, id, dictionaryFields('CarouselDictionaries', 'Content', ['New', 'Yeni', 'Новое']));
      expect(retexted.body.carouselDictionaries.map((d: { content: string }) => d.content)).toEqual(['New', 'Yeni', 'Новое']);

      expectFieldError(await put(SLIDE_PATH, id, { Order: '1.5' }), 'order', 'Order must be an integer');
      expectFieldError(
        await put(SLIDE_PATH, id, dictionaryFields('CarouselDictionaries', 'Content', ['A', 'B', ''])),
        'carouselDictionaries[2].content',
        'Dictionary content is required',
      );
      expectFieldError(
        await put(SLIDE_PATH, id, { 'CarouselDictionaries[0].Content': 'A', 'CarouselDictionaries[0].LanguageId': 1 }),
        'carouselDictionaries',
        'There must be exactly 3 languages',
      );

      const oldUrl = (await byId(id))!.imageUrl!;
      const swapped = await put(SLIDE_PATH, id, {}, { ImageFile: await image('jpeg') });
      expect(swapped.body.imageUrl).toMatch(/\.jpg$/);
      expect(await fileExists(oldUrl)).toBe(false);
      expect(await fileExists(swapped.body.imageUrl)).toBe(true);
      // A text in the file field, or an empty file part (a file input left empty), changes nothing.
      expect((await put(SLIDE_PATH, id, { ImageFile: 'null' })).body.imageUrl).toBe(swapped.body.imageUrl);
      const empty = await put(
        SLIDE_PATH,
        id,
        { Order: 3 },
        { ImageFile: { bytes: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' } },
      );
      expect(empty.status, JSON.stringify(empty.body)).toBe(200);
      expect(empty.body.imageUrl).toBe(swapped.body.imageUrl);
      expect((await put(SLIDE_PATH, 999999, { Order: 1 })).status).toBe(404);
    });

    it('keeps a picture that another entry still shows when a slide replaces it', async () => {
      const shared = (await post(SLIDE_PATH, valid(), { ImageFile: await image() })).body.id;
      const sharedImage = await server.strapi.db.query(SLIDE).findOne({ where: { id: shared }, populate: { image: true } });
      const other = await make.carousel(tri('Other', 'Digər', 'Другой'), { image: sharedImage.image.id });
      await put(SLIDE_PATH, shared, {}, { ImageFile: await image() });
      expect(await fileExists(sharedImage.image.url)).toBe(true);
      expect((await byId(other))!.imageUrl).toBe(sharedImage.image.url);
    });

    it('GET admin/Carousels lists deleted slides too; DELETE and revert flip the flag', async () => {
      const id = await make.carousel(tri('Autumn', 'Payız', 'Осень'), { order: 9 });
      await expectSoftDeleteAndRevert(server, admin, { path: SLIDE_PATH, publicList: '/api/v1/client/Carousels', id });
    });

    it('GET admin/Carousels answers everything without parameters, pages, sorts and searches', async () => {
      const made = await remake(server, SLIDE, 11, (i) =>
        make.carousel(tri(`Slide ${i}`, `Slayd ${i}`, `Слайд ${i}`), { order: 12 - i, isDeleted: i === 2 }),
      );
      const all = await admin().get(SLIDE_PATH);
      expect(all.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: 11 });
      expect(all.body.items.map((s: Carousel) => s.id)).toEqual([...made].reverse());
      const page = await admin().get(`${SLIDE_PATH}?pageNumber=2&pageSize=10&isPaginated=true`);
      expect(page.body).toMatchObject({ totalPages: 2, totalItems: 11 });
      expect(page.body.items.map((s: Carousel) => s.id)).toEqual([made[0]]);
      expect((await listAll<Carousel>(SLIDE_PATH, '&sortBy=id&sortOrder=asc')).map((s) => s.id)).toEqual(made);
      expect((await listAll<Carousel>(SLIDE_PATH, `&q=${encodeURIComponent('слайд 1')}`)).map((s) => s.id).sort((a, b) => a - b)).toEqual([
        made[0],
        made[9],
        made[10],
      ]);
      expect((await listAll<Carousel>(SLIDE_PATH, '&q=slayd 2')).map((s) => s.id)).toEqual([made[1]]);
    });
  });
}
