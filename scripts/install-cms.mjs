// The CMS is installed apart from the workspaces: Strapi's panel needs React 18 and
// react-router-dom 6, while the site and the console use React 19 and react-router-dom 7.
// CMS_INSTALL=elsewhere: the caller installs cms/ itself (CI does, beside the root's install).
import { cmsDir, root } from './lib/paths.mjs';
import { npm, run } from './lib/run.mjs';

await run(npm, ['run', 'build', '-w', 'config'], { cwd: root });
if (process.env.CMS_INSTALL !== 'elsewhere') await run(npm, ['install', '--no-audit', '--no-fund'], { cwd: cmsDir });
