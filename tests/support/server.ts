import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in time');
}

/**
 * Starts the built product the way `npm start` does (`node server.js` in cms/), on a free port and a
 * throwaway database that it seeds with the demo content on first start.
 */
export async function startProduct(): Promise<RunningServer> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-e2e-'));
  const postgres = process.env.DATABASE_CLIENT === 'postgres' ? await createPostgresDatabase('e2e') : null;
  const port = await freePort();
  const env = {
    ...process.env,
    ...throwawayStartEnv(port),
    CV_STORAGE_DIR: path.join(tmp, 'cvs'),
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmp, 'e2e.db') }),
  };
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'cms/server.js')], {
    cwd: path.join(root, 'cms'),
    env,
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
    await postgres?.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, Date.now() + 540_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { url, stop, output: () => output };
}
