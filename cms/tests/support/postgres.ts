import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Creates an empty PostgreSQL database next to the one DATABASE_URL names (by default the local
 * `test` database), for one test file or run; `drop` removes it again.
 */
export async function createPostgresDatabase(label = 'test') {
  const { Client } = require('pg');
  const maintenance = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `qahve_${label}_${process.pid}_${Date.now()}`;
  const client = new Client({ connectionString: maintenance });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${maintenance}: ${(error as Error).message}`);
  }
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(maintenance);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new Client({ connectionString: maintenance });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
