import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Compiles the TypeScript app once for the whole run; each test file then loads the compiled app.
 * Skipped when dist/ was compiled from the very sources there are now (cms/scripts/compiled-sources.js):
 * a run after `npm run build` or after another run, with nothing changed, starts its first file at once.
 */
export default async function compile() {
  const appDir = path.resolve(__dirname, '../..');
  const sources = require(path.join(appDir, 'scripts/compiled-sources.js'));
  const hash = sources.sourcesHash();
  if (sources.isCompiledCurrent(hash)) return;
  const { compileStrapi } = require('@strapi/strapi');
  sources.forgetCompiled();
  require(path.join(appDir, 'scripts/prune-dist.js')).pruneCompiled();
  await compileStrapi({ appDir, ignoreDiagnostics: false });
  sources.recordCompiled(hash);
}
