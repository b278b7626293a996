// `npm start`: builds what is missing or stale, then serves the site, the console, the panel and
// the API on one origin (http://localhost:1337 unless PORT says otherwise).
import { buildWhatIsNeeded } from './lib/build.mjs';
import { ensureLocalEnv } from './lib/local-env.mjs';
import { cmsDir } from './lib/paths.mjs';
import { npm, run } from './lib/run.mjs';

ensureLocalEnv();
await buildWhatIsNeeded();
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
await run(npm, ['run', 'start'], { cwd: cmsDir }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
