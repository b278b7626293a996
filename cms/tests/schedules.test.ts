import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, type HistoryEntry, type Paged, type Product, type Schedule } from '@qahve/config';
import { adminTokens } from './support/admin';
import { make, tri } from './support/fixtures';
import { listening } from './support/http';
import { startAppProcess, type AppProcess } from './support/process';
import { startServer, type TestServer } from './support/strapi';

/**
 * Scheduled publishing (docs/publishing.md) with three application processes on one database, each
 * running the schedule runner: a due schedule is carried out once, all of it or none of it, through
 * the same writes as the console's (history, caches), and is seen by every process's next read.
 */

const CHECK_MS = 200;
let server: TestServer;
const others: AppProcess[] = [];
const ids: Record<string, number> = {};
let clients: Record<string, () => supertest.Agent> = {};
let tokens: Record<string, string> = {};

const MENU = '/api/v1/client/Products?isPaginated=false&languageId=2';
const SCHEDULES = '/api/v1/admin/Schedules';

beforeAll(async () => {
  server = await startServer({ SCHEDULE_CHECK_MS: String(CHECK_MS) });
  await listening(server.strapi.server.httpServer);
  const coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), coffee, { isMenuItem: true });
  ids.mocha = await make.product(tri('Mocha', 'Moka', 'Мокко'), coffee, { isMenuItem: true, isDeleted: true });
  ids.flat = await make.product(tri('Flat white', 'Flet uayt', 'Флэт уайт'), coffee, { isMenuItem: true, isDeleted: true });
  ids.gone = await make.product(tri('Gone', 'Yoxdur', 'Нет'), coffee, { isMenuItem: true });
  for (let i = 0; i < 2; i += 1) others.push(await startAppProcess({ SCHEDULE_CHECK_MS: String(CHECK_MS) }));
  clients = {
    here: () => supertest.agent(server.strapi.server.httpServer),
    ...Object.fromEntries(others.map((other, i) => [`there${i}`, () => supertest.agent(other.url)])),
  };
  tokens = await adminTokens(clients);
}, 300_000);

afterAll(async () => {
  for (const other of others) await other.stop();
  await server?.stop();
});

const admin = (name = 'here') => {
  const client = clients[name]();
  return {
    get: (path: string) => client.get(path).set('Authorization', `Bearer ${tokens[name]}`),
    post: (path: string, body: unknown) =>
      client
        .post(path)
        .set('Authorization', `Bearer ${tokens[name]}`)
        .send(body as object),
    put: (path: string, body: unknown) =>
      client
        .put(path)
        .set('Authorization', `Bearer ${tokens[name]}`)
        .send(body as object),
    delete: (path: string) => client.delete(path).set('Authorization', `Bearer ${tokens[name]}`),
  };
};

/** The ids the public menu shows, through each process. */
async function menusOf(): Promise<number[][]> {
  return Promise.all(
    Object.values(clients).map(async (client) => {
      const res = await client().get(MENU);
      expect(res.status).toBe(200);
      return (res.body as Paged<Product>).items.map((p) => p.id).sort((a, b) => a - b);
    }),
  );
}

/** A time `ms` from now with Baku's offset, as the console sends it. */
function bakuIn(ms: number) {
  const instant = new Date(Date.now() + ms + 4 * 3600_000).toISOString().slice(0, 19);
  return `${instant}+04:00`;
}

async function settledState(id: number, timeoutMs = 30_000): Promise<Schedule> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await admin().get(`${SCHEDULES}/${id}`);
    expect(res.status).toBe(200);
    const schedule = res.body as Schedule;
    if (!['pending', 'running'].includes(schedule.state) || Date.now() > deadline) return schedule;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const historyOf = async (entityId: number) =>
  ((await admin().get(`/api/v1/admin/History?resource=Products&entityId=${entityId}&pageSize=50`)).body as Paged<HistoryEntry>).items;

describe('scheduled publishing', () => {
  it('refuses what is not a schedule, naming the field, and stores nothing', async () => {
    const before = (await admin().get(SCHEDULES)).body as Paged<Schedule>;
    const item = { resource: 'Products', id: ids.mocha, action: 'publish' };
    for (const [body, field, message] of [
      [{ at: '2030-01-01T09:00', items: [item] }, 'at', SCHEDULE_MESSAGES.atRequired],
      [{ at: '2020-01-01T09:00:00+04:00', items: [item] }, 'at', SCHEDULE_MESSAGES.atPast],
      [{ at: bakuIn(60_000), items: [] }, 'items', SCHEDULE_MESSAGES.itemsRequired],
      [{ at: bakuIn(60_000), items: [{ ...item, resource: 'Reviews' }] }, 'items[0].resource', SCHEDULE_MESSAGES.resourceInvalid],
      [{ at: bakuIn(60_000), items: [{ ...item, action: 'explode' }] }, 'items[0].action', SCHEDULE_MESSAGES.actionInvalid],
      [{ at: bakuIn(60_000), items: [{ ...item, id: 999_999 }] }, 'items[0].id', SCHEDULE_MESSAGES.itemUnknown],
      [{ at: bakuIn(60_000), items: [item, item] }, 'items[1].id', SCHEDULE_MESSAGES.itemsRepeated],
      [{ name: 'x'.repeat(101), at: bakuIn(60_000), items: [item] }, 'name', SCHEDULE_MESSAGES.nameTooLong],
    ] as const) {
      const res = await admin().post(SCHEDULES, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await clients.here().get(SCHEDULES)).status).toBe(401);
    expect(
      (
        await clients
          .here()
          .post(SCHEDULES)
          .send({ at: bakuIn(60_000), items: [item] })
      ).status,
    ).toBe(401);
    expect(((await admin().get(SCHEDULES)).body as Paged<Schedule>).totalItems).toBe(before.totalItems);
  });

  it('carries out a release at its time, once across three processes, all of it, with its history', async () => {
    const [menu] = await menusOf();
    expect(menu).toContain(ids.latte);
    expect(menu).not.toContain(ids.mocha);
    const created = await admin('there0').post(SCHEDULES, {
      name: 'Winter menu',
      // Far enough ahead for the reads before it on a loaded machine.
      at: bakuIn(8000),
      items: [
        { resource: 'Products', id: ids.mocha, action: 'publish' },
        { resource: 'Products', id: ids.latte, action: 'unpublish' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pending = (await admin().get(`${SCHEDULES}/${created.body.id}`)).body as Schedule;
    expect(pending).toMatchObject({ name: 'Winter menu', state: 'pending', createdBy: 'admin@qahve.local', firedAt: null });
    expect(pending.items.map(({ id, action, names }) => [id, action, names.en])).toEqual([
      [ids.mocha, 'publish', 'Mocha'],
      [ids.latte, 'unpublish', 'Latte'],
    ]);
    // Nothing changes before its time.
    for (const shown of await menusOf()) expect(shown).toEqual(menu);
    expect(Date.now(), 'the reads before the due time took too long').toBeLessThan(Date.parse(pending.at));

    const done = await settledState(created.body.id);
    expect(done.state, done.error ?? '').toBe('done');
    expect(Date.parse(done.firedAt!)).toBeGreaterThanOrEqual(Date.parse(pending.at));
    // Every process's next read shows the release, and only it.
    for (const shown of await menusOf()) {
      expect(shown).toContain(ids.mocha);
      expect(shown).not.toContain(ids.latte);
    }
    // One entry per item (carried out once), in the name of who scheduled it, from the schedule.
    for (const [id, action] of [
      [ids.mocha, 'revert'],
      [ids.latte, 'delete'],
    ] as const) {
      const entries = (await historyOf(id)).filter((entry) => entry.source === 'schedule');
      expect(entries.map((entry) => [entry.action, entry.userEmail])).toEqual([[action, 'admin@qahve.local']]);
    }
  });

  it('changes nothing of a release whose item is gone by its time, and says why', async () => {
    const created = await admin().post(SCHEDULES, {
      at: bakuIn(6000),
      items: [
        { resource: 'Products', id: ids.flat, action: 'publish' },
        { resource: 'Products', id: ids.gone, action: 'unpublish' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = await server.strapi.db.query('api::product.product').findOne({ where: { id: ids.gone }, select: ['documentId'] });
    // Gone without a trace (as a database restore could leave it): the rows themselves.
    await server.strapi.db.query('api::product.product').deleteMany({ where: { documentId: product.documentId } });
    const removedAt = Date.now();
    const failed = await settledState(created.body.id);
    expect(removedAt, 'the removal took until the due time').toBeLessThan(Date.parse(failed.at));
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(new RegExp(`Products ${ids.gone} not found`));
    for (const shown of await menusOf()) expect(shown).not.toContain(ids.flat);
    expect((await historyOf(ids.flat)).filter((entry) => entry.source === 'schedule')).toEqual([]);
  });

  it('reschedules and cancels a pending schedule, and refuses to change one that is no longer pending', async () => {
    const created = await admin().post(SCHEDULES, {
      at: bakuIn(60_000),
      items: [{ resource: 'Products', id: ids.flat, action: 'publish' }],
    });
    expect(created.status).toBe(201);
    const path = `${SCHEDULES}/${created.body.id}`;
    const moved = await admin().put(path, { name: 'Flat white launch', at: '2031-03-01T08:00:00+04:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Flat white launch', at: '2031-03-01T04:00:00.000Z', state: 'pending' });
    expect((await admin().put(path, { at: '2020-01-01T00:00:00Z' })).body.errors).toContainEqual({
      field: 'at',
      message: SCHEDULE_MESSAGES.atPast,
    });
    const cancelled = await admin().delete(path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    expect((await admin().delete(path)).status).toBe(409);
    expect((await admin().put(path, { at: bakuIn(60_000) })).body).toMatchObject({ message: SCHEDULE_MESSAGES.notPending });
    expect((await admin().get(`${SCHEDULES}/999999`)).status).toBe(404);
    // The list: pending soonest first, then the others newest first; and by state.
    const later = await admin().post(SCHEDULES, {
      at: bakuIn(120_000),
      items: [{ resource: 'Products', id: ids.flat, action: 'publish' }],
    });
    const list = (await admin().get(`${SCHEDULES}?pageSize=50`)).body as Paged<Schedule>;
    // The cancelled one was due in 2031, the done and failed ones a few seconds apart, the done one first.
    expect(list.items.map((s) => s.state)).toEqual(['pending', 'cancelled', 'failed', 'done']);
    expect(list.items[0].id).toBe(later.body.id);
    const cancelledOnly = (await admin().get(`${SCHEDULES}?state=cancelled`)).body as Paged<Schedule>;
    expect(cancelledOnly.items.map((s) => s.id)).toEqual([created.body.id]);
  });
});
