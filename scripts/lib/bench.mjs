// What the benchmarks share: their options, a compiled CMS booted on a throwaway database
// (SQLite, or PostgreSQL with DATABASE_CLIENT=postgres), and timing of repeated calls.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cmsDir } from './paths.mjs';

/** Resolves packages as the CMS does (its own node_modules). */
export const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

/** `--rows=1000 --no-http` -> `{ rows: '1000', 'no-http': 'true' }`. */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
}

async function createPostgresDatabase(label) {
  const { Client } = cmsRequire('pg');
  const maintenance = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `qahve_${label}_${process.pid}_${Date.now()}`;
  const client = new Client({ connectionString: maintenance });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(maintenance);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const admin = new Client({ connectionString: maintenance });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Boots the CMS (compiled first unless `compile` is false) on an empty throwaway database, with
 * fresh secrets and no demo content. Answers the Strapi instance and a clean-up.
 */
export async function bootCms({ label, compile = true }) {
  const secret = () => randomBytes(24).toString('base64');
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `qahve-${label}-`));
  const pg = process.env.DATABASE_CLIENT === 'postgres' ? await createPostgresDatabase(label) : null;
  Object.assign(process.env, {
    NODE_ENV: 'development',
    STRAPI_TELEMETRY_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    BROWSER: 'false',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    CV_STORAGE_DIR: path.join(tmp, 'cvs'),
    ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmp, 'bench.db') }),
  });
  const cleanUp = async () => {
    await pg?.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  try {
    const { compileStrapi, createStrapi } = cmsRequire('@strapi/strapi');
    if (compile) {
      process.stdout.write('Compiling the CMS... ');
      await compileStrapi({ appDir: cmsDir, ignoreDiagnostics: false });
      console.log('done');
    }
    const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), autoReload: false, serveAdminPanel: false }).load();
    return { strapi, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Times `fn` `runs` times after three warm-up calls (caches, prepared statements, JIT). */
export async function measure(fn, runs) {
  for (let i = 0; i < 3; i++) await fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return summary(times);
}
