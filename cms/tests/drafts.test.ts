import type { Carousel, DraftAnswer, DraftInfo, HistoryEntry } from '@qahve/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { answered } from './support/fixtures';
import {
  adminListAll,
  dictionaryFields,
  expectFieldError,
  fileExists,
  image,
  multipart,
  sharedServer,
  type Admin,
  type Fields,
  type Files,
} from './support/content';
import type { TestServer } from './support/strapi';

/**
 * Drafts (lib/content/drafts.ts), on the slides: an edit saved as a draft changes nothing the public reads,
 * in any language, fresh or cached, until it is published; a discard leaves the item as it was; a new item
 * created as a draft is never public before its publish. Each step is in the history.
 */
// The schedule runner looks for due schedules every 200 ms: a schedule's publish is carried out within the test.
const shared = sharedServer({ SCHEDULE_CHECK_MS: '200' });
const PATH = '/api/v1/admin/Carousels';
const PUBLIC = '/api/v1/client/Carousels';
let server: TestServer;
let admin: Admin;

type Slide = Carousel & { draft: DraftInfo | null };

const texts = (en: string, az: string, ru: string) => dictionaryFields('CarouselDictionaries', 'Content', [en, az, ru]);
const post = (path: string, fields: Fields, files: Files = {}) => multipart(admin().post(path), fields, files);
const put = (path: string, fields: Fields, files: Files = {}) => multipart(admin().put(path), fields, files);
const slide = async (id: number) => (await adminListAll<Slide>(admin, PATH)).find((s) => s.id === id);

/** The public list in the three languages (1 en, 2 az, 3 ru): each slide's text and picture, by language. */
async function publicView(id: number) {
  const view: Record<number, { content: string; imageUrl: string | null } | null> = {};
  for (const languageId of [1, 2, 3]) {
    const res = await server.api().get(`${PUBLIC}?languageId=${languageId}`);
    expect(res.status).toBe(200);
    const found = (res.body.items as Array<Carousel & { content?: string }>).find((s) => s.id === id);
    view[languageId] = found ? { content: JSON.stringify(found), imageUrl: found.imageUrl } : null;
  }
  return view;
}

const historyOf = async (id: number) =>
  (await admin().get('/api/v1/admin/History').query({ resource: 'Carousels', entityId: id, pageSize: 50 })).body.items as HistoryEntry[];

describe('drafts of a slide', () => {
  let id: number;
  beforeAll(async () => {
    ({ server, admin } = shared);
    const made = await post(
      PATH,
      { Order: 7, ...texts('Autumn blend', 'Payız qarışığı', 'Осенний купаж') },
      { ImageFile: await image('png') },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    id = made.body.id;
  });

  it('keeps an edit as a draft: the public answers, fresh and cached, stay as published in every language', async () => {
    const before = await publicView(id);
    expect(Object.values(before).every(Boolean)).toBe(true);
    const saved = await put(
      `${PATH}/${id}/draft`,
      { Order: 2, ...texts('Winter blend', 'Qış qarışığı', 'Зимний купаж') },
      { ImageFile: await image('jpeg') },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      id,
      draft: { updatedAt: expect.any(String), by: expect.stringContaining('@'), isNew: false, files: ['imageFile'] },
    });

    expect(await publicView(id)).toEqual(before);
    const listed = await slide(id);
    expect(listed).toMatchObject({ order: 7, isDeleted: false, draft: { isNew: false, files: ['imageFile'] } });
    expect(listed!.carouselDictionaries).toEqual(
      answered('content', 'Autumn blend', 'Payız qarışığı', 'Осенний купаж').map((entry) => ({ ...entry, imageAlt: null })),
    );

    const draft = (await admin().get(`${PATH}/${id}/draft`)).body as DraftAnswer;
    expect(draft.input).toMatchObject({
      order: 2,
      carouselDictionaries: answered('content', 'Winter blend', 'Qış qarışığı', 'Зимний купаж'),
    });
    expect((await historyOf(id)).map((entry) => entry.action)).toContain('draft');
  });

  it('refuses a draft the edit would refuse, naming the field, and keeps the draft it had', async () => {
    const kept = (await admin().get(`${PATH}/${id}/draft`)).body as DraftAnswer;
    expectFieldError(await put(`${PATH}/${id}/draft`, { Order: 'one', ...texts('x', 'y', 'z') }), 'order', 'Order must be an integer');
    expect((await admin().get(`${PATH}/${id}/draft`)).body).toEqual(kept);
    expect((await put(`${PATH}/999999/draft`, { Order: 1, ...texts('x', 'y', 'z') })).status).toBe(404);
  });

  it('publishes the draft: its texts in every language and its picture, then no draft', async () => {
    const oldPicture = (await slide(id))!.imageUrl;
    const published = await admin().post(`${PATH}/${id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ id, order: 2, isDeleted: false, draft: null });

    const view = await publicView(id);
    expect(view[1]!.content).toContain('Winter blend');
    expect(view[2]!.content).toContain('Qış qarışığı');
    expect(view[3]!.content).toContain('Зимний купаж');
    expect(view[1]!.imageUrl).not.toBe(oldPicture);
    expect(await fileExists(view[1]!.imageUrl!)).toBe(true);
    expect(await fileExists(oldPicture!)).toBe(false);
    expect((await admin().get(`${PATH}/${id}/draft`)).status).toBe(404);
    const publishes = (await historyOf(id)).filter((entry) => entry.action === 'publish');
    expect(publishes.flatMap((entry) => entry.changes.map((change) => change.field))).toEqual(expect.arrayContaining(['order']));
  });

  it('discards a draft: the item as it was, the draft gone, the discard in the history', async () => {
    expect((await put(`${PATH}/${id}/draft`, { Order: 5, ...texts('Spring', 'Yaz', 'Весна') })).status).toBe(200);
    const discarded = await admin().delete(`${PATH}/${id}/draft`);
    expect(discarded.status).toBe(200);
    expect(discarded.body).toEqual({ id, draft: null });
    expect(await slide(id)).toMatchObject({ order: 2, draft: null });
    expect((await publicView(id))[1]!.content).toContain('Winter blend');
    expect((await admin().delete(`${PATH}/${id}/draft`)).status).toBe(404);
    expect((await historyOf(id)).map((entry) => entry.action)).toContain('discard');
  });

  it('creates a new item as a draft, hidden in every language until it is published', async () => {
    const made = await post(`${PATH}/draft`, { Order: 9, ...texts('Launch', 'Başlanğıc', 'Запуск') }, { ImageFile: await image('png') });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const newId = made.body.id as number;
    expect(await publicView(newId)).toEqual({ 1: null, 2: null, 3: null });
    expect(await slide(newId)).toMatchObject({ isDeleted: true, draft: { isNew: true, files: [] } });

    expect((await admin().post(`${PATH}/${newId}/publish`)).status).toBe(200);
    const view = await publicView(newId);
    expect(view[2]!.content).toContain('Başlanğıc');
    expect(await slide(newId)).toMatchObject({ isDeleted: false, draft: null });
  });

  describe('published by a schedule', () => {
    const soon = () => new Date(Date.now() + 1500).toISOString();
    /** Schedules the items soon; `meanwhile` runs before their time. Answers how the schedule ended. */
    const schedule = async (items: Array<{ id: number; action: 'publish' | 'unpublish' }>, meanwhile = async () => {}) => {
      const created = await admin()
        .post('/api/v1/admin/Schedules')
        .send({ at: soon(), items: items.map((item) => ({ resource: 'Carousels', ...item })) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await meanwhile();
      await expect
        .poll(async () => (await admin().get(`/api/v1/admin/Schedules/${created.body.id}`)).body.state, { timeout: 20_000 })
        .toMatch(/done|failed/);
      return (await admin().get(`/api/v1/admin/Schedules/${created.body.id}`)).body as { state: string; error: string | null };
    };
    const uploads = () => server.strapi.db.query('plugin::upload.file').count({});
    /** Saves a draft of the slide with a new picture; answers the picture it shows now. */
    const draftWithPicture = async (order: number, fields: Fields) => {
      const shown = (await slide(id))!.imageUrl!;
      expect((await put(`${PATH}/${id}/draft`, { Order: order, ...fields }, { ImageFile: await image('png') })).status).toBe(200);
      return shown;
    };

    it('applies a draft of texts', async () => {
      expect((await put(`${PATH}/${id}/draft`, { Order: 3, ...texts('Noon', 'Günorta', 'Полдень') })).status).toBe(200);
      expect((await schedule([{ id, action: 'publish' }])).state).toBe('done');
      expect((await publicView(id))[2]!.content).toContain('Günorta');
      expect(await slide(id)).toMatchObject({ order: 3, draft: null });
    });

    it('applies a draft holding a new picture: the site shows it, the replaced picture’s file is gone', async () => {
      const oldPicture = await draftWithPicture(4, texts('Dusk', 'Axşam', 'Сумерки'));
      const before = await uploads();
      const done = await schedule([{ id, action: 'publish' }]);
      expect(done.state, done.error ?? '').toBe('done');
      const view = await publicView(id);
      expect(view[2]!.content).toContain('Axşam');
      expect(view[2]!.imageUrl).not.toBe(oldPicture);
      expect(await fileExists(view[2]!.imageUrl!)).toBe(true);
      // The replaced picture goes once the schedule's transaction has committed.
      await expect.poll(() => fileExists(oldPicture)).toBe(false);
      expect(await uploads()).toBe(before);
      expect(await slide(id)).toMatchObject({ order: 4, draft: null });
    });

    it('changes nothing of a release that fails, and leaves no picture it stored for it', async () => {
      const picture = await draftWithPicture(6, texts('Night', 'Gecə', 'Ночь'));
      const other = await post(PATH, { Order: 8, ...texts('Other', 'Digər', 'Другой') }, { ImageFile: await image('png') });
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      const before = await uploads();
      const failed = await schedule(
        [
          { id, action: 'publish' },
          { id: other.body.id, action: 'unpublish' },
        ],
        async () => {
          // Gone without a trace by the schedule's time (as a database restore could leave it): its rows themselves.
          const uid = 'api::carousel.carousel';
          const row = await server.strapi.db.query(uid).findOne({ where: { id: other.body.id }, select: ['documentId'] });
          await server.strapi.db.query(uid).deleteMany({ where: { documentId: row.documentId } });
        },
      );
      expect(failed).toMatchObject({ state: 'failed', error: expect.stringContaining(`${other.body.id} not found`) });
      expect((await publicView(id))[2]!.content).toContain('Axşam');
      expect((await publicView(id))[2]!.imageUrl).toBe(picture);
      expect(await fileExists(picture)).toBe(true);
      expect(await uploads()).toBe(before);
      expect(await slide(id)).toMatchObject({ order: 4, draft: { files: ['imageFile'] } });
    });
  });

  it('is for administrators only', async () => {
    expect((await server.api().get(`${PATH}/${id}/draft`)).status).toBe(401);
    expect((await server.api().post(`${PATH}/${id}/publish`)).status).toBe(401);
    expect((await server.api().delete(`${PATH}/${id}/draft`)).status).toBe(401);
  });
});
