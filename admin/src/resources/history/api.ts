import type { HistoryEntry } from '@qahve/config';
import type { ResourceApi } from '../../api/dataProvider';
import type { Query } from '../../api/http';

/** The Activity page's filters as `GET admin/History` takes them (empty ones left out; dates as the day, UTC). */
export function historyFilterQuery(filter: Record<string, unknown>): Query {
  const query: Query = {};
  for (const key of ['resource', 'action', 'userId', 'entityId', 'from', 'to'] as const) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') continue;
    query[key] = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  }
  return query;
}

/** `GET admin/History` (docs/history.md): the audit trail, newest first, paged and filtered on the server. */
export const historyApi: ResourceApi<HistoryEntry> = {
  path: 'History',
  getOne: 'list',
  filterQuery: historyFilterQuery,
};
