import { SURVEY_SORTABLE, type SortKey, type SurveySortField } from '@qahve/config';

/**
 * The survey list's multi-column sort: gender, age and quality point sort together, in
 * the order their headers were first clicked; each click on a header cycles its column ascending,
 * descending, off. The list is `sort=age:desc,gender:asc` both in the page's URL and in the API
 * call, whose order then ends with id descending.
 */
export type SurveySort = SortKey[];

export function nextSurveySort(sort: SurveySort, field: SurveySortField): SurveySort {
  const current = sort.find((key) => key.field === field);
  if (!current) return [...sort, { field, order: 'asc' }];
  // Descending keeps the column's place in the order; off removes it.
  if (current.order === 'asc') return sort.map((key) => (key.field === field ? { field, order: 'desc' } : key));
  return sort.filter((key) => key.field !== field);
}

export const surveySortParam = (sort: SurveySort) => sort.map(({ field, order }) => `${field}:${order}`).join(',');

const isSortField = (field: string): field is SurveySortField => (SURVEY_SORTABLE as readonly string[]).includes(field);

/** The URL's `sort` as a sort list; anything the API would refuse (unknown, repeated) is left out. */
export function parseSurveySort(param: string | null | undefined): SurveySort {
  const sort: SurveySort = [];
  for (const part of (param ?? '').split(',')) {
    const [field = '', order = 'asc'] = part.trim().split(':');
    if (!isSortField(field) || sort.some((key) => key.field === field)) continue;
    if (order !== 'asc' && order !== 'desc') continue;
    sort.push({ field, order });
  }
  return sort;
}
