import { beforeAll, describe, expect, it } from 'vitest';
import type { Branch } from '@qahve/config';
import { make, tri } from './support/fixtures';
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

const BRANCH = 'api::branch.branch';
const PATH = '/api/v1/admin/Branches';
const IMAGE_TYPE = 'Only JPEG, PNG, WebP or AVIF images are allowed';

let server: TestServer;
let admin: Admin;

const names = dictionaryFields('BranchDictionaries', 'Name', ['Old City', 'İçərişəhər', 'Ичеришехер']);
const post = (fields: Fields, files: Files) => multipart(admin().post(PATH), fields, files);
const update = (id: number, fields: Fields, files: Files = {}) => multipart(admin().put(`${PATH}/${id}`), fields, files);

const listAll = (query = '') => adminListAll<Branch>(admin, PATH, query);
const byId = async (id: number) => (await listAll()).find((b) => b.id === id);

async function threeImages() {
  return [await image('png'), await image('jpeg'), await image('webp')];
}

/** Registers the tests on the server that the entry file started. */
export function branchesSuite(shared: Shared) {
  beforeAll(async () => {
    ({ server, admin } = shared);
  });

  describe('POST admin/Branches', () => {
    it('creates a branch with many photos and three names (201 {id, message})', async () => {
      const res = await post(names, { ImageFiles: await threeImages() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: 'Branch created' });
      const branch = (await byId(res.body.id))!;
      expect(branch.isDeleted).toBe(false);
      expect(branch.branchImages.map((i) => i.imageUrl.split('.').pop())).toEqual(['png', 'jpg', 'webp']);
      expect(branch.branchDictionaries.map((d) => [d.languageId, d.name])).toEqual([
        [1, 'Old City'],
        [2, 'İçərişəhər'],
        [3, 'Ичеришехер'],
      ]);
      const interior = await server.api().get('/api/v1/client/Branches');
      expect(interior.body.items.map((b: Branch) => b.id)).toContain(res.body.id);
      // One photo is enough.
      expect((await post(names, { ImageFiles: await image() })).status).toBe(201);
    });

    it('answers the validation messages of the branch form', async () => {
      expectFieldError(await post(names, {}), 'imageFiles', 'At least one image is required');
      expectFieldError(await post({ ...names, ImageFiles: 'none' }, {}), 'imageFiles', 'At least one image is required');
      const photo = { ImageFiles: await image() };
      expectFieldError(
        await post({ ...names, 'BranchDictionaries[1].Name': ' ' }, photo),
        'branchDictionaries[1].name',
        'Branch name is required',
      );
      expectFieldError(
        await post({ 'BranchDictionaries[0].Name': 'A', 'BranchDictionaries[0].LanguageId': 1 }, photo),
        'branchDictionaries',
        'There must be exactly 3 languages',
      );
      expectFieldError(
        await post({ ...names, 'BranchDictionaries[2].ImageAlt': 'x'.repeat(201) }, photo),
        'branchDictionaries[2].imageAlt',
        'Text is too long',
      );
      expectFieldError(
        await post({ ...names, 'BranchDictionaries[2].LanguageId': 'ru' }, photo),
        'branchDictionaries[2].languageId',
        'Language ID is required',
      );
    });

    it('takes a street address per language and the coordinates, and the public list answers them', async () => {
      const placed = {
        ...dictionaryFields('BranchDictionaries', 'Name', ['Nizami Street', 'Nizami küçəsi', 'Улица Низами'], {
          Address: ['64 Nizami Street', 'Nizami küçəsi 64', 'ул. Низами, 64'],
        }),
        Latitude: '40.37295',
        Longitude: '49.84512',
      };
      const res = await post(placed, { ImageFiles: await image() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const branch = (await byId(res.body.id))!;
      expect(branch).toMatchObject({ latitude: 40.37295, longitude: 49.84512 });
      expect(branch.branchDictionaries.map((d) => [d.languageId, d.address])).toEqual([
        [1, '64 Nizami Street'],
        [2, 'Nizami küçəsi 64'],
        [3, 'ул. Низами, 64'],
      ]);
      const shown = (await server.api().get('/api/v1/client/Branches?languageId=3')).body.items.find((b: Branch) => b.id === res.body.id);
      expect(shown).toMatchObject({ latitude: 40.37295, longitude: 49.84512 });
      expect(shown.branchDictionaries.map((d: { address: string | null }) => d.address)).toEqual([
        '64 Nizami Street',
        'Nizami küçəsi 64',
        'ул. Низами, 64',
      ]);
      // Six decimals are kept, whatever the database; a branch without them answers null.
      const precise = await post({ ...names, Latitude: '-33.8567844', Longitude: '151.2152967' }, { ImageFiles: await image() });
      expect(await byId(precise.body.id)).toMatchObject({ latitude: -33.856784, longitude: 151.215297 });
      const plain = (await byId((await post(names, { ImageFiles: await image() })).body.id))!;
      expect(plain).toMatchObject({ latitude: null, longitude: null });
      expect(plain.branchDictionaries.map((d) => d.address)).toEqual([null, null, null]);
    });

    it('refuses a coordinate out of range or alone with a 400 naming the field, and writes nothing', async () => {
      const before = await snapshot(server, [BRANCH]);
      const refused = marker('coordinates');
      const photo = async () => ({ ImageFiles: await image('png', refused) });
      expectFieldError(
        await post({ ...names, Latitude: '91', Longitude: '49.85306' }, await photo()),
        'latitude',
        'Latitude must be a number between -90 and 90',
      );
      expectFieldError(
        await post({ ...names, Latitude: '40.37772', Longitude: '-180.5' }, await photo()),
        'longitude',
        'Longitude must be a number between -180 and 180',
      );
      expectFieldError(
        await post({ ...names, Latitude: '40.37772' }, await photo()),
        'longitude',
        'Latitude and longitude must be given together',
      );
      expectFieldError(
        await post({ ...names, Longitude: '49.85306' }, await photo()),
        'latitude',
        'Latitude and longitude must be given together',
      );
      expectFieldError(
        await post({ ...names, Latitude: 'north', Longitude: '49.85306' }, await photo()),
        'latitude',
        'Latitude must be a number between -90 and 90',
      );
      expectFieldError(
        await post({ ...names, 'BranchDictionaries[2].Address': 'a'.repeat(201) }, await photo()),
        'branchDictionaries[2].address',
        'Text is too long',
      );
      await expectNothingWritten(server, before, [refused]);
    });

    it('checks every photo by content and size and leaves nothing behind', async () => {
      const before = await snapshot(server, [BRANCH]);
      const good = marker('good');
      const res = await post(names, { ImageFiles: [await image('png', good), fakes.svg()] });
      expectFieldError(res, 'imageFiles', IMAGE_TYPE, 415);
      for (const fake of [fakes.html(), fakes.renamedText()]) expect((await post(names, { ImageFiles: fake })).status).toBe(415);
      expect((await post(names, { ImageFiles: [await image(), await tooLarge()] })).status).toBe(413);
      const refused = marker('refused');
      await post({ ...names, 'BranchDictionaries[0].Name': '' }, { ImageFiles: await image('png', refused) });
      // A database fault after all three photos were stored.
      const failed = [marker('failed'), marker('failed'), marker('failed')];
      failNextWrite(server, BRANCH);
      const faulted = await post(names, { ImageFiles: await Promise.all(failed.map((name) => image('png', name))) });
      expect(faulted.status).toBe(500);
      await expectNothingWritten(server, before, [good, refused, ...failed]);
    });
  });

  describe('PUT admin/Branches/{id}', () => {
    let id: number;

    beforeAll(async () => {
      id = (await post(names, { ImageFiles: await threeImages() })).body.id;
    });

    it('adds photos sent as Images.Image and keeps the others', async () => {
      const before = (await byId(id))!;
      const res = await update(id, {}, { 'Images.Image': [await image('avif'), await image('png')] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.branchImages).toHaveLength(5);
      expect(res.body.branchImages.slice(0, 3)).toEqual(before.branchImages);
      expect(res.body.branchImages[3].imageUrl).toMatch(/\.avif$/);
      expect(res.body.branchDictionaries).toEqual(before.branchDictionaries);
    });

    it('removes photos named in RemoveImageIds (repeated, indexed or comma-separated), deleting their files', async () => {
      const before = (await byId(id))!;
      const [a, b, c, ...rest] = before.branchImages;

      const one = await update(id, { RemoveImageIds: a.id });
      expect(one.body.branchImages.map((i: { id: number }) => i.id)).toEqual([b.id, c.id, ...rest.map((i) => i.id)]);
      expect(await fileExists(a.imageUrl)).toBe(false);

      const listed = await multipart(
        admin().put(`${PATH}/${id}`).field('RemoveImageIds', String(b.id)).field('RemoveImageIds', String(c.id)),
      );
      expect(listed.body.branchImages.map((i: { id: number }) => i.id)).toEqual(rest.map((i) => i.id));

      const replaced = await update(id, { 'RemoveImageIds[0]': rest[0].id }, { 'Images.Image': await image('jpeg') });
      expect(replaced.body.branchImages).toHaveLength(2);
      expect(replaced.body.branchImages[0].id).toBe(rest[1].id);
      expect(await fileExists(rest[0].imageUrl)).toBe(false);

      const commaList = await update(id, { RemoveImageIds: `${rest[1].id}` }, { 'Images.Image': [await image(), await image()] });
      expect(commaList.body.branchImages).toHaveLength(3);
      const [x, y] = commaList.body.branchImages;
      const both = await update(id, { RemoveImageIds: `${x.id}, ${y.id}` });
      expect(both.body.branchImages).toHaveLength(1);
    });

    it('keeps at least one photo and removes only photos of this branch', async () => {
      const before = (await byId(id))!;
      const all = before.branchImages.map((i) => i.id).join(',');
      expectFieldError(await update(id, { RemoveImageIds: all }), 'images', 'At least one image is required');
      // A branch without photos (made in the Strapi panel) can still be renamed.
      const other = await make.branch(tri('Other', 'Digər', 'Другой'));
      expect((await update(other, dictionaryFields('BranchDictionaries', 'Name', ['Another', 'Başqa', 'Иной']))).status).toBe(200);
      expectFieldError(await update(id, { RemoveImageIds: 999999 }), 'removeImageIds', 'This branch has no image with this id');
      expectFieldError(await update(id, { RemoveImageIds: 'first' }), 'removeImageIds[0]', 'Image ids must be positive integers');
      expect(await byId(id)).toEqual(before);
      // Swapping the last photo for a new one in one call is fine.
      const swapped = await update(id, { RemoveImageIds: all }, { 'Images.Image': await image('webp') });
      expect(swapped.status).toBe(200);
      expect(swapped.body.branchImages).toHaveLength(1);
      expect(swapped.body.branchImages[0].imageUrl).toMatch(/\.webp$/);
    });

    it('renames with BranchDictionaries[i].Id/Name/LanguageId, enforcing three languages', async () => {
      const before = (await byId(id))!;
      const fields: Fields = {};
      before.branchDictionaries.forEach((d, i) => {
        fields[`BranchDictionaries[${i}].Id`] = d.id;
        fields[`BranchDictionaries[${i}].Name`] = `${d.name} 2`;
        fields[`BranchDictionaries[${i}].LanguageId`] = d.languageId;
      });
      const res = await update(id, fields);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.branchDictionaries).toEqual(before.branchDictionaries.map((d) => ({ ...d, name: `${d.name} 2` })));
      expect(res.body.branchImages).toEqual(before.branchImages);

      expectFieldError(
        await update(id, { ...fields, 'BranchDictionaries[1].Name': '' }),
        'branchDictionaries[1].name',
        'Branch name is required',
      );
      expectFieldError(
        await update(id, { ...fields, 'BranchDictionaries[1].Id': 'x' }),
        'branchDictionaries[1].id',
        'id must be a positive integer',
      );
      expectFieldError(
        await update(id, { 'BranchDictionaries[0].Name': 'Solo', 'BranchDictionaries[0].LanguageId': 1 }),
        'branchDictionaries',
        'There must be exactly 3 languages',
      );
    });

    it('sets, keeps and clears the address, the photos’ alt text and the coordinates; one coordinate alone is refused and changes nothing', async () => {
      const before = (await byId(id))!;
      const fields: Fields = {};
      before.branchDictionaries.forEach((d, i) => {
        fields[`BranchDictionaries[${i}].Name`] = d.name;
        fields[`BranchDictionaries[${i}].Address`] = ['1 Fountain Square', 'Fəvvarələr meydanı 1', 'Площадь Фонтанов, 1'][i];
        fields[`BranchDictionaries[${i}].ImageAlt`] = ['Armchairs by a window', 'Pəncərə yanında kreslolar', 'Кресла у окна'][i];
        fields[`BranchDictionaries[${i}].LanguageId`] = d.languageId;
      });
      const set = await update(id, { ...fields, Latitude: '40.37012', Longitude: '49.83731' });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body).toMatchObject({ latitude: 40.37012, longitude: 49.83731, branchImages: before.branchImages });
      expect(set.body.branchDictionaries.map((d: { address: string }) => d.address)).toEqual([
        '1 Fountain Square',
        'Fəvvarələr meydanı 1',
        'Площадь Фонтанов, 1',
      ]);
      expect(set.body.branchDictionaries.map((d: Branch['branchDictionaries'][number]) => d.imageAlt)).toEqual([
        'Armchairs by a window',
        'Pəncərə yanında kreslolar',
        'Кресла у окна',
      ]);

      // An edit without them (photos only) keeps them.
      const kept = await update(id, {}, { 'Images.Image': await image() });
      expect(kept.body).toMatchObject({ latitude: 40.37012, longitude: 49.83731 });
      expect(kept.body.branchDictionaries).toEqual(set.body.branchDictionaries);

      const current = (await byId(id))!;
      const snap = await snapshot(server, [BRANCH]);
      expectFieldError(await update(id, { Latitude: '91', Longitude: '49.8' }), 'latitude', 'Latitude must be a number between -90 and 90');
      expectFieldError(await update(id, { Latitude: '40.4' }), 'longitude', 'Latitude and longitude must be given together');
      expectFieldError(await update(id, { Latitude: '', Longitude: '49.8' }), 'latitude', 'Latitude and longitude must be given together');
      await expectNothingWritten(server, snap);
      expect(await byId(id)).toEqual(current);

      // Both blank clear the place; a blank address or alt text clears that language's only.
      const cleared = await update(id, {
        ...fields,
        'BranchDictionaries[0].Address': ' ',
        'BranchDictionaries[2].ImageAlt': '',
        Latitude: '',
        Longitude: '',
      });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
      expect(cleared.body.branchDictionaries.map((d: { address: string | null }) => d.address)).toEqual([
        null,
        'Fəvvarələr meydanı 1',
        'Площадь Фонтанов, 1',
      ]);
      expect(cleared.body.branchDictionaries.map((d: Branch['branchDictionaries'][number]) => d.imageAlt)).toEqual([
        'Armchairs by a window',
        'Pəncərə yanında kreslolar',
        null,
      ]);
    });

    it('checks new photos and leaves the branch and its files as they were when refusing or failing', async () => {
      const before = (await byId(id))!;
      const snap = await snapshot(server, [BRANCH]);
      expectFieldError(await update(id, {}, { 'Images.Image': fakes.html() }), 'images.image', IMAGE_TYPE, 415);
      expect((await update(id, {}, { 'Images.Image': await tooLarge() })).status).toBe(413);
      const failed = marker('failed');
      failNextWrite(server, BRANCH);
      const res = await update(id, { RemoveImageIds: before.branchImages[0].id }, { 'Images.Image': await image('png', failed) });
      expect(res.status).toBe(500);
      await expectNothingWritten(server, snap, [failed]);
      expect(await byId(id)).toEqual(before);
      expect(await fileExists(before.branchImages[0].imageUrl)).toBe(true);
      expect((await update(999999, { RemoveImageIds: 1 })).status).toBe(404);
    });
  });

  describe('soft delete, revert and the list', () => {
    it('DELETE and revert flip isDeleted, the public list hides deleted branches, unknown ids 404', async () => {
      const id = await make.branch(tri('Port', 'Liman', 'Порт'));
      await expectSoftDeleteAndRevert(server, admin, { path: PATH, publicList: '/api/v1/client/Branches', id });
    });

    it('GET answers every branch without parameters, pages, sorts by id or name and searches', async () => {
      const names = ['Nizami', 'Ganjlik', 'Sahil', 'Elmlar', 'Khatai'];
      const made = await remake(server, BRANCH, names.length, (i) => {
        const name = names[i - 1];
        return make.branch(tri(name, `${name} filialı`, `Филиал ${name}`), { isDeleted: i === 2 });
      });
      const all = await admin().get(PATH);
      expect(all.body).toMatchObject({ pageNumber: 1, totalPages: 1, totalItems: 5 });
      expect(all.body.items.map((b: Branch) => b.id)).toEqual(made);
      expect(all.body.items[1].isDeleted).toBe(true);
      const page = await admin().get(`${PATH}?pageNumber=2&pageSize=2&isPaginated=true`);
      expect(page.body).toMatchObject({ pageNumber: 2, totalPages: 3, totalItems: 5 });
      expect(page.body.items.map((b: Branch) => b.id)).toEqual([made[2], made[3]]);
      expect((await listAll('&sortBy=name&sortOrder=asc')).map((b) => b.branchDictionaries[0].name)).toEqual([
        'Elmlar',
        'Ganjlik',
        'Khatai',
        'Nizami',
        'Sahil',
      ]);
      expect((await listAll('&sortBy=id&sortOrder=desc')).map((b) => b.id)).toEqual([...made].reverse());
      expect((await listAll(`&q=${encodeURIComponent('ФИЛИАЛ SAHIL')}`)).map((b) => b.id)).toEqual([made[2]]);
      expect((await listAll('&q=filiali')).map((b) => b.id)).toEqual(made);
      expect(await listAll('&q=airport')).toEqual([]);
    });
  });
}
