import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../api/dataProvider';
import { saveTokens } from '../api/session';
import { json } from '../test/jwt';
import { RESOURCE_APIS } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('the data provider’s content history calls', () => {
  it('asks for a record’s history by its resource’s API path, restores an entry, and the Activity list pages and filters', async () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ pageNumber: 1, totalPages: 0, totalItems: 0, items: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const provider = createDataProvider(RESOURCE_APIS);
    await provider.history!('contactsources', 7, { page: 1, perPage: 10 });
    await provider.restoreVersion!('contactsources', 31);
    await provider.getList('history', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'time', order: 'DESC' },
      filter: { action: 'update', userId: 1 },
    });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/v1/admin/History?resource=ContactSources&entityId=7&pageNumber=1&pageSize=10',
      'POST /api/v1/admin/History/31/Restore',
      'GET /api/v1/admin/History?pageNumber=2&pageSize=20&action=update&userId=1',
    ]);
  });
});
