// `npm run backup [-- --out=<dir>]`: a consistent archive of the application's data, taken while it
// runs: the database (SQLite: VACUUM INTO; PostgreSQL: pg_dump from an exported snapshot), and the
// uploaded images and CVs that this same snapshot refers to, with a manifest of row counts and
// checksums. The database is read where the application reads it (environment, then cms/.env).
// Default output: backups/qahve-<date>. `npm run restore -- <dir>` puts it back.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { copyFiles, DATABASE_FILE, FORMAT, MANIFEST, megabytes, referencedFiles, sha256File } from './lib/archive.mjs';
import { appEnv, appStorage, cmsRequire } from './lib/app-storage.mjs';
import { parseArgs } from './lib/bench.mjs';
import { openDatabase, rowCounts } from './lib/database.mjs';
import { root } from './lib/paths.mjs';

const exec = promisify(execFile);
const args = parseArgs(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const started = performance.now();
const storage = appStorage(appEnv());
const out = path.resolve(args.out ?? path.join(root, 'backups', `qahve-${new Date().toISOString().replace(/[:.]/g, '-')}`));

if ((await fs.readdir(out).catch(() => [])).length > 0) {
  console.error(`${out} is not empty: choose another --out`);
  process.exit(1);
}
await fs.mkdir(out, { recursive: true, mode: 0o700 });
const databaseFile = path.join(out, DATABASE_FILE[storage.database.client]);

/** Copies the files `knex` (the snapshot) refers to; answers the manifest's file lists. */
async function copyReferencedFiles(knex) {
  const { uploads, cvs } = await referencedFiles(knex);
  const images = storage.uploadsDir
    ? await copyFiles(uploads, storage.uploadsDir, path.join(out, 'uploads'), { folder: 'uploads' })
    : { entries: [], missing: [] };
  const resumes = await copyFiles(cvs, storage.cvDir, path.join(out, 'cvs'), { folder: 'cvs', mode: 0o600 });
  return { files: [...images.entries, ...resumes.entries], missing: [...images.missing, ...resumes.missing] };
}

let snapshot;
if (storage.database.client === 'sqlite') {
  // One statement, one read transaction: the copy is the database as it was at that moment.
  const Database = cmsRequire('better-sqlite3');
  const source = new Database(storage.database.filename, { fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(databaseFile);
  } finally {
    source.close();
  }
  const copy = openDatabase({ client: 'sqlite', filename: databaseFile }, { readonly: true });
  try {
    snapshot = { tables: await rowCounts(copy), ...(await copyReferencedFiles(copy)) };
  } finally {
    await copy.destroy();
  }
} else {
  // pg_dump reads the snapshot this transaction exports; the counts and the file list read it too.
  const knex = openDatabase(storage.database);
  try {
    snapshot = await knex.transaction(async (trx) => {
      await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const { rows } = await trx.raw('SELECT pg_export_snapshot() AS id');
      await exec('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0].id}`,
        `--file=${databaseFile}`,
        `--dbname=${storage.database.url}`,
      ]);
      return { tables: await rowCounts(trx), ...(await copyReferencedFiles(trx)) };
    });
  } finally {
    await knex.destroy();
  }
}

const databaseStat = await fs.stat(databaseFile);
const manifest = {
  format: FORMAT,
  createdAt: new Date().toISOString(),
  database: {
    client: storage.database.client,
    file: path.basename(databaseFile),
    bytes: databaseStat.size,
    sha256: await sha256File(databaseFile),
  },
  tables: snapshot.tables,
  files: snapshot.files,
  missing: snapshot.missing,
  remoteUploads: storage.remoteUploads,
};
// Written last: an archive without its manifest is an unfinished one, and restore refuses it.
await fs.writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

const rows = Object.values(snapshot.tables).reduce((sum, n) => sum + n, 0);
const count = (folder) => snapshot.files.filter((file) => file.path.startsWith(`${folder}/`)).length;
console.log(`Backup written to ${out}`);
console.log(
  `  database   ${storage.database.client}, ${Object.keys(snapshot.tables).length} tables, ${rows} rows, ${megabytes(databaseStat.size)}`,
);
console.log(`  uploads    ${storage.uploadsDir ? `${count('uploads')} files` : 'in the bucket (UPLOAD_PROVIDER=s3): not archived'}`);
console.log(`  CVs        ${count('cvs')} files, ${megabytes(snapshot.files.reduce((sum, file) => sum + file.bytes, 0))} of files in all`);
console.log(`  took       ${Math.round(performance.now() - started)} ms`);
if (snapshot.missing.length > 0)
  console.warn(
    `  warning: the database refers to ${snapshot.missing.length} file(s) that were not there: ${snapshot.missing.slice(0, 5).join(', ')}`,
  );
