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
