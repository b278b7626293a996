'use strict';
// Compiling the Strapi app (TypeScript to dist/) takes most of a minute, and every cms test run did it,
// even when nothing had changed. After each successful compile, a hash of everything the compile reads
// is written next to its output; a later run whose sources hash the same reuses dist/ as it is.
//   node scripts/compiled-sources.js forget   before a build: a failed build leaves no stamp behind
//   node scripts/compiled-sources.js record   after a successful build
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');
const repoDir = path.resolve(appDir, '..');
const stampFile = path.join(appDir, 'dist', '.sources-hash');

/** What the compile reads: the app's sources and settings, and the shared package it type-checks against. */
const SOURCES = [
  path.join(appDir, 'src'),
  path.join(appDir, 'config'),
  path.join(appDir, 'database'),
  path.join(appDir, 'scripts'),
  path.join(appDir, 'tsconfig.json'),
  path.join(appDir, 'package.json'),
  path.join(repoDir, 'config', 'src'),
  path.join(repoDir, 'config', 'package.json'),
];

function addTree(hash, entry) {
  if (!fs.existsSync(entry)) return;
  if (!fs.statSync(entry).isDirectory()) {
    hash.update(`${path.relative(repoDir, entry)}\0`);
    hash.update(fs.readFileSync(entry));
    hash.update('\0');
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) addTree(hash, path.join(entry, name));
}

/** A hash of every file the compile reads, with its path. */
function sourcesHash() {
  const hash = createHash('sha256');
  for (const entry of SOURCES) addTree(hash, entry);
  return hash.digest('hex');
}

/** True when dist/ was compiled from exactly the sources there are now. */
function isCompiledCurrent(hash = sourcesHash()) {
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash;
}

function recordCompiled(hash = sourcesHash()) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${hash}\n`);
}

function forgetCompiled() {
  fs.rmSync(stampFile, { force: true });
}

module.exports = { sourcesHash, isCompiledCurrent, recordCompiled, forgetCompiled };

if (require.main === module) {
  const command = process.argv[2];
  if (command === 'record') recordCompiled();
  else if (command === 'forget') forgetCompiled();
  else {
    console.error('usage: node scripts/compiled-sources.js record|forget');
    process.exit(2);
  }
}
