import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/process-env.mjs';

const run = promisify(execFile);
const VCL_DIR = path.resolve(__dirname, '../../../deploy/varnish');

export interface Varnish {
  url: string;
  /** Varnish's counters (varnishstat), by name: `MAIN.backend_req` is the requests it sent to the origin. */
  counters(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * A real varnishd (Debian's varnish and varnish-modules' xkey) on a free port, with the repository's
 * VCL (deploy/varnish/default.vcl) in front of the given application processes: a backends.vcl of
 * its own, beside it, names them (with the compose file's probe, checked every 200 ms here).
 */
export async function startVarnish(origins: string[], port?: number): Promise<Varnish> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-varnish-'));
  // varnishd's unprivileged worker (vcache) reads the VCL and the working directory.
  await fs.chmod(dir, 0o755);
  const backends = origins.map((origin, i) => {
    const { hostname, port: originPort } = new URL(origin);
    return `backend app${i} {\n  .host = "${hostname}";\n  .port = "${originPort}";\n  .probe = health;\n}\n`;
  });
  await fs.writeFile(
    path.join(dir, 'backends.vcl'),
    [
      'import directors;',
      'probe health { .url = "/_health"; .expected_response = 204; .interval = 200ms; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }',
      ...backends,
      `sub vcl_init {\n  new origin = directors.round_robin();\n${origins.map((_, i) => `  origin.add_backend(app${i});\n`).join('')}}`,
    ].join('\n'),
  );
  const listen = port ?? (await freePort());
  const workdir = path.join(dir, 'n');
  let output = '';
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      workdir,
      '-a',
      `127.0.0.1:${listen}`,
      '-f',
      path.join(VCL_DIR, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:${VCL_DIR}`,
      '-s',
      'malloc,256m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    // Its PURGE answers 400 to a request naming no tag: Varnish is up and runs this VCL.
    const up = await fetch(url, { method: 'PURGE' }).then(
      (res) => res.status === 400,
      () => false,
    );
    if (up) {
      return {
        url,
        async counters() {
          const { stdout } = await run('varnishstat', ['-n', workdir, '-1', '-j']);
          const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, { value?: number }>;
          const entries = parsed.counters ?? parsed;
          return Object.fromEntries(
            Object.entries(entries).flatMap(([name, c]) => (typeof c?.value === 'number' ? [[name, c.value]] : [])),
          );
        },
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd did not start:\n${output}`);
}
