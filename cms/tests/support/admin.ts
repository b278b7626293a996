import type supertest from 'supertest';
import { expect } from 'vitest';
import type { TestServer } from './strapi';

/** The console administrator that bootstrap creates from ADMIN_EMAIL / ADMIN_PASSWORD (local defaults). */
export const ADMIN = { email: 'admin@qahve.local', password: 'Qahve-admin-2024' };

export async function loginAsAdministrator(server: TestServer) {
  const res = await server.api().post('/api/v1/admin/Identity/Login').send(ADMIN);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { accessToken: string; refreshToken: string };
}

/** A client that sends the administrator's bearer token, from a fresh address per call. */
export async function administrator(server: TestServer) {
  const { accessToken } = await loginAsAdministrator(server);
  return () => server.api().set('Authorization', `Bearer ${accessToken}`);
}

/** The administrator's access token through each of several clients (one per process), by the clients' names. */
export async function adminTokens<N extends string>(clients: Record<N, () => supertest.Agent>): Promise<Record<N, string>> {
  const tokens = {} as Record<N, string>;
  for (const name of Object.keys(clients) as N[]) {
    const res = await clients[name]().post('/api/v1/admin/Identity/Login').send(ADMIN);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    tokens[name] = res.body.accessToken;
  }
  return tokens;
}
