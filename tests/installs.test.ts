import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const versionFrom = (app: string, pkg: string) =>
  createRequire(path.join(root, app, 'package.json'))(`${pkg}/package.json`).version as string;

describe('each app resolves its own versions', () => {
  it('gives the Strapi panel React 18 and react-router-dom 6', () => {
    expect(versionFrom('cms', 'react')).toMatch(/^18\./);
    expect(versionFrom('cms', 'react-router-dom')).toMatch(/^6\./);
  });

  it('gives the site and the console React 19 and react-router-dom 7', () => {
    for (const app of ['web', 'admin']) {
      expect(versionFrom(app, 'react')).toMatch(/^19\./);
      expect(versionFrom(app, 'react-router-dom')).toMatch(/^7\./);
    }
  });
});

describe('install scripts (npm 11 allowScripts)', () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  /** npm's own list of installed packages whose install scripts no `allowScripts` entry covers. */
  const pending = (dir: string) =>
    execFileSync(npm, ['approve-scripts', '--allow-scripts-pending'], {
      cwd: path.join(root, dir),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  // When npm stops running unlisted install scripts, anything listed here would be installed
  // without its script: better-sqlite3 without its compiled driver, esbuild without its binary.
  it.each(['.', 'cms'])(
    'leaves no install script of %s unreviewed',
    (dir) => {
      expect(pending(dir)).toContain('No packages with unreviewed install scripts.');
    },
    120_000,
  );
});
