import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { npm, runCollected } from './run.mjs';

/** What each app is built from and the file whose age tells whether the build is current. */
const inWorkspace = (name) => ['run', 'build', '-w', name];
const TARGETS = [
  { name: 'config', inputs: ['config/src', 'config/tsconfig.json'], output: 'config/dist/index.js', args: inWorkspace('config') },
  // The browser build (web/dist), then the server renderer built from it (web/dist-server), last.
  {
    name: 'web',
    inputs: ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'config/src'],
    output: 'web/dist-server/entry-server.cjs',
    args: inWorkspace('web'),
  },
  {
    name: 'admin',
    inputs: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'config/src'],
    output: 'admin/dist/index.html',
    args: inWorkspace('admin'),
  },
  // The CMS is no workspace: it has its own install (cms/node_modules).
  {
    name: 'cms',
    inputs: ['cms/src', 'cms/scripts', 'cms/config', 'cms/package.json', 'config/src'],
    output: 'cms/dist/build/index.html',
    args: ['run', 'build', '--prefix', 'cms'],
  },
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

function isCurrent({ inputs, output }) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return inputs.every((input) => newestChange(input) <= builtAt);
}

/** The apps whose output is missing or older than their sources. */
export const staleApps = () => TARGETS.filter((target) => !isCurrent(target)).map((target) => target.name);

/**
 * Builds the apps whose output is missing or older than their sources (all of them with `force`):
 * config first, since the others are built from it, then the others side by side (each build is
 * mostly one thread), each one's output printed whole once it is done.
 */
export async function buildWhatIsNeeded({ force = false } = {}) {
  const stale = TARGETS.filter((target) => force || !isCurrent(target));
  const build = async (target) => {
    console.log(`Building ${target.name}…`);
    try {
      process.stdout.write(await runCollected(npm, target.args, { cwd: root }));
    } catch (error) {
      process.stdout.write(error.output ?? '');
      throw error;
    }
  };
  for (const target of stale.filter(({ name }) => name === 'config')) await build(target);
  const outcomes = await Promise.allSettled(stale.filter(({ name }) => name !== 'config').map(build));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
