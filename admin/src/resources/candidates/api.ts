import { HttpError, type Identifier } from 'react-admin';
import { candidateResource, MAX_ID, type CandidateDetail, type CandidateListItem } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { request, type ApiFile } from '../../api/http';

/**
 * The detail as the API answers it: the data model's fields, plus the favourite flag, the date, and when an
 * administrator first opened it (set by this very read; null only in a list's test data).
 */
export type CandidateRecord = CandidateDetail & { isFavourite: boolean; createdAt: string; readAt: string | null };

/**
 * `GET admin/Candidates` (newest first, `isFavourite` and `q` filters) and
 * `GET admin/Candidates/{id}`. The resource is named after the spec's routes (`/admin/career-list`,
 * `/admin/career-list/:id`).
 */
export const candidatesApi: ResourceApi<CandidateListItem> = {
  ...describedApi(candidateResource),
  getOne: 'endpoint',
};

/** Newest first: the API's own order, asked for by name. */
export const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

export const candidateName = (candidate: Pick<CandidateListItem, 'name' | 'surname'>) =>
  [candidate.name, candidate.surname].filter(Boolean).join(' ');

/** A path id the API can read (a positive integer), else null: "Candidate ID tapılmadı!". */
export function candidateIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** `PATCH admin/Candidates/{id}` (no body): flips the favourite flag and answers the new state. */
export async function toggleFavourite(id: Identifier) {
  const { json } = await request<{ id: number; isFavourite: boolean }>(`Candidates/${id}`, { method: 'PATCH' });
  return json;
}

/**
 * `DELETE admin/Candidates/{id}`: erases the candidate and the CV for good (personal data, no soft
 * delete, no undo).
 */
export async function eraseCandidate(id: Identifier) {
  await request<{ id: number }>(`Candidates/${id}`, { method: 'DELETE' });
}

/** `GET admin/Candidates/{id}/Resume` with the token: the CV's bytes and the server's file name. */
export async function downloadResume(id: Identifier): Promise<ApiFile> {
  const { file } = await request(`Candidates/${id}/Resume`, { responseType: 'file' });
  if (!file) throw new HttpError('ra.notification.http_error', 0);
  return file;
}
