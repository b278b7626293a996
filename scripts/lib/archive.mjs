// What `npm run backup` and `npm run restore` share: the archive's layout, the files the database
// refers to, and checksums. An archive is a directory:
//
//   manifest.json        what is inside, with the row count of every table and a SHA-256 per file
//   database.sqlite      SQLite: a consistent copy (VACUUM INTO)
//   database.pgdump      PostgreSQL: pg_dump's custom format, taken from one snapshot
//   uploads/…            the uploaded images the database refers to (local provider)
//   cvs/…                the CVs the candidates refer to
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const FORMAT = 'qahve-backup/1';
export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

export async function sha256File(file) {
  const hash = createHash('sha256');
  const handle = await fs.open(file, 'r');
  try {
    for await (const chunk of handle.createReadStream()) hash.update(chunk);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** Only plain file names (as the upload provider and the CV service write them) are ever copied. */
const PLAIN_NAME = /^[\w.-]+$/;

/**
 * The files the database refers to: every uploaded file row's local URL and its variants'
 * (`/uploads/<name>`), and every candidate's CV. Remote URLs (a bucket) are left out.
 */
export async function referencedFiles(knex) {
  const uploads = new Set();
  for (const row of await knex('files').select('url', 'formats')) {
    const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : (row.formats ?? {});
    for (const url of [row.url, ...Object.values(formats ?? {}).map((format) => format?.url)]) {
      if (typeof url === 'string' && url.startsWith('/uploads/')) uploads.add(url.slice('/uploads/'.length));
    }
  }
  const cvs = (await knex('candidates').select('resume_file').whereNotNull('resume_file')).map((row) => row.resume_file);
  const unsafe = [...uploads, ...cvs].filter((name) => !PLAIN_NAME.test(name));
  if (unsafe.length > 0) throw new Error(`The database names files that are not plain file names: ${unsafe.slice(0, 5).join(', ')}`);
  return { uploads: [...uploads].sort(), cvs: [...new Set(cvs)].sort() };
}

/**
 * Copies `names` from `from` to `to`, answering manifest entries; names missing from `from` are listed apart.
 * @param {string[]} names
 * @param {string} from
 * @param {string} to
 * @param {{ folder?: string, mode?: number }} [options] `mode`: the files' permissions (their folder then private too)
 */
export async function copyFiles(names, from, to, { folder, mode } = {}) {
  await fs.mkdir(to, { recursive: true, mode: mode ? 0o700 : undefined });
  const entries = [];
  const missing = [];
  for (const name of names) {
    const bytes = await fs.readFile(path.join(from, name)).catch(() => null);
    if (!bytes) {
      missing.push(`${folder}/${name}`);
      continue;
    }
    await fs.writeFile(path.join(to, name), bytes, { mode });
    entries.push({ path: `${folder}/${name}`, bytes: bytes.length, sha256: sha256(bytes) });
  }
  return { entries, missing };
}

export const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
