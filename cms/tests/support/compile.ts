import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Compiles the TypeScript app once for the whole run; each test file then loads the compiled app. */
export default async function compile() {
  const { compileStrapi } = require('@strapi/strapi');
  const appDir = path.resolve(__dirname, '../..');
  require(path.join(appDir, 'scripts/prune-dist.js')).pruneCompiled();
  await compileStrapi({ appDir, ignoreDiagnostics: false });
}
