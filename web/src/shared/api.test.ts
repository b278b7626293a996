import { renderHook, waitFor, act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { resetLanguage } from '../test/render';
import { ApiError, apiUrl, clientApi, isAbortError, request } from './api';
import { useApi } from './useApi';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('builds /api/v1 addresses, leaving empty values out', () => {
    expect(apiUrl('client/Products', { languageId: 2, isPaginated: false, q: '', categoryId: undefined })).toBe(
      '/api/v1/client/Products?languageId=2&isPaginated=false',
    );
    expect(apiUrl('/client/Branches')).toBe('/api/v1/client/Branches');
  });

  it('calls the spec paths with their parameters', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { items: [] }));
    await clientApi.homeProducts(3);
    await clientApi.products({ languageId: 1, pageNumber: 1, pageSize: 100, isPaginated: true, isMenuItem: false });
    await clientApi.reviews({ productId: 7 });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/api/v1/client/HomeProducts?pageNumber=1&pageSize=3&isPaginated=true&languageId=3',
      '/api/v1/client/Products?languageId=1&pageNumber=1&pageSize=100&isPaginated=true&isMenuItem=false',
      '/api/v1/client/Reviews?productId=7&pageNumber=1&pageSize=10&isPaginated=true',
    ]);
  });

  it('sends JSON bodies, with the language for server messages and the stored token on survey calls', async () => {
    localStorage.setItem('accessToken', JSON.stringify('abc'));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(201, { id: 1, message: 'ok' }));
    const created = await clientApi.submitSurvey({ Gender: true, Age: 1, QualityPoint: 3, ContactSourceId: 2 }, 2);
    expect(created).toEqual({ id: 1, message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/client/Surveys?languageId=2');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer abc' });
    expect(JSON.parse(init?.body as string)).toMatchObject({ Gender: true, ContactSourceId: 2 });

    await clientApi.submitReview(5, { name: 'A', surname: '', email: 'a@b.az', feedback: 'Good' }, 1);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/v1/client/Reviews?productId=5&languageId=1');
    expect(fetchMock.mock.calls[1][1]?.headers).not.toHaveProperty('Authorization');
  });

  it('surfaces { message, errors } of a refusal as an ApiError', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, { message: 'Ad tələb olunur', errors: [{ field: 'name', message: 'Ad tələb olunur' }] }),
    );
    const error = await request('client/Reviews', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Ad tələb olunur' });
    expect((error as ApiError).fieldMessage('name')).toBe('Ad tələb olunur');
  });

  it('reports a body without JSON by its status, and no answer as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request('client/Branches')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await request('client/Branches').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('passes an abort through as an AbortError', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = clientApi.branches(controller.signal);
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
  });
});

describe('useApi', () => {
  beforeEach(() => resetLanguage(2));
  afterEach(() => resetLanguage(2));

  it('goes loading -> data, and loading -> error with the server message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { items: [{ id: 1 }] }));
    const { result } = renderHook(() => useApi(({ signal }) => clientApi.branches(signal)));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: undefined, settled: false });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data?.items).toEqual([{ id: 1 }]);
    expect(result.current.settled).toBe(true);

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(500, { message: 'Server down' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error?.message).toBe('Server down'));
    expect(result.current.loading).toBe(false);
  });

  it('refetches with the new languageId when the language changes, aborting the old call', async () => {
    const seen: Array<[number, AbortSignal]> = [];
    const fetcher = vi.fn(({ signal, languageId }: { signal: AbortSignal; languageId: number }) => {
      seen.push([languageId, signal]);
      return Promise.resolve(`products in ${languageId}`);
    });
    const { result } = renderHook(() => useApi(fetcher));
    await waitFor(() => expect(result.current.data).toBe('products in 2'));

    await act(() => changeLanguage(3));
    await waitFor(() => expect(result.current.data).toBe('products in 3'));
    expect(seen.map(([id]) => id)).toEqual([2, 3]);
    expect(seen[0][1].aborted).toBe(true);
  });

  it('refetches when its deps change, and waits while disabled', async () => {
    const fetcher = vi.fn(({ languageId }: { languageId: number }) => Promise.resolve(languageId));
    const { result, rerender } = renderHook(({ id, enabled }) => useApi(fetcher, [id], { enabled }), {
      initialProps: { id: 1, enabled: false },
    });
    expect(result.current.loading).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    rerender({ id: 1, enabled: true });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    rerender({ id: 2, enabled: true });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });
});
