// `npm run seed` fills an empty database with the demo content; `npm run seed -- --reset` rebuilds it.
import { buildWhatIsNeeded } from './lib/build.mjs';
import { ensureLocalEnv } from './lib/local-env.mjs';
import { cmsDir } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

ensureLocalEnv();
await buildWhatIsNeeded();
await run(process.execPath, ['scripts/seed.js', ...process.argv.slice(2)], { cwd: cmsDir });
