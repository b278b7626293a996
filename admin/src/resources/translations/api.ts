import type { TranslationItem } from '@qahve/config';
import type { ResourceApi } from '../../api/dataProvider';
import type { Query } from '../../api/http';

/** The Translations page's filters as `GET admin/Translations` takes them (empty ones left out). */
export function translationFilterQuery(filter: Record<string, unknown>): Query {
  const query: Query = {};
  for (const key of ['languageId', 'resource', 'status', 'entityId'] as const) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') continue;
    query[key] = String(value);
  }
  return query;
}

/** `GET admin/Translations` (docs/translations.md): what is missing or out of date, paged and filtered on the server. */
export const translationsApi: ResourceApi<TranslationItem> = {
  path: 'Translations',
  getOne: 'list',
  filterQuery: translationFilterQuery,
};
