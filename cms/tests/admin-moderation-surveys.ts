import { beforeAll, describe, expect, it } from 'vitest';
import { serviceOf, type Services } from '../src/lib/registry/services';
import { NO_COMMENT, type SurveySortField } from '@qahve/config';
import { expectFieldError, parseCsv, refused, shared } from './support/moderation';
import type { administrator } from './support/admin';
import { answered, make, tri } from './support/fixtures';
import type { TestServer } from './support/strapi';

const SURVEY = 'api::survey.survey';
const BASE = '/api/v1/admin/Surveys';
const DAY = 24 * 3600 * 1000;

let server: TestServer;
let admin: Awaited<ReturnType<typeof administrator>>;

/** What the test itself knows of every answer it stored, to check the API against. */
interface Model {
  id: number;
  gender: boolean;
  age: number;
  qualityPoint: number;
  contactSourceId: number;
  createdAt: Date;
  isDeleted: boolean;
  comment: string;
}
const rows: Model[] = [];
const sources: Record<string, number> = {};
const BASE_DATE = Date.UTC(2025, 0, 1, 12, 0, 0);

type Submission = Parameters<Services[typeof SURVEY]['submit']>[0];

async function store(
  values: Omit<Model, 'id' | 'isDeleted' | 'comment'> & { comment?: string; statisfactions?: Submission['statisfactions'] },
) {
  const { strapi } = server;
  const id: number = await serviceOf(strapi, SURVEY).submit({
    gender: values.gender,
    age: Math.min(values.age, 3),
    qualityPoint: values.qualityPoint,
    contactSourceId: values.contactSourceId,
    comment: values.comment,
    statisfactions: values.statisfactions ?? [],
  });
  await strapi.db.query(SURVEY).update({ where: { id }, data: { createdAt: values.createdAt } });
  if (values.age > 3) {
    // A code the form never sends (older data): the statistics count it in the last band, 34+.
    const meta = strapi.db.metadata.get(SURVEY);
    await strapi.db.getConnection(meta.tableName).where({ id }).update({ age: values.age });
  }
  rows.push({ ...values, id, isDeleted: false, comment: values.comment ?? NO_COMMENT });
  return id;
}

const day = (days: number) => new Date(BASE_DATE + days * DAY);

/**
 * Stores a valid answer `days` after BASE_DATE: a woman, 25-34, quality 4, who heard of us from
 * friends, unless `overrides` says otherwise.
 */
const storeAnswer = (days: number, overrides: Partial<Parameters<typeof store>[0]> = {}) =>
  store({ gender: false, age: 2, qualityPoint: 4, contactSourceId: sources.friends, createdAt: day(days), ...overrides });

/** `GET admin/Surveys/Export?<query>`, its body read as text (the CSV). */
const exportCsv = (query: string) =>
  admin()
    .get(`${BASE}/Export?${query}`)
    .buffer(true)
    .parse((r, cb) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => cb(null, text));
    });

/** Surveys: run by admin-moderation-all.test.ts on its server. */
export function surveysSuite() {
  describe('Surveys', () => {
    beforeAll(async () => {
      server = shared.server;
      admin = shared.admin;
      sources.instagram = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
      sources.friends = await make.contactSource(tri('Friends', 'Dostlar', 'Друзья'));
      sources.street = await make.contactSource(tri('Street', 'Küçə', 'Улица'));
      sources.unused = await make.contactSource(tri('Radio', 'Radio', 'Радио'));
      const order = [sources.instagram, sources.friends, sources.street];
      for (let i = 0; i < 36; i++) {
        await store({
          gender: i % 3 !== 0,
          age: i === 7 ? 7 : i === 8 ? 5 : i % 4,
          qualityPoint: (i * 3) % 5,
          contactSourceId: order[i % 3],
          createdAt: new Date(BASE_DATE + (i % 12) * 10 * DAY + i * 1000),
          comment: i % 5 === 0 ? `Comment ${i}` : undefined,
        });
      }
      // Deleted answers: counted nowhere in the statistics.
      for (const index of [1, 4, 10, 22]) {
        await server.strapi.db.query(SURVEY).update({ where: { id: rows[index].id }, data: { isDeleted: true } });
        rows[index].isDeleted = true;
      }
    });

    const compare = (a: Model, b: Model, keys: Array<[keyof Model, 'asc' | 'desc']>) => {
      for (const [field, order] of keys) {
        const x = Number(a[field]);
        const y = Number(b[field]);
        if (x !== y) return order === 'asc' ? x - y : y - x;
      }
      return b.id - a.id;
    };

    const listIds = async (query: string) => {
      const res = await admin().get(`${BASE}?isPaginated=false&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.items as Array<{ id: number }>).map((s) => s.id);
    };

    describe('GET admin/Surveys', () => {
      it('answers the stored shape: contact source with its three names, the satisfaction group, flags', async () => {
        const id = await storeAnswer(200, {
          comment: 'Shape',
          statisfactions: [
            {
              statisfactionDictionaries: [
                { key: 'Cleanliness', value: 3, languageId: 1 },
                { key: 'Drinks', value: 1, languageId: 1 },
              ],
            },
          ],
        });
        const res = await admin().get(`${BASE}?pageNumber=1&pageSize=10&isPaginated=true`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ pageNumber: 1, totalItems: rows.length, totalPages: Math.ceil(rows.length / 10) });
        expect(res.body.items).toHaveLength(10);
        expect(res.body.items[0]).toEqual({
          id,
          gender: false,
          age: 2,
          qualityPoint: 4,
          comment: 'Shape',
          isDeleted: false,
          contactSourceId: sources.friends,
          contactSource: {
            id: sources.friends,
            isDeleted: false,
            contactSourceDictionaries: answered('name', 'Friends', 'Dostlar', 'Друзья'),
          },
          statisfactions: [
            {
              statisfactionDictionaries: [
                { key: 'Cleanliness', value: 3, languageId: 1 },
                { key: 'Drinks', value: 1, languageId: 1 },
              ],
            },
          ],
          createdAt: day(200).toISOString(),
        });
        const withoutCriteria = res.body.items.find((s: { id: number }) => s.id === rows[31].id);
        expect(withoutCriteria.statisfactions).toEqual([{ statisfactionDictionaries: [] }]);
        expect(withoutCriteria.comment).toBe(NO_COMMENT);
      });

      it('orders by id descending by default and shows deleted answers with their flag', async () => {
        const ids = await listIds('');
        expect(ids).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
        const res = await admin().get(`${BASE}?isPaginated=false`);
        const deleted = res.body.items.filter((s: { isDeleted: boolean }) => s.isDeleted).map((s: { id: number }) => s.id);
        expect(deleted.sort()).toEqual(
          rows
            .filter((r) => r.isDeleted)
            .map((r) => r.id)
            .sort(),
        );
      });

      it.each([
        [
          'age:desc,gender:asc',
          [
            ['age', 'desc'],
            ['gender', 'asc'],
          ],
        ],
        [
          'gender:desc,qualityPoint:asc,age:desc',
          [
            ['gender', 'desc'],
            ['qualityPoint', 'asc'],
            ['age', 'desc'],
          ],
        ],
        ['qualityPoint', [['qualityPoint', 'asc']]],
        [
          'gender:ASC, age:asc',
          [
            ['gender', 'asc'],
            ['age', 'asc'],
          ],
        ],
      ] as Array<[string, Array<[keyof Model, 'asc' | 'desc']>]>)('sorts on several columns: sort=%s, then id desc', async (sort, keys) => {
        const expected = [...rows].sort((a, b) => compare(a, b, keys)).map((r) => r.id);
        expect(await listIds(`sort=${encodeURIComponent(sort)}`)).toEqual(expected);
        // Pages of the same order follow each other without gaps or repeats.
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(rows.length / 7); page++) {
          const res = await admin().get(`${BASE}?pageNumber=${page}&pageSize=7&sort=${encodeURIComponent(sort)}`);
          paged.push(...res.body.items.map((s: { id: number }) => s.id));
        }
        expect(paged).toEqual(expected);
      });

      it('takes one column as sortBy/sortOrder too', async () => {
        const expected = [...rows].sort((a, b) => compare(a, b, [['age', 'desc']])).map((r) => r.id);
        expect(await listIds('sortBy=age&sortOrder=desc')).toEqual(expected);
      });

      it('filters by contact source, gender, date range and deleted flag', async () => {
        const expect_ = (pred: (r: Model) => boolean) =>
          rows
            .filter(pred)
            .map((r) => r.id)
            .sort((a, b) => b - a);
        expect(await listIds(`contactSourceId=${sources.street}`)).toEqual(expect_((r) => r.contactSourceId === sources.street));
        expect(await listIds('gender=true&isDeleted=false')).toEqual(expect_((r) => r.gender && !r.isDeleted));
        const start = Date.parse('2025-01-31T00:00:00Z');
        const end = Date.parse('2025-03-02T00:00:00Z') + DAY;
        expect(await listIds('from=2025-01-31&to=2025-03-02')).toEqual(
          expect_((r) => r.createdAt.getTime() >= start && r.createdAt.getTime() < end),
        );
        expect(expect_((r) => r.createdAt.getTime() >= start && r.createdAt.getTime() < end).length).toBeGreaterThan(0);
      });

      it('refuses a wrong sort or filter, naming the parameter', async () => {
        expectFieldError(await admin().get(`${BASE}?sort=comment:asc`), 'sort');
        expectFieldError(await admin().get(`${BASE}?sort=age:up`), 'sort');
        expectFieldError(await admin().get(`${BASE}?sort=age:asc,age:desc`), 'sort', 'sort names age twice');
        expectFieldError(await admin().get(`${BASE}?gender=male`), 'gender');
        expectFieldError(await admin().get(`${BASE}?from=yesterday`), 'from');
        expectFieldError(await admin().get(`${BASE}?from=2025-02-01&to=2025-01-01`), 'to');
        expectFieldError(await admin().get(`${BASE}?pageNumber=-1`), 'pageNumber');
      });
    });

    describe('DELETE admin/Surveys/{id} and PUT admin/Surveys/revert/{id}', () => {
      it('deletes softly and reverts; the list keeps showing the answer', async () => {
        const target = rows[2];
        const count = await server.strapi.db.query(SURVEY).count({});
        const removed = await admin().delete(`${BASE}/${target.id}`);
        expect(removed.status).toBe(200);
        expect(removed.body).toMatchObject({ id: target.id, isDeleted: true });
        expect(await server.strapi.db.query(SURVEY).count({})).toBe(count);
        expect((await admin().get(`${BASE}/${target.id}`)).body.isDeleted).toBe(true);
        const again = await admin().delete(`${BASE}/${target.id}`);
        expect(again.body.isDeleted).toBe(true);

        const reverted = await admin().put(`${BASE}/revert/${target.id}`);
        expect(reverted.status).toBe(200);
        expect(reverted.body).toMatchObject({ id: target.id, isDeleted: false });
      });

      it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
        await refused(server, SURVEY, () => admin().delete(`${BASE}/999999`));
        expect((await admin().delete(`${BASE}/999999`)).status).toBe(404);
        expect((await admin().put(`${BASE}/revert/999999`)).status).toBe(404);
        expect((await admin().get(`${BASE}/999999`)).status).toBe(404);
        expectFieldError(await admin().delete(`${BASE}/abc`), 'id');
        expectFieldError(await admin().put(`${BASE}/revert/1.5`), 'id');
      });
    });

    describe('GET admin/Surveys/Statistics', () => {
      /** The four charts, computed here from what the test stored. */
      function expected(pred: (r: Model) => boolean = () => true) {
        const live = rows.filter((r) => !r.isDeleted && pred(r));
        const count = (f: (r: Model) => boolean) => live.filter(f).length;
        return {
          total: live.length,
          contactSources: Object.fromEntries(Object.values(sources).map((id) => [id, count((r) => r.contactSourceId === id)])),
          ageGroups: [0, 1, 2, 3].map((group) => count((r) => (r.age <= 2 ? r.age : 3) === group)),
          qualityPoints: [0, 1, 2, 3, 4].map((q) => count((r) => r.qualityPoint === q)),
          genders: [count((r) => r.gender), count((r) => !r.gender)],
        };
      }

      function actual(body: any) {
        return {
          total: body.total,
          contactSources: Object.fromEntries(
            body.contactSources.map((s: { contactSourceId: number; count: number }) => [s.contactSourceId, s.count]),
          ),
          ageGroups: body.ageGroups.map((g: { count: number }) => g.count),
          qualityPoints: body.qualityPoints.map((q: { count: number }) => q.count),
          genders: body.genders.map((g: { count: number }) => g.count),
        };
      }

      it('counts the answers not deleted per contact source, age group (the survey’s bands, 34+ for any other code), quality and gender', async () => {
        const res = await admin().get(`${BASE}/Statistics`);
        expect(res.status).toBe(200);
        expect(actual(res.body)).toEqual(expected());
        // The legacy codes 5 and 7 are among the 34+.
        expect(rows.some((r) => r.age > 3 && !r.isDeleted)).toBe(true);
        expect(res.body.ageGroups.map((g: { age: number; label: string }) => [g.age, g.label])).toEqual([
          [0, '13-17'],
          [1, '18-24'],
          [2, '24-34'],
          [3, '34+'],
        ]);
        expect(res.body.qualityPoints.map((q: { label: string }) => q.label)).toEqual(['Very Bad', 'Bad', 'Average', 'Good', 'Excellent']);
        expect(res.body.genders.map((g: { gender: boolean; label: string }) => [g.gender, g.label])).toEqual([
          [true, 'Male'],
          [false, 'Female'],
        ]);
        const instagram = res.body.contactSources.find((s: { contactSourceId: number }) => s.contactSourceId === sources.instagram);
        expect(instagram.contactSourceDictionaries).toEqual(answered('name', 'Instagram', 'İnstaqram', 'Инстаграм'));
        const unused = res.body.contactSources.find((s: { contactSourceId: number }) => s.contactSourceId === sources.unused);
        expect(unused).toMatchObject({ count: 0, isDeleted: false });
        expect(res.body).toMatchObject({ from: null, to: null });
      });

      it('follows deletes and reverts at once', async () => {
        const target = rows.find((r) => !r.isDeleted)!;
        await admin().delete(`${BASE}/${target.id}`);
        target.isDeleted = true;
        expect(actual((await admin().get(`${BASE}/Statistics`)).body)).toEqual(expected());
        await admin().put(`${BASE}/revert/${target.id}`);
        target.isDeleted = false;
        expect(actual((await admin().get(`${BASE}/Statistics`)).body)).toEqual(expected());
      });

      it('limits to a from/to range on the creation date: from inclusive, a date-only to covering that whole day', async () => {
        const from = '2025-01-21';
        const to = '2025-03-02';
        const start = Date.parse(`${from}T00:00:00Z`);
        const end = Date.parse(`${to}T00:00:00Z`) + DAY;
        const res = await admin().get(`${BASE}/Statistics?from=${from}&to=${to}`);
        expect(res.status).toBe(200);
        const want = expected((r) => r.createdAt.getTime() >= start && r.createdAt.getTime() < end);
        expect(want.total).toBeGreaterThan(0);
        expect(want.total).toBeLessThan(expected().total);
        expect(actual(res.body)).toEqual(want);
        expect(res.body.from).toBe(`${from}T00:00:00.000Z`);
        expect(res.body.to).toBe(`${to}T23:59:59.999Z`);

        const exact = rows[5].createdAt.toISOString();
        const atInstant = await admin().get(`${BASE}/Statistics?from=${exact}&to=${exact}`);
        expect(actual(atInstant.body)).toEqual(expected((r) => r.createdAt.getTime() === rows[5].createdAt.getTime()));
        const onlyFrom = await admin().get(`${BASE}/Statistics?from=${from}`);
        expect(actual(onlyFrom.body)).toEqual(expected((r) => r.createdAt.getTime() >= start));
        const onlyTo = await admin().get(`${BASE}/Statistics?to=${to}`);
        expect(actual(onlyTo.body)).toEqual(expected((r) => r.createdAt.getTime() < end));
      });

      it('refuses dates that are not ISO dates, or a range that ends before it starts', async () => {
        expectFieldError(await admin().get(`${BASE}/Statistics?from=01.02.2025`), 'from', 'from must be an ISO date');
        expectFieldError(await admin().get(`${BASE}/Statistics?to=2025-13-45`), 'to', 'to must be an ISO date');
        expectFieldError(await admin().get(`${BASE}/Statistics?from=2025-02-30`), 'from', 'from must be an ISO date');
        // A time without an offset is UTC, whatever the server's zone.
        const utc = await admin().get(`${BASE}/Statistics?from=2025-01-21T00:00&to=2025-01-21T10:00:00`);
        expect(utc.status).toBe(200);
        expect(utc.body).toMatchObject({ from: '2025-01-21T00:00:00.000Z', to: '2025-01-21T10:00:00.000Z' });
        expectFieldError(await admin().get(`${BASE}/Statistics?from=2025-03-01&to=2025-02-01`), 'to', 'to must not be before from');
      });

      it('reads one covering index on this database', async () => {
        const plans = [
          await serviceOf(server.strapi, SURVEY).statisticsPlan({}),
          await serviceOf(server.strapi, SURVEY).statisticsPlan({ from: '2025-01-01', to: '2025-02-01' }),
        ];
        for (const [i, plan] of plans.entries()) {
          const text = plan.join('\n');
          if (server.strapi.db.dialect.client === 'sqlite') {
            // All answers in group order; the few of a date range from the date index (the choice
            // between the two is tested in list-indexes.test.ts).
            if (i === 0) {
              expect(text).toMatch(/USING COVERING INDEX qahve_surveys_statistics_idx/);
              expect(text).not.toMatch(/TEMP B-TREE/);
            } else
              expect(text).toMatch(
                /SEARCH surveys USING COVERING INDEX qahve_surveys_statistics_range_idx \(is_deleted=\? AND created_at>\? AND created_at<\?\)/,
              );
          } else {
            // On a table this small PostgreSQL picks any of the indexes (the plan at 1,000,000 answers is
            // in scripts/bench-survey-stats.mjs); it never reads the whole table.
            expect(text).toMatch(/Index (Only )?Scan (using|on) qahve_surveys_\w+_idx/);
            expect(text).not.toMatch(/Seq Scan/);
          }
        }
      });
    });

    describe('GET admin/Surveys/Export', () => {
      it('streams the filtered answers as CSV in the list’s order, with a header row, parsed back intact', async () => {
        const tricky = await storeAnswer(300, {
          gender: true,
          age: 1,
          qualityPoint: 2,
          contactSourceId: sources.instagram,
          comment: 'Çox "yaxşı", amma\nbaha; =SUM(A1)',
          statisfactions: [{ statisfactionDictionaries: [{ key: 'Wi-Fi', value: 2, languageId: 2 }] }],
        });
        const formula = await storeAnswer(301, { age: 0, qualityPoint: 0, comment: '=HYPERLINK("http://evil")' });

        const res = await exportCsv(`sort=${encodeURIComponent('age:desc,gender:asc')}&languageId=1`);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="surveys-\d{4}-\d{2}-\d{2}\.csv"$/);
        const text = res.body as string;
        expect(text.startsWith('\uFEFF')).toBe(true);
        const [header, ...lines] = parseCsv(text.slice(1));
        expect(header.join(',')).toBe(
          'id,createdAt,gender,age,ageGroup,qualityPoint,quality,contactSourceId,contactSource,comment,statisfactions,isDeleted',
        );
        const expectedOrder = [...rows]
          .sort((a, b) =>
            compare(a, b, [
              ['age', 'desc'],
              ['gender', 'asc'],
            ]),
          )
          .map((r) => r.id);
        expect(lines.map((line) => Number(line[0]))).toEqual(expectedOrder);
        expect(lines.every((line) => line.length === header.length)).toBe(true);

        const byId = new Map(lines.map((line) => [Number(line[0]), Object.fromEntries(header.map((h, i) => [h, line[i]]))]));
        expect(byId.get(tricky)).toEqual({
          id: String(tricky),
          createdAt: day(300).toISOString(),
          gender: 'Male',
          age: '1',
          ageGroup: '18-24',
          qualityPoint: '2',
          quality: 'Average',
          contactSourceId: String(sources.instagram),
          contactSource: 'Instagram',
          comment: 'Çox "yaxşı", amma\nbaha; =SUM(A1)',
          statisfactions: 'Wi-Fi: 2',
          isDeleted: 'false',
        });
        // A comment a spreadsheet would run as a formula is defused.
        expect(byId.get(formula)!.comment).toBe(`'=HYPERLINK("http://evil")`);
        const legacy = rows.find((r) => r.age === 7)!;
        expect(byId.get(legacy.id)).toMatchObject({ age: '7', ageGroup: '34+' });
        expect(byId.get(rows[1].id)!.isDeleted).toBe('true');
      });

      it('applies the list’s filters', async () => {
        const res = await exportCsv(`gender=false&isDeleted=false&contactSourceId=${sources.friends}`);
        const [, ...lines] = parseCsv((res.body as string).slice(1));
        const want = rows
          .filter((r) => !r.gender && !r.isDeleted && r.contactSourceId === sources.friends)
          .map((r) => r.id)
          .sort((a, b) => b - a);
        expect(want.length).toBeGreaterThan(0);
        expect(lines.map((line) => Number(line[0]))).toEqual(want);
        expect(lines.every((line) => line[8] === 'Dostlar')).toBe(true);
      });

      it('reads the answers in batches whatever their number (keyset paging keeps the order)', async () => {
        const service = serviceOf(server.strapi, SURVEY);
        for (const keys of [
          [['qualityPoint', 'desc']],
          [
            ['gender', 'desc'],
            ['age', 'asc'],
          ],
          [
            ['age', 'asc'],
            ['gender', 'asc'],
            ['qualityPoint', 'desc'],
          ],
        ] as Array<Array<[Extract<keyof Model, SurveySortField>, 'asc' | 'desc']>>) {
          const sort = keys.map(([field, order]) => ({ field, order }));
          const query = { pageNumber: 1, pageSize: 10, isPaginated: true, sortOrder: 'asc' as const, sort };
          let text = '';
          for await (const chunk of service.exportCsv(query, 4)) text += chunk;
          const [, ...lines] = parseCsv(text.slice(1));
          expect(lines.map((line) => Number(line[0]))).toEqual([...rows].sort((a, b) => compare(a, b, keys)).map((r) => r.id));
        }
      });

      it('refuses wrong filters before anything is sent, and needs a token', async () => {
        expectFieldError(await admin().get(`${BASE}/Export?sort=comment`), 'sort');
        expect((await server.api().get(`${BASE}/Export`)).status).toBe(401);
        expect((await server.api().get(`${BASE}/Statistics`)).status).toBe(401);
      });
    });

    describe('a deleted contact source', () => {
      it('keeps its name in past answers and in the statistics', async () => {
        const removed = await admin().delete(`/api/v1/admin/ContactSources/${sources.street}`);
        expect(removed.status).toBe(200);
        const list = await admin().get(`${BASE}?isPaginated=false&contactSourceId=${sources.street}`);
        expect(list.body.items.length).toBeGreaterThan(0);
        for (const survey of list.body.items) {
          expect(survey.contactSource).toMatchObject({ id: sources.street, isDeleted: true });
          expect(survey.contactSource.contactSourceDictionaries.map((d: { name: string }) => d.name)).toEqual(['Street', 'Küçə', 'Улица']);
        }
        const stats = await admin().get(`${BASE}/Statistics`);
        const street = stats.body.contactSources.find((s: { contactSourceId: number }) => s.contactSourceId === sources.street);
        expect(street).toMatchObject({
          isDeleted: true,
          count: rows.filter((r) => !r.isDeleted && r.contactSourceId === sources.street).length,
        });
        expect(street.contactSourceDictionaries[1]).toEqual({ languageId: 2, name: 'Küçə' });
      });
    });
  });
}
