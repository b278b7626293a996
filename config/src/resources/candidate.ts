import { CANDIDATE_SORTABLE } from '../schemas/admin-moderation';
import type { ResourceDescriptor } from './define';

/** Job candidates: posted by visitors with a CV, read only in the console. */
export const candidateResource = {
  path: 'Candidates',
  shown: false,
  sorts: CANDIDATE_SORTABLE,
} satisfies ResourceDescriptor;
