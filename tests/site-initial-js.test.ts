import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const script = path.join(root, 'scripts/check-initial-js.mjs');
const check = (dist?: string) => spawnSync(process.execPath, dist ? [script, dist] : [script], { cwd: root, encoding: 'utf8' });
const gzipKb = (stdout: string) => Number(stdout.match(/gzip (\d+) bytes/)![1]) / 1000;

const fixtures: string[] = [];
afterAll(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A dist folder whose entry imports a second chunk statically and a third lazily. */
function fakeDist(bytes: number) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-initial-js-'));
  fixtures.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<script type="module" crossorigin src="/assets/index-a.js"></script>');
  fs.writeFileSync(path.join(dist, 'assets/index-a.js'), 'import{b as x}from"./vendor-b.js";const p=()=>import("./page-c.js");x(p);');
  // Random text barely compresses: its gzip size is close to its length.
  fs.writeFileSync(path.join(dist, 'assets/vendor-b.js'), `export const b=()=>"${randomBytes(bytes).toString('base64')}";`);
  fs.writeFileSync(path.join(dist, 'assets/page-c.js'), `export default "${randomBytes(300_000).toString('base64')}";`);
  return dist;
}

describe('the initial JavaScript budget of / (scripts/check-initial-js.mjs)', () => {
  it('keeps the built site (web/dist) within 100 KB gzip', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Initial JS for \/: \d+ file\(s\)/);
    // The app's entry, which the page names for its loader to fetch after the first paint, counts too.
    expect(result.stdout).toMatch(/assets\/index-[\w-]+\.js/);
    expect(gzipKb(result.stdout), result.stdout).toBeLessThanOrEqual(100);
    expect(result.status, result.stdout).toBe(0);
  });

  it('follows static imports, leaves lazy ones out, and fails above the budget', () => {
    const small = check(fakeDist(30_000));
    expect(small.status).toBe(0);
    expect(small.stdout).toContain('vendor-b.js');
    expect(small.stdout).not.toContain('page-c.js');
    expect(small.stdout).toContain('2 file(s)');

    const big = check(fakeDist(120_000));
    expect(gzipKb(big.stdout)).toBeGreaterThan(100);
    expect(big.status).toBe(1);
  });
});
