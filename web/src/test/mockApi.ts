import { vi } from 'vitest';

/**
 * Test helper (not part of the site): replaces `fetch` with answers per "METHOD /path", e.g.
 * `mockApi({ 'GET /api/v1/client/Products': () => json(paged(products)) })`. Unknown routes
 * answer 404. Returns the mock, whose calls tell what was sent.
 */
export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const paged = <T>(items: T[]) => ({ pageNumber: 1, totalPages: 1, totalItems: items.length, items });

/** Calls of the mock to one route. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname}` === route;
  });
}
