import { spawn } from 'node:child_process';
import path from 'node:path';

import { freePort, serverNodeFlags } from '../../../scripts/lib/process-env.mjs';

const appDir = path.resolve(__dirname, '../..');

export interface AppProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs the compiled app as `npm start` does (`node server.js`), in a process of its own, with this
 * process's environment: after startServer() that names the same database, so the two share it.
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(appDir, 'server.js')], {
    cwd: appDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/_health`).then(
      (res) => res.status === 204,
      () => false,
    );
    if (ready) return { url, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the second app process did not start:\n${output}`);
}
