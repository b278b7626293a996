// The built CMS as a process of its own (`node server.js`, as `npm start` runs it), on a throwaway
// database and CV folder: for the suites that load it from outside, kill it or restart it, and for
// the backup round trip. SQLite by default, PostgreSQL with DATABASE_CLIENT=postgres.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { databaseEnv } from './app-storage.mjs';
import { createPostgresDatabase } from './database.mjs';
import { cmsDir } from './paths.mjs';
import { freePort, serverNodeFlags, throwawayStartEnv } from './process-env.mjs';

export const ADMIN = { email: 'admin@qahve.local', password: 'Qahve-admin-2024' };

/**
 * A throwaway place for the application's data: a fresh database (SQLite file or PostgreSQL
 * database) and a CV folder in a temporary directory. `remove()` deletes them.
 */
export async function createAppData(label, client = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite') {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `qahve-${label}-`));
  const postgres = client === 'postgres' ? await createPostgresDatabase(label.replace(/\W/g, '_')) : null;
  const database = postgres ? { client, url: postgres.url } : { client, filename: path.join(dir, 'data.db') };
  const cvDir = path.join(dir, 'cvs');
  return {
    dir,
    database,
    cvDir,
    env: { ...databaseEnv(database), CV_STORAGE_DIR: cvDir },
    async remove() {
      await postgres?.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `node server.js` on `data` and waits for /_health. Its secrets are fixed for the app's life,
 * so tokens stay valid across `restart()`, which starts a new process on the same port and data.
 * @param {any} data
 * @param {{ env?: Record<string, string>, log?: (line: string) => void, timeoutMs?: number }} [options]
 */
export async function startApp(data, { env = {}, log = () => {}, timeoutMs = 300_000 } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const appEnv = {
    ...process.env,
    NODE_ENV: 'development',
    ...throwawayStartEnv(port),
    BROWSER: 'false',
    SEED_DEMO: 'false',
    ...data.env,
    ...env,
  };
  if (appEnv.DATABASE_CLIENT === 'sqlite') delete appEnv.DATABASE_URL;

  let child;
  let output = '';
  const app = {
    url,
    port,
    env: appEnv,
    get pid() {
      return child.pid;
    },
    output: () => output,
    /** Whether the process is still running, or how it ended. */
    exited: () => (child.exitCode === null && child.signalCode === null ? null : (child.signalCode ?? `exit ${child.exitCode}`)),
    /** Sends `signal` and waits for the process to end. */
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    stop: () => app.kill('SIGTERM'),
    async restart() {
      await app.kill('SIGTERM');
      return launch();
    },
  };

  async function launch() {
    const startedAt = Date.now();
    log(`Starting the CMS on ${url} (${data.database.client})…`);
    child = spawn(process.execPath, [...serverNodeFlags, path.join(cmsDir, 'server.js')], {
      cwd: cmsDir,
      env: appEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    while (Date.now() - startedAt < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the CMS exited with ${child.exitCode ?? child.signalCode}\n${output}`);
      const ready = await fetch(`${url}/_health`).then(
        (res) => res.status === 204,
        () => false,
      );
      if (ready) return Date.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await app.kill('SIGKILL');
    throw new Error(`the CMS did not answer within ${timeoutMs / 1000} s\n${output}`);
  }

  app.bootMs = await launch();
  return app;
}

/** The console administrator's access token (the account bootstrap creates). */
export async function adminToken(url) {
  const res = await fetch(`${url}/api/v1/admin/Identity/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`administrator login answered ${res.status}: ${await res.text()}`);
  return (await res.json()).accessToken;
}
