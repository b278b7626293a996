import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/**
 * The TypeScript projects that no build checks. The apps themselves are checked by their builds, which
 * `npm test` runs first when they are stale: the site and the console (tsc --noEmit before vite), the
 * CMS (Strapi's compile stops on any error) and the shared package.
 */
const PROJECTS = {
  'the CMS integration tests': 'cms/tests',
  'the end-to-end tests': 'tests',
  'the scripts and CI': 'scripts',
  'the shared package with its unit tests': 'config',
};

async function typeErrors(project: string): Promise<string> {
  try {
    // Incremental: a rerun with unchanged sources reads its answer from the build info in seconds.
    const buildInfo = path.join(root, 'node_modules/.cache/tsc', `${project.replaceAll('/', '-')}.tsbuildinfo`);
    await promisify(execFile)(
      process.execPath,
      [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', path.join(root, project)],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}` || String(error);
  }
}

// The four programs are checked side by side: each is one single-threaded tsc.
describe.concurrent('the type check', () => {
  for (const [name, project] of Object.entries(PROJECTS)) {
    it(`finds no error in ${name} (${project})`, async () => {
      expect(await typeErrors(project)).toBe('');
    });
  }
});
