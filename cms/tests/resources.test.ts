import fs from 'node:fs';
import path from 'node:path';
import { RESOURCE_DESCRIPTORS } from '@qahve/config';
import { describe, expect, it } from 'vitest';
import { INDEXES } from '../src/bootstrap/indexes';
import { CLIENT_LISTS, CONTENT_CONTROLLERS } from '../src/lib/registry/resource-controllers';
import { controllerName, RESOURCES } from '../src/lib/registry/resources';
import { SHOWN } from '../src/lib/public-cache/invalidation';
import { apiCacheKey, cachedReadPaths } from '../src/lib/public-cache/keys';
import content from '../src/api/admin/routes/content';
import moderation from '../src/api/admin/routes/moderation';
import client from '../src/api/client/routes/client';

/**
 * The registry of resources (lib/registry/resources.ts) is what the routes, their controllers, the public
 * cache's invalidation and the indexes are derived from: it names every content type, and they all
 * agree with it.
 */
const api = path.join(__dirname, '..', 'src', 'api');

/** Every content type of the API: its uid and its table. */
const contentTypes = fs.readdirSync(api).flatMap((apiName) => {
  const dir = path.join(api, apiName, 'content-types');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((name) => {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8'));
    return { uid: `api::${apiName}.${name}`, table: schema.collectionName as string };
  });
});

type Route = { method: string; path: string; handler: string; config: { publicCache?: boolean } };
const routes = (file: { routes: unknown[] }) => file.routes as Route[];
const controllerFileExists = (apiName: string, controller: string) =>
  fs.existsSync(path.join(api, apiName, 'controllers', `${controller}.ts`));

describe('the registry of resources', () => {
  it('names every content type once, with its table', () => {
    expect(new Set(RESOURCES.map((r) => r.uid)).size).toBe(RESOURCES.length);
    expect(RESOURCES.map(({ uid, table }) => ({ uid, table })).sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      contentTypes.sort((a, b) => a.uid.localeCompare(b.uid)),
    );
  });

  it('extends each of config’s descriptors once, the ones the console reads too', () => {
    const descriptors = Object.values(RESOURCE_DESCRIPTORS);
    expect(RESOURCES.map((r) => r.path).sort()).toEqual(descriptors.map((d) => d.path).sort());
    for (const descriptor of descriptors) expect(RESOURCES.find((r) => r.path === descriptor.path)).toMatchObject(descriptor);
  });

  it('gives the public cached routes: one list per resource the public reads, and no other', () => {
    const cached = routes(client).filter((route) => route.config.publicCache);
    expect(cached.map(({ method, path: p, handler }) => `${method} ${p} ${handler}`)).toEqual(
      RESOURCES.filter((r) => r.client).map((r) => `GET /v1/client/${r.path} api::client.${controllerName(r)}.find`),
    );
  });

  it('keys the public cache on exactly the cached routes, with the parameters each one reads', () => {
    const cached = routes(client).filter((route) => route.config.publicCache);
    expect(cachedReadPaths().sort()).toEqual(cached.map((route) => `/api${route.path}`.toLowerCase()).sort());
    // A parameter the route's schema reads is in the key, sorted by name; one it drops is not.
    expect(apiCacheKey('/api/v1/client/Products?pageNumber=2&categoryId=3&utm_source=x&languageId=1')).toBe(
      '/api/v1/client/products?categoryId=3&pageNumber=2',
    );
    expect(apiCacheKey('/api/v1/client/Reviews?productId=5&categoryId=3')).toBe('/api/v1/client/reviews?productId=5');
    expect(apiCacheKey('/api/v1/client/Carousels?categoryId=3&pageSize=2')).toBe('/api/v1/client/carousels?pageSize=2');
    expect(apiCacheKey('/api/v1/client/Surveys')).toBeNull();
  });

  it('answers each public list with its own controller file where written, from the registry otherwise, never both', () => {
    for (const r of RESOURCES.filter((r) => r.client)) {
      const written = 'written' in r.client!;
      expect(controllerFileExists('client', controllerName(r))).toBe(written);
      expect(Object.keys(CLIENT_LISTS).includes(controllerName(r))).toBe(!written);
    }
    expect(Object.keys(CLIENT_LISTS)).toHaveLength(RESOURCES.filter((r) => r.client && !('written' in r.client)).length);
    for (const list of Object.values(CLIENT_LISTS)) expect(list.find).toBeTypeOf('function');
  });

  it('gives the console its content routes, and every other resource has its moderation routes', () => {
    const withContent = RESOURCES.filter((r) => r.content);
    // The list, create, edit, delete and revert; a draft's create, save, read and discard; publish; an edit's preview.
    expect(routes(content)).toHaveLength(withContent.length * 11);
    expect(Object.keys(CONTENT_CONTROLLERS)).toEqual(withContent.map(controllerName));
    for (const r of withContent) {
      const controller = controllerName(r);
      expect(controllerFileExists('admin', controller)).toBe(false);
      const own = routes(content).filter((route) => route.handler.startsWith(`api::admin.${controller}.`));
      expect(own.map((route) => route.path)).toEqual(
        expect.arrayContaining([
          `/v1/admin/${r.path}`,
          `/v1/admin/${r.path}/:id`,
          `/v1/admin/${r.path}/revert/:id`,
          `/v1/admin/${r.path}/draft`,
          `/v1/admin/${r.path}/:id/draft`,
          `/v1/admin/${r.path}/:id/publish`,
          `/v1/admin/${r.path}/:id/preview`,
        ]),
      );
      for (const route of own) expect(CONTENT_CONTROLLERS[controller][route.handler.split('.').pop() as 'find']).toBeTypeOf('function');
    }
    const moderated = new Set(routes(moderation).map((route) => route.path.split('/')[3]));
    expect([...moderated].sort()).toEqual(
      RESOURCES.filter((r) => !r.content)
        .map((r) => r.path)
        .sort(),
    );
  });

  it('is what the public cache invalidates on: every resource the public reads, with the images they show', () => {
    expect([...SHOWN].sort()).toEqual([...RESOURCES.filter((r) => r.shown).map((r) => r.uid), 'plugin::upload.file'].sort());
    for (const r of RESOURCES.filter((r) => r.client)) expect(r.shown).toBe(true);
  });

  it('holds the indexes, each on its resource’s table or one of its link tables', () => {
    for (const r of RESOURCES) {
      for (const [table] of r.indexes) expect(table === r.table || (table.startsWith(`${r.table}_`) && table.endsWith('_lnk'))).toBe(true);
    }
    expect(INDEXES.filter(([table]) => table !== 'strapi_sessions')).toEqual(RESOURCES.flatMap((r) => r.indexes));
  });
});
