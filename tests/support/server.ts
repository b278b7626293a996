import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createPostgresDatabase } from '../../cms/tests/support/postgres';
import { freePort, serverNodeFlags, throwawayStartEnv } from '../../scripts/lib/process-env.mjs';

const root = path.resolve(__dirname, '../..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  output: () => string;
}

async function waitUntilReady(url: string, child: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/_health`);
      if (res.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready in time');
}

const SQLITE_FILE = 'e2e.db';
const PUBLIC_DIR = 'public';

/** Where one start keeps its data: its database, its public folder (the images) and its CVs, all in `dir`. */
function storageEnv(dir: string, postgresUrl?: string): Record<string, string> {
  return {
    CV_STORAGE_DIR: path.join(dir, 'cvs'),
    PUBLIC_DIR: path.join(dir, PUBLIC_DIR),
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, SQLITE_FILE) }),
  };
}

/** `node server.js` in cms/ (what `npm start` runs) with `storage`, on a free port, once it answers. */
async function launch(storage: Record<string, string>, onStop: () => Promise<void>): Promise<RunningServer> {
  const port = await freePort();
  await fs.mkdir(path.join(storage.PUBLIC_DIR, 'uploads'), { recursive: true });
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'cms/server.js')], {
    cwd: path.join(root, 'cms'),
    env: { ...process.env, ...throwawayStartEnv(port), ...storage },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await onStop();
  };
  try {
    await waitUntilReady(url, child, Date.now() + 540_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { url, stop, output: () => output };
}

const TEMPLATE_WAIT_MS = 540_000;

/**
 * The demo content, seeded once per run on SQLite (seeding is most of a start: about 13 of 17 s):
 * the first start of a run, in whichever test file, seeds a template (its database file and public
 * folder) and stops; every start copies it. Files run in parallel processes, so the first to create
 * the template's folder seeds it and the others wait for its outcome file. On PostgreSQL each start
 * seeds its own database.
 */
async function seededTemplate(): Promise<string | null> {
  if (process.env.DATABASE_CLIENT === 'postgres') return null;
  const runDir = inject('e2eRunDir');
  const dir = path.join(runDir, 'template');
  const outcome = path.join(runDir, 'template.json');
  try {
    await fs.mkdir(dir);
  } catch {
    for (const deadline = Date.now() + TEMPLATE_WAIT_MS; Date.now() < deadline;) {
      const text = await fs.readFile(outcome, 'utf8').catch(() => null);
      if (text) {
        const { error } = JSON.parse(text) as { error?: string };
        if (error) throw new Error(`seeding the run's demo content failed:\n${error}`);
        return dir;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the run's seeded demo content was not ready in time");
  }
  try {
    const seeding = await launch(storageEnv(dir), async () => {});
    await seeding.stop();
    await fs.writeFile(outcome, JSON.stringify({}));
    return dir;
  } catch (error) {
    await fs.writeFile(outcome, JSON.stringify({ error: (error as Error).message }));
    throw error;
  }
}

/**
 * Starts the built product the way `npm start` does, on a free port and a throwaway copy of the
 * demo content (its own database, images and CVs, removed by `stop`).
 */
export async function startProduct(): Promise<RunningServer> {
  const template = await seededTemplate();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-e2e-'));
  const postgres = template ? null : await createPostgresDatabase('e2e');
  const storage = storageEnv(tmp, postgres?.url);
  if (template) {
    await fs.copyFile(path.join(template, SQLITE_FILE), path.join(tmp, SQLITE_FILE));
    await fs.cp(path.join(template, PUBLIC_DIR), path.join(tmp, PUBLIC_DIR), { recursive: true });
  }
  return launch(storage, async () => {
    await postgres?.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  });
}
