import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, mondayOf, type Dashboard } from '@qahve/config';
import { administrator } from './support/admin';
import { make, tri } from './support/fixtures';
import { expectFieldError, nonAdministratorToken } from './support/moderation';
import { startServer, type TestServer } from './support/strapi';

/**
 * GET admin/Dashboard (docs/dashboard.md) against data stored here on an empty database: every
 * figure worked out by hand; the candidates' unread mark and the list's `unread` and `from` filters;
 * access. One boot for all.
 */

const SURVEY = 'api::survey.survey';
const CANDIDATE = 'api::candidate.candidate';
const DAY = 24 * 3600 * 1000;
const URL = '/api/v1/admin/Dashboard';

let server: TestServer;
let admin: Awaited<ReturnType<typeof administrator>>;
const product: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
const review: Record<string, number> = {};
const candidate: Record<'old' | 'first' | 'second', number> = { old: 0, first: 0, second: 0 };
/** Noon UTC of today, and of `n` days ago: far from any day boundary while the test runs. */
const today = Math.floor(Date.now() / DAY);
const noonDaysAgo = (n: number) => new Date((today - n) * DAY + 12 * 3600 * 1000);
const isoDay = (n: number) => new Date((today - n) * DAY).toISOString().slice(0, 10);

/** Stores a row through the database layer, then dates it (Strapi stamps its own creation time). */
async function dated(uid: string, data: Record<string, unknown>, createdAt: Date) {
  const row = await server.strapi.db.query(uid as never).create({ data });
  const meta = server.strapi.db.metadata.get(uid as never);
  const column = (meta.attributes.createdAt as { columnName?: string }).columnName ?? 'createdAt';
  await server.strapi.db
    .connection(meta.tableName)
    .where({ id: row.id })
    .update({ [column]: createdAt });
  return row.id as number;
}

const survey = (qualityPoint: number, daysAgo: number, isDeleted = false) =>
  dated(SURVEY, { gender: true, age: 1, qualityPoint, contactSourceId: 1, isDeleted, comment: 'No comment' }, noonDaysAgo(daysAgo));

const getDashboard = async () => {
  const res = await admin().get(URL);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Dashboard;
};

beforeAll(async () => {
  server = await startServer();
  admin = await administrator(server);

  // Surveys: two today (4 and 2), one three days ago (1), one on the chart's first day (3); the 30
  // days before hold 0 and 2; one older still and one deleted today count nowhere.
  await survey(4, 0);
  await survey(2, 0);
  await survey(0, 0, true);
  await survey(1, 3);
  await survey(3, DASHBOARD_DAYS - 1);
  await survey(0, DASHBOARD_DAYS);
  await survey(2, DASHBOARD_DAYS * 2 - 1);
  await survey(4, DASHBOARD_DAYS * 2 + 1);

  // Reviews: A three (two pending), C two (one rejected, one pending), B one confirmed and one deleted.
  const category = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  product.a = await make.product(tri('Latte', 'Latte az', 'Латте'), category);
  product.b = await make.product(tri('Mocha', 'Moka', 'Мокко'), category);
  product.c = await make.product(tri('Tea', 'Çay', 'Чай'), category);
  review.a1 = await make.review(server.strapi, product.a, { name: 'A1', isConfirmed: false });
  review.a2 = await make.review(server.strapi, product.a, { name: 'A2', isConfirmed: true });
  review.c1 = await make.review(server.strapi, product.c, { name: 'C1', isConfirmed: false, isRejected: true });
  review.c2 = await make.review(server.strapi, product.c, { name: 'C2', isConfirmed: false });
  review.b1 = await make.review(server.strapi, product.b, { name: 'B1', isConfirmed: true });
  review.b2 = await make.review(server.strapi, product.b, { name: 'B2', isConfirmed: false, isDeleted: true });
  review.a3 = await make.review(server.strapi, product.a, { name: 'A3', isConfirmed: false });

  // Candidates: one from before this week, two now.
  const person = (name: string) => ({
    name,
    surname: 'Test',
    number: '+994 50 000 00 00',
    email: `${name}@example.az`,
    isFavourite: false,
  });
  candidate.old = await dated(CANDIDATE, person('old'), new Date(Date.parse(`${mondayOf(new Date())}T00:00:00Z`) - 3 * DAY));
  candidate.first = await dated(CANDIDATE, person('first'), new Date());
  candidate.second = await dated(CANDIDATE, person('second'), new Date());
});

afterAll(() => server?.stop());

describe('GET admin/Dashboard', () => {
  it('answers the surveys of each of the last 30 UTC days, their average quality and the 30 days before', async () => {
    const { surveys, generatedAt } = await getDashboard();
    expect(Date.parse(generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(surveys.from).toBe(isoDay(DASHBOARD_DAYS - 1));
    expect(surveys.to).toBe(isoDay(0));
    expect(surveys.days).toHaveLength(DASHBOARD_DAYS);
    expect(surveys.days.map((d) => d.date)).toEqual(Array.from({ length: DASHBOARD_DAYS }, (_, i) => isoDay(DASHBOARD_DAYS - 1 - i)));
    expect(surveys.total).toBe(4);
    expect(surveys.averageQuality).toBe(2.5);
    expect(surveys.previousAverageQuality).toBe(1);
    const byDate = new Map(surveys.days.map((d) => [d.date, d]));
    expect(byDate.get(isoDay(0))).toEqual({ date: isoDay(0), count: 2, averageQuality: 3 });
    expect(byDate.get(isoDay(3))).toEqual({ date: isoDay(3), count: 1, averageQuality: 1 });
    expect(byDate.get(isoDay(DASHBOARD_DAYS - 1))).toEqual({ date: isoDay(DASHBOARD_DAYS - 1), count: 1, averageQuality: 3 });
    expect(byDate.get(isoDay(1))).toEqual({ date: isoDay(1), count: 0, averageQuality: null });
    expect(surveys.days.reduce((sum, d) => sum + d.count, 0)).toBe(4);
  });

  it('answers the pending reviews, the newest first, and the most reviewed products with their names', async () => {
    const { reviews, products } = await getDashboard();
    expect(reviews.pending).toBe(3);
    expect(reviews.newest.map((r) => r.id)).toEqual([review.a3, review.c2, review.a1]);
    expect(reviews.newest.every((r) => r.status === 'pending' && !r.isDeleted)).toBe(true);
    expect(products.mostReviewed.map(({ productId, reviews: n, pending }) => ({ productId, n, pending }))).toEqual([
      { productId: product.a, n: 3, pending: 2 },
      { productId: product.c, n: 2, pending: 1 },
      { productId: product.b, n: 1, pending: 0 },
    ]);
    expect(products.mostReviewed[0].productDictionaries).toEqual([
      { languageId: 1, name: 'Latte' },
      { languageId: 2, name: 'Latte az' },
      { languageId: 3, name: 'Латте' },
    ]);
  });

  it('follows a moderation made through the existing call', async () => {
    const res = await admin().patch(`/api/v1/admin/Reviews/Confirm/Confirm/${review.a3}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { reviews, products } = await getDashboard();
    expect(reviews.pending).toBe(2);
    expect(reviews.newest.map((r) => r.id)).toEqual([review.c2, review.a1]);
    expect(products.mostReviewed[0]).toMatchObject({ productId: product.a, reviews: 3, pending: 1 });
  });

  it('counts the candidates of this week and the unread ones; opening one reads it', async () => {
    const before = await getDashboard();
    expect(before.candidates).toEqual({ weekStart: mondayOf(new Date()), thisWeek: 2, unread: 3, total: 3 });

    const opened = await admin().get(`/api/v1/admin/Candidates/${candidate.first}`);
    expect(opened.status).toBe(200);
    expect(Date.parse(opened.body.readAt)).toBeGreaterThan(Date.now() - 60_000);
    // Opening it again keeps the first time.
    const again = await admin().get(`/api/v1/admin/Candidates/${candidate.first}`);
    expect(again.body.readAt).toBe(opened.body.readAt);

    const after = await getDashboard();
    expect(after.candidates).toMatchObject({ thisWeek: 2, unread: 2, total: 3 });
  });

  it('gives the candidates list the unread mark and the unread and from filters the cards link to', async () => {
    const list = async (query: Record<string, string>) => {
      const res = await admin().get('/api/v1/admin/Candidates').query(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { totalItems: number; items: Array<{ id: number; isRead: boolean }> };
    };
    const all = await list({});
    expect(all.items.find((c) => c.id === candidate.first)?.isRead).toBe(true);
    expect(all.items.find((c) => c.id === candidate.second)?.isRead).toBe(false);

    const unread = await list({ unread: 'true' });
    expect(unread.totalItems).toBe(2);
    expect(unread.items.map((c) => c.id)).toEqual([candidate.second, candidate.old]);
    expect((await list({ unread: 'false' })).items.map((c) => c.id)).toEqual([candidate.first]);

    const week = await list({ from: mondayOf(new Date()) });
    expect(week.items.map((c) => c.id).sort()).toEqual([candidate.first, candidate.second].sort());
    expect((await list({ from: mondayOf(new Date()), unread: 'true' })).items.map((c) => c.id)).toEqual([candidate.second]);

    expectFieldError(await admin().get('/api/v1/admin/Candidates').query({ unread: 'maybe' }), 'unread', 'unread must be true or false');
    expectFieldError(await admin().get('/api/v1/admin/Candidates').query({ from: 'last week' }), 'from', 'from must be an ISO date');
  });

  it('is for administrators only, and kept by no cache', async () => {
    const anonymous = await server.api().get(URL);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));
    const visitor = await server
      .api()
      .get(URL)
      .set('Authorization', `Bearer ${await nonAdministratorToken(server)}`);
    expect(visitor.status).toBe(403);
    expect(visitor.body).not.toHaveProperty('surveys');
    const res = await admin().get(URL);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
