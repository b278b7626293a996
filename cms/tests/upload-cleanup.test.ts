import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appModule, startServer, type TestServer } from './support/strapi';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

/** Temporary files in the upload folder that hold exactly these bytes. */
async function leftovers(marker: Buffer) {
  const dir = os.tmpdir();
  const found: string[] = [];
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.size !== marker.length) continue;
    if ((await fs.readFile(file)).equals(marker)) found.push(file);
  }
  return found;
}

describe('temporary uploads', () => {
  it('are removed when the request is refused after its body was read', async () => {
    const marker = Buffer.from(`leftover-probe-${Date.now()}-${Math.random()}`);
    const res = await server
      .api()
      .post('/api/v1/admin/Products')
      .set('Authorization', 'Bearer not-a-token')
      .field('SizeAndPrice', 'M / 5')
      .attach('PrimaryImageFile', marker, 'probe.png');
    expect(res.status).toBe(401);
    expect(await leftovers(marker)).toEqual([]);
  });

  it('are removed after a public form, whatever field they came under', async () => {
    const marker = Buffer.from(`%PDF-leftover-probe-${Date.now()}-${Math.random()}`);
    const res = await server.api().post('/api/v1/client/Candidates').field('name', 'A').attach('somethingElse', marker, 'x.pdf');
    expect(res.status).toBe(400);
    expect(await leftovers(marker)).toEqual([]);
  });
});

describe('temporary uploads a stopped process left', () => {
  it('are removed at start: only ours, only older than the process, never a running process’s', async () => {
    const { clearStaleTempFiles } = appModule<{ clearStaleTempFiles: (...args: unknown[]) => Promise<number> }>(
      'lib/http/body/stale-temp-files',
    );
    const dir = await fs.mkdtemp(path.join(server.tmp, 'temp-'));
    // A process that has ended: its id names no running process.
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    // The process started 10 s ago: a file written now is written since, even by the kernel's coarse
    // clock (a file's time can read a few milliseconds behind Date.now()).
    const startedAt = Date.now() - 10_000;
    const before = new Date(startedAt - 60_000);
    const entries = {
      deadOwn: `qahve-upload-${ended.pid}-0a0b0c`,
      runningOwn: `qahve-upload-${process.ppid}-0d0e0f`,
      strapiDir: 'strapi-upload-AbC123',
      strapiDirInUse: 'strapi-upload-DeF456',
      other: 'someone-elses-file',
    };
    for (const name of [entries.deadOwn, entries.runningOwn, entries.other]) await fs.writeFile(path.join(dir, name), 'x');
    for (const name of [entries.strapiDir, entries.strapiDirInUse]) {
      await fs.mkdir(path.join(dir, name));
      await fs.writeFile(path.join(dir, name, 'photo.png'), 'x');
      await fs.utimes(path.join(dir, name, 'photo.png'), before, before);
    }
    for (const name of Object.values(entries)) await fs.utimes(path.join(dir, name), before, before);
    // Written in since the process started: still in use.
    await fs.writeFile(path.join(dir, entries.strapiDirInUse, 'photo-thumbnail.png'), 'x');

    expect(await clearStaleTempFiles(server.strapi, dir, startedAt)).toBe(2);
    expect((await fs.readdir(dir)).sort()).toEqual([entries.runningOwn, entries.other, entries.strapiDirInUse].sort());
    // A file of this process is never taken, however old.
    const own = `qahve-upload-${process.pid}-101112`;
    await fs.writeFile(path.join(dir, own), 'x');
    await fs.utimes(path.join(dir, own), before, before);
    expect(await clearStaleTempFiles(server.strapi, dir, startedAt)).toBe(0);
    expect(await fs.readdir(dir)).toContain(own);
  });
});
