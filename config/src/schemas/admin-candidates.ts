// The console's candidates list.
import type { z } from 'zod';
import { CANDIDATE_SORTABLE } from '../resources/candidate';
import { flag } from './admin-fields';
import { isoDate } from './date-range';
import { adminListQuerySchema } from './query';

/**
 * Ten a page, newest first, `isFavourite=true` for the favourites only, `unread=true` for those no
 * administrator has opened yet, `from` for those who applied since then (the dashboard's links).
 */
export const candidateAdminListQuerySchema = adminListQuerySchema(CANDIDATE_SORTABLE).extend({
  isFavourite: flag('isFavourite').optional(),
  unread: flag('unread').optional(),
  from: isoDate('from'),
});
export type CandidateAdminListQuery = z.infer<typeof candidateAdminListQuerySchema>;
