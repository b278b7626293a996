import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, listQuery } from '../api/dataProvider';
import { saveTokens } from '../api/session';
import type { ConsoleResource } from '../common/resource';
import { json } from '../test/jwt';
import { RESOURCE_APIS, RESOURCES } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('the resource folders', () => {
  it('are all found, in the menu order their descriptors give, each place taken once', () => {
    // Read here apart from index.ts: every folder's descriptor, whatever index.ts makes of them.
    const folders = import.meta.glob<Record<string, ConsoleResource>>('./*/index.ts', { eager: true });
    const descriptors = Object.values(folders).flatMap((exports) => Object.values(exports));
    expect(descriptors).toHaveLength(Object.keys(folders).length);
    const inMenuOrder = [...descriptors].sort((a, b) => a.menuOrder - b.menuOrder);
    expect(RESOURCES.map(({ name }) => name)).toEqual(inMenuOrder.map(({ name }) => name));
    expect(new Set(RESOURCES.map(({ menuOrder }) => menuOrder)).size).toBe(RESOURCES.length);
  });
});

describe('the data provider', () => {
  it('asks for pages, sorts the API knows, search and filters', () => {
    expect(
      listQuery(RESOURCE_APIS.products, {
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'categoryName', order: 'DESC' },
        filter: { q: 'latte', isMenuItem: true, ignored: { nested: 1 } },
      }),
    ).toEqual({ pageNumber: 3, pageSize: 10, sortBy: 'categoryName', sortOrder: 'desc', q: 'latte', isMenuItem: true });
    // A sort the API does not know is left to its default order; `meta.whole` asks for everything.
    expect(
      listQuery(RESOURCE_APIS.categories, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'depth', order: 'ASC' },
        meta: { whole: true },
      }),
    ).toEqual({
      isPaginated: false,
    });
  });

  it('reads the paged envelope, flattens the category tree, and finds a record the list brought', async () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({
        pageNumber: 1,
        totalPages: 1,
        totalItems: 1,
        items: [
          {
            id: 1,
            parentCategoryId: null,
            isDeleted: false,
            categoryDictionaries: [{ languageId: 2, name: 'Qəhvə' }],
            subCategories: [{ id: 2, parentCategoryId: 1, isDeleted: false, categoryDictionaries: [], subCategories: [] }],
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const provider = createDataProvider(RESOURCE_APIS);
    const { data, total } = await provider.getList('categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'q' },
    });
    expect(total).toBe(1);
    expect(data.map((r) => [r.id, r.depth, r.ancestors])).toEqual([
      [1, 0, []],
      [2, 1, [1]],
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/Categories?pageNumber=1&pageSize=10&sortBy=id&sortOrder=asc&q=q');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a.b.c');
    const { data: one } = await provider.getOne('categories', { id: 2 });
    expect(one.parentCategoryId).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('soft deletes with DELETE and reverts with PUT .../revert/{id}', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => json({ id: 5, isDeleted: init?.method === 'DELETE' }));
    vi.stubGlobal('fetch', fetchMock);
    const provider = createDataProvider(RESOURCE_APIS);
    const deleted = await provider.delete('products', { id: 5, previousData: { id: 5, isDeleted: false, sizeAndPrice: 'S' } });
    expect(deleted.data).toEqual({ id: 5, isDeleted: true, sizeAndPrice: 'S' });
    const reverted = await provider.revert('products', 5);
    expect(reverted.data).toMatchObject({ id: 5, isDeleted: false });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'DELETE /api/v1/admin/Products/5',
      'PUT /api/v1/admin/Products/revert/5',
    ]);
  });
});
