import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/admin';
import { startAppProcess, type AppProcess } from './support/process';
import { startServer, type TestServer } from './support/strapi';

// Two replicas of the API on one database: this test's server and a second `node server.js` process.
let server: TestServer;
let replica: AppProcess;

beforeAll(async () => {
  server = await startServer();
  replica = await startAppProcess();
});

afterAll(async () => {
  await replica?.stop();
  await server?.stop();
});

/** A request to the second replica from the client address `ip` (both trust X-Forwarded-For here). */
function onReplica(path: string, ip: string, body: object) {
  return fetch(replica.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}

describe('limits hold across replicas', () => {
  it('the login throttle counts the failures both replicas saw', async () => {
    const ip = '198.18.0.1';
    const wrong = { email: ADMIN.email, password: 'wrong-password' };
    const onServer = () => server.from(ip).post('/api/v1/admin/Identity/Login').send(wrong);
    for (const attempt of [onServer, onServer, onServer]) expect((await attempt()).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await onReplica('/api/v1/admin/Identity/Login', ip, wrong)).status).toBe(401);
    // Five failures in all: each replica now refuses the sixth, the right password included.
    expect((await onReplica('/api/v1/admin/Identity/Login', ip, ADMIN)).status).toBe(429);
    expect((await server.from(ip).post('/api/v1/admin/Identity/Login').send(ADMIN)).status).toBe(429);
    // Another address is not affected.
    expect((await onReplica('/api/v1/admin/Identity/Login', '198.18.0.2', ADMIN)).status).toBe(200);
  });

  it('the public form limits count the posts both replicas took', async () => {
    const ip = '198.18.0.3';
    // Five CV posts an address may send in 10 minutes (invalid ones count): three here, two there.
    for (let i = 0; i < 3; i += 1) expect((await server.from(ip).post('/api/v1/client/Candidates').send({})).status).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await onReplica('/api/v1/client/Candidates', ip, {})).status).toBe(400);
    const sixth = await onReplica('/api/v1/client/Candidates', ip, {});
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.from(ip).post('/api/v1/client/Candidates').send({})).status).toBe(429);
  });
});
