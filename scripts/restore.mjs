// `npm run restore -- <archive>`: puts an archive of `npm run backup` back into a fresh database
// and folders, where the application reads them (environment, then cms/.env). Every checksum is
// checked before anything is written; the target database must be empty (a PostgreSQL database
// that does not exist yet is created) and the CV folder empty; an image already in the uploads
// folder must hold the same bytes. Afterwards every table's row count and every file's checksum is
// compared with the manifest.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { FORMAT, MANIFEST, megabytes, sha256File } from './lib/archive.mjs';
import { appEnv, appStorage, cmsRequire } from './lib/app-storage.mjs';
import { openDatabase, rowCounts, tableNames } from './lib/database.mjs';

const exec = promisify(execFile);
const started = performance.now();
const archive = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const fail = (message) => {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
};
if (!archive) fail('name the archive: npm run restore -- <dir>');

const manifest = JSON.parse(await fs.readFile(path.join(archive, MANIFEST), 'utf8').catch(() => 'null'));
if (manifest?.format !== FORMAT) fail(`${archive} holds no finished ${FORMAT} archive (${MANIFEST} missing or of another format)`);
const storage = appStorage(appEnv());
if (manifest.database.client !== storage.database.client)
  fail(`the archive is a ${manifest.database.client} database, the application uses ${storage.database.client}`);
if (manifest.files.some((file) => file.path.startsWith('uploads/')) && !storage.uploadsDir)
  fail('the archive holds uploaded images, the application keeps them in a bucket');

// 1. The archive is whole.
const databaseFile = path.join(archive, manifest.database.file);
const damaged = [];
if ((await sha256File(databaseFile).catch(() => null)) !== manifest.database.sha256) damaged.push(manifest.database.file);
for (const file of manifest.files)
  if ((await sha256File(path.join(archive, file.path)).catch(() => null)) !== file.sha256) damaged.push(file.path);
if (damaged.length > 0) fail(`checksums differ for ${damaged.length} file(s): ${damaged.slice(0, 5).join(', ')}`);

const target = (file) =>
  file.path.startsWith('uploads/')
    ? path.join(storage.uploadsDir, file.path.slice('uploads/'.length))
    : path.join(storage.cvDir, file.path.slice('cvs/'.length));

// 2. The target is fresh.
if ((await fs.readdir(storage.cvDir).catch(() => [])).length > 0) fail(`the CV folder ${storage.cvDir} is not empty`);
for (const file of manifest.files.filter((f) => f.path.startsWith('uploads/'))) {
  const existing = await sha256File(target(file)).catch(() => null);
  if (existing && existing !== file.sha256) fail(`${target(file)} exists with other content`);
}
if (storage.database.client === 'sqlite') {
  if (await fs.stat(storage.database.filename).catch(() => null)) fail(`the database ${storage.database.filename} exists`);
} else {
  await ensurePostgresDatabase(storage.database.url);
  const knex = openDatabase(storage.database);
  const tables = await tableNames(knex).finally(() => knex.destroy());
  if (tables.length > 0) fail(`the database ${new URL(storage.database.url).pathname.slice(1)} is not empty (${tables.length} tables)`);
}

/** Creates the PostgreSQL database of `url` when it does not exist (through the `postgres` database). */
async function ensurePostgresDatabase(url) {
  const { Client } = cmsRequire('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

// 3. The database, then the files.
if (storage.database.client === 'sqlite') {
  await fs.mkdir(path.dirname(storage.database.filename), { recursive: true });
  await fs.copyFile(databaseFile, storage.database.filename, fs.constants.COPYFILE_EXCL);
} else {
  await exec('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${storage.database.url}`, databaseFile]);
}
await fs.mkdir(storage.cvDir, { recursive: true, mode: 0o700 });
if (storage.uploadsDir) await fs.mkdir(storage.uploadsDir, { recursive: true });
for (const file of manifest.files) {
  const cv = file.path.startsWith('cvs/');
  await fs.copyFile(path.join(archive, file.path), target(file));
  if (cv) await fs.chmod(target(file), 0o600);
}

// 4. What was restored is what was backed up.
const knex = openDatabase(storage.database);
const counts = await rowCounts(knex).finally(() => knex.destroy());
const wrongCounts = Object.keys({ ...manifest.tables, ...counts }).filter((table) => manifest.tables[table] !== counts[table]);
const wrongFiles = [];
for (const file of manifest.files) if ((await sha256File(target(file)).catch(() => null)) !== file.sha256) wrongFiles.push(file.path);
if (wrongCounts.length > 0 || wrongFiles.length > 0) {
  console.error(
    `Restored, but it differs from the archive: tables ${wrongCounts.join(', ') || 'none'}; files ${wrongFiles.slice(0, 5).join(', ') || 'none'}`,
  );
  process.exit(1);
}

const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
const count = (folder) => manifest.files.filter((file) => file.path.startsWith(`${folder}/`)).length;
console.log(`Restored ${archive} (taken ${manifest.createdAt})`);
console.log(`  database   ${storage.database.client}, ${Object.keys(counts).length} tables, ${rows} rows: every count as in the manifest`);
console.log(`  uploads    ${count('uploads')} files into ${storage.uploadsDir ?? '(bucket)'}`);
console.log(
  `  CVs        ${count('cvs')} files into ${storage.cvDir}, ${megabytes(manifest.files.reduce((sum, file) => sum + file.bytes, 0))} of files in all, every checksum as in the manifest`,
);
console.log(`  took       ${Math.round(performance.now() - started)} ms`);
