// The CMS is installed apart from the workspaces: Strapi's panel needs React 18 and
// react-router-dom 6, while the site and the console use React 19 and react-router-dom 7.
import { cmsDir, root } from './lib/paths.mjs';
import { npm, run } from './lib/run.mjs';

await run(npm, ['run', 'build', '-w', 'config'], { cwd: root });
await run(npm, ['install', '--no-audit', '--no-fund'], { cwd: cmsDir });
