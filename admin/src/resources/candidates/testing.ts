import { vi } from 'vitest';
import { HttpError, type GetListParams } from 'react-admin';
import type { CandidateListItem } from '@qahve/config';
import { testDataProvider } from '../../test/dataProvider';
import { listQuery } from '../../api/dataProvider';
import { candidatesApi, type CandidateRecord } from './api';

/** Candidate 1 is the oldest; 2 and 7 are favourites; 13 has no CV; all have been opened (readAt). */
export function candidateRecords(count = 13): CandidateRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `Ad${id}`,
      surname: `Soyad${id}`,
      number: `+994 50 000 00 ${String(id).padStart(2, '0')}`,
      email: `c${id}@example.az`,
      resumePath: id === 13 ? null : `/api/v1/admin/Candidates/${id}/Resume`,
      isFavourite: id === 2 || id === 7,
      createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
      // Every one opened already, unless a test says otherwise (null: unread).
      readAt: new Date(Date.UTC(2026, 1, id)).toISOString(),
    };
  });
}

const listItem = ({ id, name, surname, isFavourite, readAt, createdAt }: CandidateRecord): CandidateListItem => ({
  id,
  name,
  surname,
  isFavourite,
  isRead: readAt != null,
  createdAt,
});

/**
 * The console's test data provider with candidates: newest first, `isFavourite` filtered, paged;
 * getOne answers the detail or a 404. `records` is shared, so a test can flip a flag as the API would.
 */
export function candidatesDataProvider(records = candidateRecords()) {
  const provider = testDataProvider();
  const { getList, getOne } = provider;
  provider.getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource !== 'career-list') return getList(resource, params);
    const rows = records
      .filter((r) => params.filter?.isFavourite === undefined || r.isFavourite === params.filter.isFavourite)
      .filter((r) => params.filter?.unread === undefined || (r.readAt == null) === params.filter.unread)
      .reverse();
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage).map(listItem), total: rows.length };
  }) as typeof provider.getList;
  provider.getOne = vi.fn(async (resource: string, params: { id: unknown }) => {
    if (resource !== 'career-list') return getOne(resource, params);
    const found = records.find((r) => String(r.id) === String(params.id));
    if (!found) throw new HttpError('Candidate not found', 404);
    return { data: found };
  }) as typeof provider.getOne;
  return provider;
}

/**
 * Makes the candidates' list or detail reads fail with `error` (after `delayMs`, to show the loading
 * state first) until the answered switch's `fail` is set false; other resources' reads are untouched.
 */
export function failCandidateReads(
  provider: ReturnType<typeof candidatesDataProvider>,
  method: 'getList' | 'getOne',
  error: unknown,
  delayMs = 0,
) {
  const read = provider[method] as (resource: string, params: unknown) => Promise<unknown>;
  const state = { fail: true };
  provider[method] = vi.fn(async (resource: string, params: unknown) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (resource === 'career-list' && state.fail) throw error;
    return read(resource, params);
  }) as never;
  return state;
}

type Provider = ReturnType<typeof candidatesDataProvider>;

/** The candidates' list reads the provider was asked for, and the last one's parameters. */
export const candidateListCalls = (provider: Provider) => provider.getList.mock.calls.filter(([resource]) => resource === 'career-list');
export const lastCandidateList = (provider: Provider) => candidateListCalls(provider).at(-1)?.[1];

/** The API query of a page of the list as the list asks for it (ten a page, newest first), with `filter`. */
export const candidatesQuery = (filter: Record<string, unknown>, page = 1) =>
  listQuery(candidatesApi, { pagination: { page, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter });
