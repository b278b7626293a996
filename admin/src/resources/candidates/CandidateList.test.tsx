import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../api/session';
import { json } from '../../test/jwt';
import { renderConsole } from '../../test/render';
import {
  candidateListCalls,
  candidateRecords,
  candidatesDataProvider,
  candidatesQuery,
  failCandidateReads,
  lastCandidateList,
} from './testing';

afterEach(() => vi.unstubAllGlobals());

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^Ad\d+$/)?.textContent);
const headerStar = () => screen.findByRole('button', { name: 'Yalnız seçilmişlər' });
const rowStar = (name: string) => screen.findByRole('button', { name: `Seçilmiş: ${name}` });

describe('the candidates list', () => {
  it('asks the API for ten a page, newest first, with the favourites filter as a query parameter', () => {
    expect(candidatesQuery({ isFavourite: true }, 2)).toEqual({
      pageNumber: 2,
      pageSize: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      isFavourite: true,
    });
  });

  it('pages ten at a time, newest first, with "ətraflı" opening each candidate', async () => {
    const user = userEvent.setup();
    const provider = candidatesDataProvider();
    renderConsole('/career-list', { dataProvider: provider });
    await screen.findByText('Ad13');
    expect(lastCandidateList(provider)).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(names()).toEqual(['Ad13', 'Ad12', 'Ad11', 'Ad10', 'Ad9', 'Ad8', 'Ad7', 'Ad6', 'Ad5', 'Ad4']);
    expect(screen.getByRole('link', { name: 'ətraflı: Ad13 Soyad13' })).toHaveAttribute('href', '/career-list/13');
    expect(screen.getByRole('columnheader', { name: 'Soyad' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Növbəti səhifəyə/ }));
    await screen.findByText('Ad3');
    expect(lastCandidateList(provider)).toMatchObject({ pagination: { page: 2, perPage: 10 } });
    expect(names()).toEqual(['Ad3', 'Ad2', 'Ad1']);
  });

  it('shows when each candidate applied, in a sortable column', async () => {
    const user = userEvent.setup();
    const provider = candidatesDataProvider();
    renderConsole('/career-list', { dataProvider: provider });
    await screen.findByText('Ad13');
    const header = screen.getByRole('columnheader', { name: /Müraciət tarixi/ });
    // Candidate 13 applied on 13 January 2026 (UTC), written as the console writes dates.
    const row = screen.getByText('Ad13').closest('tr')!;
    const applied = row.querySelector('time');
    expect(applied).toHaveAttribute('dateTime', new Date(Date.UTC(2026, 0, 13)).toISOString());
    expect(applied!.textContent).toMatch(/^1[23]\.01\.2026 \d\d:\d\d$/);
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastCandidateList(provider)).toMatchObject({ sort: { field: 'createdAt', order: 'ASC' } }));
  });

  it('shows favourites only while the header star is pressed', async () => {
    const user = userEvent.setup();
    const provider = candidatesDataProvider();
    renderConsole('/career-list', { dataProvider: provider });
    await screen.findByText('Ad13');
    expect(await headerStar()).toHaveAttribute('aria-pressed', 'false');

    await user.click(await headerStar());
    await waitFor(() => expect(lastCandidateList(provider)?.filter).toEqual({ isFavourite: true }));
    await waitFor(() => expect(names()).toEqual(['Ad7', 'Ad2']));
    expect(await headerStar()).toHaveAttribute('aria-pressed', 'true');
    expect(await rowStar('Ad7 Soyad7')).toHaveAttribute('aria-pressed', 'true');

    await user.click(await headerStar());
    await waitFor(() => expect(lastCandidateList(provider)?.filter).toEqual({}));
    await screen.findByText('Ad13');
    expect(await headerStar()).toHaveAttribute('aria-pressed', 'false');
  });

  it("flips a candidate's favourite with PATCH and reloads the list", async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const records = candidateRecords();
    const provider = candidatesDataProvider(records);
    // The API: flips the flag and answers the new state.
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      records[4].isFavourite = !records[4].isFavourite;
      return json({ id: 5, isFavourite: records[4].isFavourite });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderConsole('/career-list', { dataProvider: provider });
    const star = await rowStar('Ad5 Soyad5');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    const before = candidateListCalls(provider).length;

    await user.click(star);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/Candidates/5');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a.b.c');
    await waitFor(() => expect(candidateListCalls(provider).length).toBeGreaterThan(before));
    await waitFor(async () => expect(await rowStar('Ad5 Soyad5')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('says so when the favourite cannot be changed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Candidate not found' }, 404)),
    );
    renderConsole('/career-list', { dataProvider: candidatesDataProvider() });
    await user.click(await rowStar('Ad5 Soyad5'));
    expect(await screen.findByText('Favori durumu güncellenemedi! Detay: Candidate not found')).toBeInTheDocument();
  });

  it('says "Loading" until the first page, then "Empty" when there is nobody', async () => {
    const provider = candidatesDataProvider([]);
    let answer: () => void = () => {};
    const { getList } = provider;
    provider.getList = vi.fn(
      (resource: string, params: Parameters<typeof getList>[1]) =>
        new Promise((resolve) => {
          answer = () => resolve(getList(resource, params));
        }),
    ) as typeof provider.getList;
    renderConsole('/career-list', { dataProvider: provider });
    expect(await screen.findByRole('status')).toHaveTextContent('Yüklənir');
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    answer();
    expect(await screen.findByText('Boşdur')).toBeInTheDocument();
  });

  it.each([
    [new HttpError('Internal Server Error', 500), 'Veri çekme hatası! Lütfen tekrar deneyin.'],
    [new HttpError('ra.notification.http_error', 0), 'Veri çekme hatası! Lütfen tekrar deneyin.'],
    [new TypeError("Cannot read properties of undefined (reading 'map')"), 'Hata: API beklenen formatta değil!'],
  ])('shows the error text when the list fails (%s), and tries again on request', async (error, text) => {
    const user = userEvent.setup();
    // react-admin logs the failed call; the page is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider = candidatesDataProvider();
    const reads = failCandidateReads(provider, 'getList', error);
    renderConsole('/career-list', { dataProvider: provider });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    reads.fail = false;
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('Ad13')).toBeInTheDocument();
  });
});
