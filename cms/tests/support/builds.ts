import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The page of a stand-in build, by the build's title. */
type IndexHtml = (title: string) => string;

const plainPage: IndexHtml = (title) => `<!doctype html><title>${title}</title>`;

/**
 * Stand-ins for the built site (SITE) and console (CONSOLE) in a fresh temporary folder: index.html and
 * one hashed asset each, as the server's WEB_DIST and ADMIN_DIST.
 */
export async function fakeBuilds(prefix: string, indexHtml: IndexHtml = plainPage) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const write = async (dir: string, title: string) => {
    await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dir, 'index.html'), indexHtml(title));
    await fs.writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify(title)})`);
  };
  await write(path.join(tmp, 'web'), 'SITE');
  await write(path.join(tmp, 'admin'), 'CONSOLE');
  return { WEB_DIST: path.join(tmp, 'web'), ADMIN_DIST: path.join(tmp, 'admin') };
}
