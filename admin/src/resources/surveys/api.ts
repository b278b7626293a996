import { HttpError } from 'ra-core';
import { surveyFilterShape, surveyResource, type AdminSurvey, type LanguageId, type SurveyStatistics } from '@qahve/config';
import { describedApi } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { request, type ApiFile, type Query } from '../../api/http';
import { surveySortParam, type SurveySort } from './sort';

const FILTERS = [...Object.keys(surveyFilterShape), 'q'];
const scalar = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * `GET admin/Surveys` (filters `from`, `to`, `contactSourceId`, `gender`, `age`,
 * `qualityPoint`, `isDeleted`), `DELETE admin/Surveys/:id`, `PUT admin/Surveys/revert/:id` and
 * `GET admin/Surveys/:id`. The resource is named after the spec's route (`/admin/survey`). The
 * list's multi-column sort comes as the filter `sort` (a sort list, see sort.ts) and goes out as
 * the API's `sort=age:desc,gender:asc`.
 */
export const surveyApi: ResourceApi<AdminSurvey> = {
  ...describedApi(surveyResource),
  getOne: 'endpoint',
  filterQuery: (filter) => {
    const query: Query = {};
    for (const key of FILTERS) if (scalar(filter[key])) query[key] = filter[key];
    const sort = Array.isArray(filter.sort) ? surveySortParam(filter.sort as SurveySort) : '';
    if (sort) query.sort = sort;
    return query;
  },
};

/** A date range of the statistics and the export: `YYYY-MM-DD` days, both inclusive, either open. */
export interface SurveyRange {
  from?: string;
  to?: string;
}

/** `GET admin/Surveys/Statistics`: the four charts' counts over the answers not deleted. */
export async function fetchSurveyStatistics(range: SurveyRange, signal?: AbortSignal): Promise<SurveyStatistics> {
  const { json } = await request<SurveyStatistics>('Surveys/Statistics', { query: { ...range }, signal });
  return json;
}

/**
 * `GET admin/Surveys/Export`: the CSV's bytes (with the byte order mark spreadsheet programs need)
 * and the server's file name, fetched with the bearer token, so no URL of it is ever public.
 * Contact sources are named in `languageId`.
 */
export async function fetchSurveyExport(range: SurveyRange, languageId: LanguageId): Promise<ApiFile> {
  const { file } = await request('Surveys/Export', { query: { ...range, languageId }, responseType: 'file' });
  if (!file) throw new HttpError('ra.notification.http_error', 0);
  return file;
}

/** The name to save the export under when the server sends none: `surveys-<from>_<to>.csv`. */
export function exportFileName({ from, to }: SurveyRange): string {
  return from || to ? `surveys-${from || 'start'}_${to || 'today'}.csv` : 'surveys-all.csv';
}
