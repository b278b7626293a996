import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

describe('the initial JavaScript budget of the console', () => {
  it('keeps /admin within 400 KB gzip, heavy screens loading later', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/check-initial-js.mjs'), '--app=admin'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.stdout).toMatch(/Initial JS for \/admin\/: \d+ file\(s\)/);
    const kb = Number(result.stdout.match(/= ([\d.]+) kB =/)![1]);
    expect(kb).toBeLessThanOrEqual(400);
    expect(result.status).toBe(0);
  });
});
