// The production image's last step outside Docker: starts the Dockerfile's CMD, in its working
// directory and with its environment, the way the container does (after the same install, build
// and prune in .ci/run), then checks what the container's HEALTHCHECK checks and the answers'
// security headers, and stops it. Paths under /data and the secrets become temporary ones.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, freshSecrets } from '../scripts/lib/process-env.mjs';
import { readDockerfile, root, runtimeOf } from './dockerfile.mjs';

const secret = () => randomBytes(24).toString('base64');

/** The image's /app is this checkout. */
const inCheckout = (imagePath) => path.join(root, path.relative('/app', imagePath));

const runtime = runtimeOf(readDockerfile());
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-production-'));
const port = await freePort();
const env = {
  ...process.env,
  ...runtime.env,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(tmp, 'data.db'),
  CV_STORAGE_DIR: path.join(tmp, 'cvs'),
  ...freshSecrets(),
  ADMIN_PASSWORD: secret(),
  CMS_ADMIN_PASSWORD: secret(),
};
delete env.DATABASE_URL;

const [program, ...args] = runtime.cmd.exec;
console.log(`Starting \`${runtime.cmd.exec.join(' ')}\` in ${runtime.workdir} (NODE_ENV=${env.NODE_ENV}) on port ${port}…`);
let output = '';
const child = spawn(program === 'node' ? process.execPath : program, args, {
  cwd: inCheckout(runtime.workdir),
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** The container's own health check, run as Docker runs it. */
function healthcheck() {
  const [checker, ...checkArgs] = runtime.healthcheck.exec;
  return spawnSync(checker === 'node' ? process.execPath : checker, checkArgs, { env, timeout: 10_000 }).status === 0;
}

try {
  const deadline = Date.now() + 180_000;
  while (!healthcheck()) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  check(true, 'HEALTHCHECK passes');
  const base = `http://127.0.0.1:${port}`;
  for (const [url, accept] of [
    ['/', 'text/html'],
    ['/menu', 'text/html'],
    ['/admin/login', 'text/html'],
    ['/cms', 'text/html'],
    ['/api/v1/client/Branches', 'application/json'],
  ]) {
    const res = await fetch(base + url, { headers: { Accept: accept } });
    const csp = res.headers.get('content-security-policy') ?? '';
    check(res.status === 200, `${url} answers 200 (${res.status})`);
    check(
      csp.includes("object-src 'none'") && csp.includes("base-uri 'none'") && csp.includes('frame-ancestors'),
      `${url} has its Content-Security-Policy`,
    );
    check(
      res.headers.get('x-content-type-options') === 'nosniff' && !!res.headers.get('referrer-policy'),
      `${url} has nosniff and a Referrer-Policy`,
    );
    check(!!res.headers.get('strict-transport-security'), `${url} has HSTS`);
  }
  // The site's pages, rendered on the server by its own renderer (React 19 inside it) in this
  // pruned install, for any client.
  const menu = await fetch(`${base}/menu?lang=en`, { headers: { Accept: '*/*' } });
  const html = await menu.text();
  check(
    menu.status === 200 && (menu.headers.get('content-type') ?? '').startsWith('text/html'),
    `/menu?lang=en answers an HTML page to Accept: */* (${menu.status})`,
  );
  check(
    html.includes('<html lang="en">') && html.includes(`<link rel="canonical" href="${base}/menu?lang=en"`),
    '/menu?lang=en is rendered in English, its canonical on PUBLIC_URL',
  );
} catch (error) {
  failures.push(error.message);
  console.error(error.message);
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await fs.rm(tmp, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nThe production start failed:\n- ${failures.join('\n- ')}\n\n${output}`);
  process.exit(1);
}
console.log('The production start works as the image runs it.');
