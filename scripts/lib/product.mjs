// For the measuring scripts (axe.mjs, lighthouse.mjs, the benchmarks): the built product started as
// `npm start` starts it, on a free port and a throwaway SQLite database seeded with the demo content
// (a plain JavaScript copy of tests/support/server.ts), and Debian's Chromium started as the e2e
// tests start it.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cmsDir } from './paths.mjs';
import { freePort, serverNodeFlags, throwawayStartEnv } from './process-env.mjs';

export { freePort };

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The environment the product runs with here: fresh secrets, and its SQLite file and CVs in `dir`. */
export function productEnv({ dir, port }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    ...throwawayStartEnv(port),
    CV_STORAGE_DIR: path.join(dir, 'cvs'),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'check.db'),
  };
  delete env.DATABASE_URL;
  return env;
}

/**
 * Asks `url` every `intervalMs` until it answers `status`; answers the milliseconds since `since`.
 * Fails when `child` exits first or after `timeoutMs`, with the child's output.
 */
export async function waitForStatus(
  url,
  { child, output = () => '', status = 200, since = performance.now(), intervalMs = 500, timeoutMs = 540_000 },
) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}\n${output()}`);
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer ${status} in time\n${output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === status) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Starts `node server.js` in cms/ (what `npm start` runs) (or `node <script>` there, for a variant of the server) on a fresh
 * SQLite file; answers `{ url, stop }`. With `dir`, the database lives there and outlives `stop`
 * (a second server can then open the same content); without, a temporary one is removed.
 */
/** @param {{ log?: (line: string) => void, dir?: string, script?: string }} [options] */
export async function startProduct({ log = (line) => process.stderr.write(`${line}\n`), dir, script } = {}) {
  const tmp = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-check-')));
  const port = await freePort();
  log(`Starting the ${script ? path.basename(script) : 'product'} on port ${port} (SQLite, demo content)…`);
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, script ?? path.join(cmsDir, 'server.js')], {
    cwd: cmsDir,
    env: productEnv({ dir: tmp, port }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!dir) await fs.rm(tmp, { recursive: true, force: true });
  };
  try {
    await waitForStatus(`${url}/_health`, { child, output: () => output, status: 204 });
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Ready at ${url}`);
  return { url, stop };
}

/** The first URL argument, or a freshly started product. */
export async function productFromArgs(args) {
  const given = args.find((a) => /^https?:\/\//.test(a));
  if (given) return { url: given.replace(/\/+$/, ''), stop: async () => {} };
  return startProduct();
}

/**
 * Every request off the loopback goes to a proxy that is not there (the discard port) and fails at
 * once: nothing leaves the machine, while the product's own origin is reached directly. Done by the
 * browser, not by intercepting each request through the test's process (Playwright's routing), which
 * costs a round trip per request and turns the browser's HTTP cache off.
 */
const NO_NETWORK_ARGS = ['--proxy-server=127.0.0.1:9'];

/** Debian's Chromium through playwright-core, as the e2e tests launch it: it reaches the loopback only. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ...NO_NETWORK_ARGS] });
}

/**
 * A fresh context (own storage) in a browser from `launchChromium`, which reaches nothing off the
 * loopback: every request off `origin` (map tiles and the like; the browser's own resources aside)
 * is handed to `onBlocked`, and fails at the browser's proxy. `languageId` is a visitor's earlier choice: the languageId
 * cookie (which the server renders in) and localStorage `languageId`, preset before the first
 * visit; the other options are the context's (viewport, ...).
 */
/**
 * @param {any} browser
 * @param {string} origin
 * @param {{ languageId?: number, onBlocked?: (url: string) => void, [option: string]: any }} [options]
 */
export async function openOfflineSite(browser, origin, { languageId, onBlocked, ...options } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const allowed = new URL(origin).origin;
  context.on('request', (request) => {
    const url = request.url();
    // The browser's own pages (Chromium's PDF viewer) and inline data are not the network.
    const { origin, protocol } = new URL(url);
    if (origin !== allowed && /^(https?|wss?):$/.test(protocol)) onBlocked?.(url);
  });
  if (languageId !== undefined) {
    await context.addCookies([{ name: 'languageId', value: String(languageId), url: allowed }]);
    await context.addInitScript((id) => {
      // Only before the first visit: a language chosen in the page later must survive a reload.
      try {
        if (localStorage.getItem('languageId') === null) localStorage.setItem('languageId', String(id));
      } catch {
        // about:blank has no storage
      }
    }, languageId);
  }
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}
