import type { ResourceDescriptor } from './define';

/** The columns its console list sorts on. */
export const CANDIDATE_SORTABLE = ['createdAt', 'name', 'surname', 'id'] as const;

/** Job candidates: posted by visitors with a CV, read only in the console. */
export const candidateResource = {
  path: 'Candidates',
  shown: false,
  sorts: CANDIDATE_SORTABLE,
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface CandidateListItem {
  id: number;
  name: string;
  surname: string;
  isFavourite: boolean;
  /** Whether an administrator has opened the candidate (GET admin/Candidates/{id}) yet. */
  isRead: boolean;
  /** When the candidate applied (ISO 8601). */
  createdAt: string;
}

export interface CandidateDetail {
  id: number;
  name: string;
  surname: string;
  number: string;
  email: string;
  resumePath: string | null;
}
