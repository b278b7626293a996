import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newResource } from '../scripts/new-resource.mjs';

const root = path.resolve(__dirname, '..');

/** A copy of what the generator reads and edits, beside the repository's node_modules (for the type check). */
function copyOfRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-new-resource-'));
  for (const part of [
    '.prettierrc.json',
    'config/src',
    'config/tsconfig.json',
    'config/tsconfig.build.json',
    'cms/src/lib/registry/resources.ts',
    'admin/src/resources',
  ]) {
    fs.cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  }
  fs.mkdirSync(path.join(copy, 'cms/src/api'), { recursive: true });
  for (const api of fs.readdirSync(path.join(root, 'cms/src/api'))) fs.mkdirSync(path.join(copy, 'cms/src/api', api));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Every file under `dir` with its text, to see that a refusal leaves them as they were. */
function snapshot(dir: string): Record<string, string> {
  const files = ['config', 'cms', 'admin'].flatMap((part) =>
    fs.readdirSync(path.join(dir, part), { recursive: true, encoding: 'utf8' }).map((file) => path.join(part, file)),
  );
  return Object.fromEntries(
    files.filter((file) => fs.statSync(path.join(dir, file)).isFile()).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

let copy: string;
beforeEach(() => {
  copy = copyOfRepository();
});
afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

type ZodResult = { success: true } | { success: false; error: { issues: Array<{ path: PropertyKey[] }> } };

const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');

describe('npm run new-resource', () => {
  it('writes the eight files of a localized resource, and config type-checks with them', async () => {
    const before = snapshot(copy);
    const written = await newResource('event', { root: copy });
    expect([...written].sort()).toEqual(
      [
        'admin/src/resources/events/EventList.tsx',
        'admin/src/resources/events/index.ts',
        'admin/src/resources/events/messages.ts',
        'cms/src/api/event/content-types/event/schema.json',
        'cms/src/api/event/services/event.ts',
        'cms/src/lib/registry/resources.ts',
        'config/src/resources/event.ts',
        'config/src/resources/index.ts',
      ].sort(),
    );
    const changed = Object.keys(snapshot(copy)).filter((file) => before[file] !== read(file));
    expect(changed.sort()).toEqual([...written].sort());

    const descriptors = read('config/src/resources/index.ts');
    expect(descriptors).toContain("import { eventResource } from './event';");
    expect(descriptors).toContain("export * from './event';");
    expect(descriptors).toMatch(/RESOURCE_DESCRIPTORS = \{[^}]*\n {2}event: eventResource,\n\};/);

    const registry = read('cms/src/lib/registry/resources.ts');
    expect(registry).toMatch(/^ {2}eventCreateSchema,$/m);
    expect(registry).toMatch(/^ {2}eventUpdateSchema,$/m);
    expect(registry).toContain("uid: 'api::event.event',\n    table: 'events',\n    ...DESCRIBED.event,");

    const schema = JSON.parse(read('cms/src/api/event/content-types/event/schema.json'));
    expect(schema).toMatchObject({ collectionName: 'events', info: { singularName: 'event', pluralName: 'events' } });
    expect(schema.attributes.name.pluginOptions.i18n.localized).toBe(true);
    expect(schema.attributes.image.pluginOptions.i18n.localized).toBe(false);

    // Last in the console's menu, a place no other folder takes.
    const menuOrders = fs
      .readdirSync(path.join(copy, 'admin/src/resources'))
      .filter((folder) => fs.existsSync(path.join(copy, 'admin/src/resources', folder, 'index.ts')))
      .map((folder) => Number(/menuOrder: (\d+)/.exec(read(`admin/src/resources/${folder}/index.ts`))?.[1] ?? 0));
    expect(Math.max(...menuOrders)).toBe(Number(/menuOrder: (\d+)/.exec(read('admin/src/resources/events/index.ts'))![1]));
    expect(new Set(menuOrders).size).toBe(menuOrders.length);

    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const check = promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', path.join(copy, 'config/tsconfig.build.json')]);
    await expect(check.then(() => 'no type error')).resolves.toBe('no type error');
  });

  it('writes the rules of the image its option asks for: required by default, optional and removable with optionalImage', async () => {
    const names = [1, 2, 3].map((languageId) => ({ languageId, name: `Name ${languageId}` }));
    const rulesOf = async (resource: string) =>
      (await import(path.join(copy, `config/src/resources/${resource}.ts`))) as Record<string, { safeParse: (v: unknown) => ZodResult }>;
    const paths = (result: ZodResult) => (result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')));

    await newResource('event', { root: copy });
    const required = await rulesOf('event');
    expect(paths(required.eventCreateSchema.safeParse({ order: 1, eventDictionaries: names }))).toEqual(['imageFile']);
    expect(read('admin/src/resources/events/EventList.tsx')).toContain('requiredMessage={M.imageRequired}');

    await newResource('special', { root: copy, optionalImage: true });
    const optional = await rulesOf('special');
    expect(paths(optional.specialCreateSchema.safeParse({ order: 1, specialDictionaries: names }))).toEqual([]);
    expect(paths(optional.specialUpdateSchema.safeParse({ removeImage: true }))).toEqual([]);
    expect(paths(optional.specialUpdateSchema.safeParse({ removeImage: true, imageFile: { name: 'a.png' } }))).toEqual(['removeImage']);
    expect(read('cms/src/api/special/services/special.ts')).toContain("images: { image: { field: 'imageFile', optional: true } }");
    expect(read('admin/src/resources/specials/index.ts')).toContain("body.text('RemoveImage', true)");
    expect(read('admin/src/resources/specials/SpecialList.tsx')).not.toContain('requiredMessage={M.imageRequired}');
    expect(read('config/src/resources/special.ts')).toContain("formInputs: ['imageFile', 'removeImage', 'order'");

    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const check = promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', path.join(copy, 'config/tsconfig.build.json')]);
    await expect(check.then(() => 'no type error')).resolves.toBe('no type error');
  });

  it('refuses a name a resource has, or one that is not lower-case letters, and writes nothing', async () => {
    const before = snapshot(copy);
    await expect(newResource('carousel', { root: copy })).rejects.toThrow(/exists already/);
    await expect(newResource('review', { root: copy })).rejects.toThrow(/exists already/);
    for (const name of ['Event', 'home-product', 'event2', '']) {
      await expect(newResource(name, { root: copy })).rejects.toThrow(/lower-case letters only/);
    }
    expect(snapshot(copy)).toEqual(before);
  });
});
