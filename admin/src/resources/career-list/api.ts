import { CANDIDATE_SORTABLE, type CandidateListItem } from '@qahve/config';
import type { ResourceApi } from '../../api/dataProvider';

/**
 * `GET admin/Candidates` (SPEC §7; newest first, `isFavourite` filter). The resource is named after
 * the spec's routes (`/admin/career-list`, `/admin/career-list/:id`). Only the list for now (the
 * dashboard's count).
 */
export const candidatesApi: ResourceApi<CandidateListItem> = {
  path: 'Candidates',
  getOne: 'endpoint',
  sortable: CANDIDATE_SORTABLE,
};
