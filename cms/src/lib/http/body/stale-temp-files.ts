import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * What the application leaves in its temporary folder while a request is under way: the bodies of
 * multipart requests (`TempFiles`, named with the writing process's id) and the upload plugin's
 * working folders. A process killed meanwhile (SIGKILL, a crash, the machine) never removes them.
 */
const PREFIXES = ['qahve-upload-', 'strapi-upload-', 'strapi-url-upload-'];
const OWN_FILE = /^qahve-upload-(\d+)-/;

/** Whether the process `pid` runs on this machine (EPERM: it runs, as another user). */
function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the entry, or for a folder anything directly in it, was last written. */
async function lastWritten(entry: string): Promise<number> {
  const stat = await fs.lstat(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of await fs.readdir(entry)) {
    latest = Math.max(latest, (await fs.lstat(path.join(entry, name)).catch(() => stat)).mtimeMs);
  }
  return latest;
}

/**
 * Removes, from this process's temporary folder, what a request of an earlier process left there:
 * only entries of the names above, last written before this process started, and of our own files
 * only those whose process no longer runs (another process sharing the folder may still be
 * storing one). Answers how many were removed.
 */
export async function clearStaleTempFiles(strapi: Core.Strapi, dir = os.tmpdir(), startedAt = Date.now() - process.uptime() * 1000) {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const pid = Number(OWN_FILE.exec(name)?.[1] ?? 0);
    if (pid === process.pid || (pid > 0 && running(pid))) continue;
    const entry = path.join(dir, name);
    try {
      if ((await lastWritten(entry)) >= startedAt) continue;
      await fs.rm(entry, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile, or not ours to remove: nothing to clear.
    }
  }
  if (removed > 0) strapi.log.warn(`Removed ${removed} temporary upload file(s) that a stopped process left in ${dir}`);
  return removed;
}
