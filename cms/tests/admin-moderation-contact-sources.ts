import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, publicMessage } from '@qahve/config';
import { expectFieldError, refused, shared } from './support/moderation';
import type { administrator } from './support/admin';
import { answered, make, tri } from './support/fixtures';
import type { TestServer } from './support/strapi';

const CONTACT_SOURCE = 'api::contact-source.contact-source';
const SURVEY = 'api::survey.survey';
const BASE = '/api/v1/admin/ContactSources';

let server: TestServer;
let admin: Awaited<ReturnType<typeof administrator>>;
const ids: Record<string, number> = {};

/** Contact sources: run by admin-moderation-all.test.ts on its server. */
export function contactSourcesSuite() {
  describe('Contact sources', () => {
    beforeAll(async () => {
      server = shared.server;
      admin = shared.admin;
      ids.seeded = await make.contactSource(tri('Neighbours', 'Qonşular', 'Соседи'));
    });

    /** The spec's multipart form: `ContactSourceDictionaries[i].Name` and `.LanguageId`. */
    function createForm(entries: Array<{ Name?: string; LanguageId?: string }>, agent = admin()) {
      const req = agent.post(BASE);
      entries.forEach((entry, i) => {
        for (const [key, value] of Object.entries(entry))
          if (value !== undefined) req.field(`ContactSourceDictionaries[${i}].${key}`, value);
      });
      if (entries.length === 0) req.field('Other', 'x');
      return req;
    }

    const three = (en: string, az: string, ru: string) => [
      { Name: en, LanguageId: '1' },
      { Name: az, LanguageId: '2' },
      { Name: ru, LanguageId: '3' },
    ];

    const publicIds = async () =>
      ((await server.api().get('/api/v1/client/ContactSources')).body.items as Array<{ id: number }>).map((s) => s.id);

    const postSurvey = (contactSourceId: number) =>
      server
        .api()
        .post('/api/v1/client/Surveys?languageId=2')
        .send({ Gender: true, Age: 1, QualityPoint: 4, ContactSourceId: contactSourceId, Comment: 'Əla', Statisfactions: [] });

    describe('POST admin/ContactSources', () => {
      it('creates a contact source in three languages from the multipart form', async () => {
        const res = await createForm(three(' TikTok ', 'TikTok', 'ТикТок'));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toEqual({
          id: expect.any(Number),
          isDeleted: false,
          contactSourceDictionaries: answered('name', 'TikTok', 'TikTok', 'ТикТок'),
        });
        ids.tiktok = res.body.id;
        expect(await publicIds()).toContain(ids.tiktok);
        const json = await admin()
          .post(BASE)
          .send({
            contactSourceDictionaries: three('Google', 'Google', 'Гугл').map((e) => ({ name: e.Name, languageId: Number(e.LanguageId) })),
          });
        expect(json.status).toBe(201);
        ids.google = json.body.id;
      });

      it('answers each validation rule with its message, writing nothing', async () => {
        const cases: Array<[Array<{ Name?: string; LanguageId?: string }>, string, string]> = [
          [
            [
              { Name: 'A', LanguageId: '1' },
              { Name: ' ', LanguageId: '2' },
              { Name: 'C', LanguageId: '3' },
            ],
            'contactSourceDictionaries[1].name',
            ADMIN_MESSAGES.contactSourceNameRequired,
          ],
          [
            [{ Name: 'A', LanguageId: '1' }, { LanguageId: '2' }, { Name: 'C', LanguageId: '3' }],
            'contactSourceDictionaries[1].name',
            ADMIN_MESSAGES.contactSourceNameRequired,
          ],
          [
            [{ Name: 'A', LanguageId: '1' }, { Name: 'B' }, { Name: 'C', LanguageId: '3' }],
            'contactSourceDictionaries[1].languageId',
            ADMIN_MESSAGES.languageIdRequired,
          ],
          [
            [
              { Name: 'A', LanguageId: '1' },
              { Name: 'B', LanguageId: '2' },
            ],
            'contactSourceDictionaries',
            ADMIN_MESSAGES.exactlyThreeLanguages,
          ],
          [
            [
              { Name: 'A', LanguageId: '1' },
              { Name: 'B', LanguageId: '1' },
              { Name: 'C', LanguageId: '3' },
            ],
            'contactSourceDictionaries',
            ADMIN_MESSAGES.exactlyThreeLanguages,
          ],
          [[], 'contactSourceDictionaries', ADMIN_MESSAGES.exactlyThreeLanguages],
          [three('A'.repeat(201), 'B', 'C'), 'contactSourceDictionaries[0].name', ADMIN_MESSAGES.textTooLong],
        ];
        for (const [entries, field, message] of cases) {
          const res = await refused(server, CONTACT_SOURCE, () => createForm(entries));
          expectFieldError(res, field, message);
        }
        // An index far past the third is refused at once (the form is never walked entry by entry).
        const sparse = await refused(server, CONTACT_SOURCE, () =>
          admin().post(BASE).field('ContactSourceDictionaries[0].Name', 'A').field('ContactSourceDictionaries[99999].Name', 'B'),
        );
        expectFieldError(sparse, 'contactSourceDictionaries', ADMIN_MESSAGES.exactlyThreeLanguages);
      });

      it('is for administrators only', async () => {
        await refused(server, CONTACT_SOURCE, () => createForm(three('X', 'Y', 'Z'), server.api()));
        expect((await createForm(three('X', 'Y', 'Z'), server.api())).status).toBe(401);
      });
    });

    describe('GET admin/ContactSources', () => {
      it('pages, shows deleted ones with their flag, and searches all three names forgiving case and diacritics', async () => {
        // Every contact source of the database (other suites store theirs too), by id.
        const all = (
          (await server.strapi.db.query(CONTACT_SOURCE).findMany({ select: ['id'], where: { locale: 'az' } })) as Array<{ id: number }>
        )
          .map((row) => row.id)
          .sort((a, b) => a - b);
        expect((await admin().delete(`${BASE}/${ids.google}`)).status).toBe(200);
        const res = await admin().get(`${BASE}?pageNumber=2&pageSize=2`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ pageNumber: 2, totalPages: Math.ceil(all.length / 2), totalItems: all.length });
        expect(res.body.items.map((s: { id: number }) => s.id)).toEqual(all.slice(2, 4));
        const whole = (await admin().get(`${BASE}?isPaginated=false`)).body.items as Array<{ id: number; isDeleted: boolean }>;
        expect(whole.map((s) => s.id)).toEqual(all);
        expect(whole.find((s) => s.id === ids.google)!.isDeleted).toBe(true);
        expect((await admin().put(`${BASE}/revert/${ids.google}`)).status).toBe(200);

        const search = async (q: string) =>
          ((await admin().get(`${BASE}?q=${encodeURIComponent(q)}`)).body.items as Array<{ id: number }>).map((s) => s.id);
        expect(await search('tikt')).toEqual([ids.tiktok]);
        expect(await search('ТИКТ')).toEqual([ids.tiktok]);
        // Created outside the console (as the seed does), without a search key: matched by name.
        expect(await search('qonş')).toEqual([ids.seeded]);
        expect(await search('Сосе')).toEqual([ids.seeded]);
        expect(await search('nothing like it')).toEqual([]);

        const byName = await admin().get(`${BASE}?sortBy=name&sortOrder=desc&isPaginated=false`);
        const mine = [ids.tiktok, ids.seeded, ids.google];
        expect(byName.body.items.map((s: { id: number }) => s.id).filter((id: number) => mine.includes(id))).toEqual(mine);
        expectFieldError(await admin().get(`${BASE}?sortBy=createdAt`), 'sortBy');
      });

      it('answers one by id, 404 for an unknown one', async () => {
        const res = await admin().get(`${BASE}/${ids.seeded}`);
        expect(res.body).toMatchObject({ id: ids.seeded, isDeleted: false });
        expect((await admin().get(`${BASE}/999999`)).status).toBe(404);
      });
    });

    describe('PUT admin/ContactSources/{id}', () => {
      it('changes the names given and keeps the others', async () => {
        const res = await admin()
          .put(`${BASE}/${ids.google}`)
          .field('ContactSourceDictionaries[0].Name', ' Гугл поиск ')
          .field('ContactSourceDictionaries[0].LanguageId', '3');
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.contactSourceDictionaries).toEqual(answered('name', 'Google', 'Google', 'Гугл поиск'));
        const search = await admin().get(`${BASE}?q=${encodeURIComponent('поиск')}`);
        expect(search.body.items.map((s: { id: number }) => s.id)).toEqual([ids.google]);
        const nothing = await admin().put(`${BASE}/${ids.google}`).send({});
        expect(nothing.status).toBe(200);
        expect(nothing.body.contactSourceDictionaries[2].name).toBe('Гугл поиск');
      });

      it('refuses wrong types and blank names, changing nothing; 404 for an unknown id', async () => {
        const before = (await admin().get(`${BASE}/${ids.google}`)).body;
        expectFieldError(
          await admin()
            .put(`${BASE}/${ids.google}`)
            .send({ contactSourceDictionaries: [{ name: 'X', languageId: 'en' }] }),
          'contactSourceDictionaries[0].languageId',
          ADMIN_MESSAGES.languageIdRequired,
        );
        expectFieldError(
          await admin()
            .put(`${BASE}/${ids.google}`)
            .send({ contactSourceDictionaries: [{ name: '  ', languageId: 1 }] }),
          'contactSourceDictionaries[0].name',
          ADMIN_MESSAGES.contactSourceNameRequired,
        );
        expectFieldError(
          await admin().put(`${BASE}/${ids.google}`).send({ contactSourceDictionaries: 'Google' }),
          'contactSourceDictionaries',
        );
        expect((await admin().get(`${BASE}/${ids.google}`)).body).toEqual(before);
        expect(
          (
            await admin()
              .put(`${BASE}/999999`)
              .send({ contactSourceDictionaries: [{ name: 'X', languageId: 1 }] })
          ).status,
        ).toBe(404);
        expectFieldError(await admin().put(`${BASE}/abc`).send({}), 'id');
      });
    });

    describe('DELETE admin/ContactSources/{id} and PUT admin/ContactSources/revert/{id}', () => {
      it('hides a deleted source from the public list and the survey form, keeps its answers, and reverts', async () => {
        const answer = await postSurvey(ids.tiktok);
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        const rowsBefore = await server.strapi.db.query(CONTACT_SOURCE).count({});

        const removed = await admin().delete(`${BASE}/${ids.tiktok}`);
        expect(removed.status).toBe(200);
        expect(removed.body).toMatchObject({ id: ids.tiktok, isDeleted: true });
        expect(await server.strapi.db.query(CONTACT_SOURCE).count({})).toBe(rowsBefore);
        const { documentId } = await server.strapi.db.query(CONTACT_SOURCE).findOne({ where: { id: ids.tiktok } });
        expect(await server.strapi.db.query(CONTACT_SOURCE).count({ where: { documentId, isDeleted: true } })).toBe(3);

        expect(await publicIds()).not.toContain(ids.tiktok);
        expect(await publicIds()).toContain(ids.seeded);
        const adminList = await admin().get(`${BASE}?isPaginated=false`);
        expect(adminList.body.items.find((s: { id: number }) => s.id === ids.tiktok)).toMatchObject({ isDeleted: true });

        const refusedAnswer = await refused(server, SURVEY, () => postSurvey(ids.tiktok));
        expectFieldError(refusedAnswer, 'contactSourceId', publicMessage('az', 'contactSourceUnknown'));

        const past = await admin().get(`/api/v1/admin/Surveys/${answer.body.id}`);
        expect(past.body.contactSource).toMatchObject({ id: ids.tiktok, isDeleted: true });
        expect(past.body.contactSource.contactSourceDictionaries[2]).toEqual({ languageId: 3, name: 'ТикТок' });

        const reverted = await admin().put(`${BASE}/revert/${ids.tiktok}`);
        expect(reverted.status).toBe(200);
        expect(reverted.body).toMatchObject({ id: ids.tiktok, isDeleted: false });
        expect(await publicIds()).toContain(ids.tiktok);
        expect((await postSurvey(ids.tiktok)).status).toBe(201);
      });

      it('treats a source stored before the deleted flag existed (NULL) as live', async () => {
        const legacy = await make.contactSource(tri('Billboard', 'Reklam lövhəsi', 'Билборд'));
        const { documentId } = await server.strapi.db.query(CONTACT_SOURCE).findOne({ where: { id: legacy } });
        await server.strapi.db.getConnection('contact_sources').where({ document_id: documentId }).update({ is_deleted: null });
        expect(await publicIds()).toContain(legacy);
        expect((await postSurvey(legacy)).status).toBe(201);
        expect((await admin().get(`${BASE}/${legacy}`)).body).toMatchObject({ id: legacy, isDeleted: false });
        const stats = await admin().get('/api/v1/admin/Surveys/Statistics');
        expect(stats.body.contactSources.find((s: { contactSourceId: number }) => s.contactSourceId === legacy)).toMatchObject({
          count: 1,
        });
      });

      it('answers 404 for unknown ids', async () => {
        expect((await admin().delete(`${BASE}/999999`)).status).toBe(404);
        expect((await admin().put(`${BASE}/revert/999999`)).status).toBe(404);
        expectFieldError(await admin().delete(`${BASE}/0`), 'id');
      });
    });
  });
}
