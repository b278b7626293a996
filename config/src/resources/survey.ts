import { SURVEY_SORTABLE } from '../schemas/admin-moderation';
import type { ResourceDescriptor } from './define';

/** Answers of the satisfaction survey: posted by visitors, read only in the console. */
export const surveyResource = {
  path: 'Surveys',
  shown: false,
  sorts: SURVEY_SORTABLE,
} satisfies ResourceDescriptor;
