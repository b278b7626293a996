import { SURVEY_SORTABLE, type AdminSurvey } from '@qahve/config';
import type { ResourceApi } from '../../api/dataProvider';

/**
 * `GET admin/Surveys` (SPEC §7; filters `from`, `to`, `contactSourceId`, `gender`, `age`,
 * `qualityPoint`, `isDeleted`; multi-column `sort`). The resource is named after the spec's route
 * (`/admin/survey`). Only the list for now (the dashboard's weekly count).
 */
export const surveyApi: ResourceApi<AdminSurvey> = {
  path: 'Surveys',
  getOne: 'endpoint',
  sortable: SURVEY_SORTABLE,
};
