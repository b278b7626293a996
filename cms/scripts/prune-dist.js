'use strict';
// The compiler writes dist/ but never removes from it, and Strapi loads every compiled file of an
// API's controllers, routes and services and of config/: a file taken out of src/ or config/ would
// still be loaded from its old copy. Run before each build (`npm run build`, the tests' compile), this
// removes the compiled files whose source is gone.
const fs = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');

function pruneCompiled() {
  for (const folder of ['src', 'config']) {
    const compiled = path.join(appDir, 'dist', folder);
    if (!fs.existsSync(compiled)) continue;
    for (const file of fs.readdirSync(compiled, { recursive: true })) {
      const stem = /^(.*)\.js(\.map)?$/.exec(String(file))?.[1];
      if (stem === undefined) continue;
      const source = path.join(appDir, folder, stem);
      if (!fs.existsSync(`${source}.ts`) && !fs.existsSync(`${source}.js`)) fs.rmSync(path.join(compiled, String(file)));
    }
  }
}

module.exports = { pruneCompiled };

if (require.main === module) pruneCompiled();
