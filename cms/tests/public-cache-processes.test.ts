import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Product, Review } from '@qahve/config';
import { multipart } from './support/content';
import { adminTokens } from './support/admin';
import { make, tri } from './support/fixtures';
import { listening } from './support/http';
import { startAppProcess, type AppProcess } from './support/process';
import { startServer, type TestServer } from './support/strapi';

/**
 * Two application processes on one database (the SQLite file, or the PostgreSQL database with
 * DATABASE_CLIENT=postgres): this test's own Strapi, and a second one started as `npm start` does.
 * Each keeps its own cache of public answers; a write answered by either is seen by the other's
 * very next read (docs/caching.md).
 */

let server: TestServer;
let second: AppProcess;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

type Client = () => supertest.Agent;
const here: Client = () => supertest.agent(server.strapi.server.httpServer);
const there: Client = () => supertest.agent(second.url);

const MENU = '/api/v1/client/Products?isPaginated=false&languageId=2';

beforeAll(async () => {
  server = await startServer();
  await listening(server.strapi.server.httpServer);
  const coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.latte = await make.product(tri('Latte', 'Latte', 'Латте'), coffee, { isMenuItem: true, sizeAndPrice: 'M / 6' });
  ids.mocha = await make.product(tri('Mocha', 'Moka', 'Мокко'), coffee, { isMenuItem: true, sizeAndPrice: 'M / 7' });
  ids.review = await make.review(server.strapi, ids.latte, { name: 'Waiting', isConfirmed: false });
  second = await startAppProcess();
  Object.assign(tokens, await adminTokens({ here, there }));
}, 240_000);

afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

const priceOf = async (client: Client, id: number) => {
  const res = await client().get(MENU);
  expect(res.status).toBe(200);
  return (res.body as Paged<Product>).items.find((p) => p.id === id)?.sizeAndPrice;
};

const setPrice = async (client: Client, token: string, id: number, price: string) => {
  const res = await multipart(client().put(`/api/v1/admin/Products/${id}`).set('Authorization', `Bearer ${token}`), {
    SizeAndPrice: price,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('two processes on one database', () => {
  it('each answers public reads from its own cache', async () => {
    for (const client of [here, there]) {
      expect(await priceOf(client, ids.mocha)).toBe('M / 7');
      expect(await priceOf(client, ids.mocha)).toBe('M / 7');
    }
    // Changed behind the application's back (no write hook runs): both keep their kept answers.
    await server.strapi.db.connection('products').where({ id: ids.mocha }).update({ size_and_price: 'M / 99' });
    expect(await priceOf(here, ids.mocha)).toBe('M / 7');
    expect(await priceOf(there, ids.mocha)).toBe('M / 7');
  });

  it('shows a write answered by one process in the next read of the other', async () => {
    for (let round = 1; round <= 4; round += 1) {
      const [writer, reader] = round % 2 === 1 ? ([here, there] as const) : ([there, here] as const);
      const token = tokens[writer === here ? 'here' : 'there'];
      // Both have the menu kept before the write.
      await priceOf(reader, ids.latte);
      await priceOf(writer, ids.latte);
      await setPrice(writer, token, ids.latte, `M / 6.${round}`);
      expect(await priceOf(reader, ids.latte), `round ${round}`).toBe(`M / 6.${round}`);
      expect(await priceOf(writer, ids.latte), `round ${round}`).toBe(`M / 6.${round}`);
    }
  });

  it('shows a review confirmed in one process in the next read of the other', async () => {
    const reviews = `/api/v1/client/Reviews?productId=${ids.latte}&languageId=2`;
    const names = async (client: Client) => ((await client().get(reviews)).body as Paged<Review>).items.map((r) => r.name);
    expect(await names(here)).toEqual([]);
    expect(await names(here)).toEqual([]);
    const confirmed = await there()
      .patch(`/api/v1/admin/Reviews/Confirm/Confirm/${ids.review}`)
      .set('Authorization', `Bearer ${tokens.there}`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await names(here)).toEqual(['Waiting']);
  });
});
