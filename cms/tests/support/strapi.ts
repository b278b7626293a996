import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import supertest from 'supertest';
import { createPostgresDatabase } from './postgres';
import { TEMPLATE_VARIABLE, testAppEnv } from './database-template';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '../..');

export interface TestServer {
  strapi: Core.Strapi;
  /** Requests from one client address; each call of `from()` gives a fresh address. */
  api: () => ReturnType<typeof supertest.agent>;
  from: (ip: string) => ReturnType<typeof supertest.agent>;
  tmp: string;
  stop: () => Promise<void>;
}

let address = 0;
export const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

export interface StartOptions {
  /** The address Strapi is given for its fresh PostgreSQL database (say, through a proxy the test controls). */
  postgresUrl?: (url: string) => string;
}

/**
 * Boots the real, compiled Strapi app on a throwaway database (SQLite file by default, a fresh
 * PostgreSQL database with DATABASE_CLIENT=postgres), a copy of the run's template where there is one
 * (./database-template.ts), and mounts its HTTP server for supertest.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-test-'));
  const template = process.env[TEMPLATE_VARIABLE];
  const postgres = process.env.DATABASE_CLIENT === 'postgres' ? await createPostgresDatabase('test', undefined, { template }) : null;
  const postgresUrl = postgres && (options.postgresUrl?.(postgres.url) ?? postgres.url);
  const sqliteFile = path.join(tmp, 'test.db');
  if (!postgres && template) await fs.copyFile(template, sqliteFile);
  Object.assign(process.env, {
    ...testAppEnv(tmp, postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: sqliteFile }),
    PORT: '0',
    ...env,
  });

  const { createStrapi } = require('@strapi/strapi');
  const strapi: Core.Strapi = await createStrapi({
    appDir,
    distDir: path.join(appDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  strapi.server.mount();
  const httpServer = strapi.server.httpServer;
  const from = (ip: string) => supertest.agent(httpServer).set('X-Forwarded-For', ip);

  return {
    strapi,
    api: () => from(nextAddress()),
    from,
    tmp,
    async stop() {
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // strapi.destroy() would remove the worker's own process listeners: the app's own destroy
      // (which closes the public cache's listening connection) and closing the pool are enough.
      await strapi.runUserLifecycles('destroy');
      await strapi.db.destroy();
      await postgres?.drop();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}

/** A module of the compiled app, the very instance Strapi runs (not a second copy from src/). */
export function appModule<T>(relativePath: string): T {
  return require(path.join(appDir, 'dist', 'src', relativePath));
}
