import type { SurveyAdminListQuery, SurveySortField } from '@qahve/config';
import { notFound } from '../../../../lib/http/api-error';
import { compareSortValues, idsOverGroups } from '../../../../lib/http/grouped-page';
import { rowsByIds } from '../../../../lib/content/localized-documents';
import { paged, pageWindow } from '../../../../lib/http/paging';
import { columns, filterWhere, orderBy, sortKeys, surveys, UID, withSources, type OrderKey, type SurveyRow, type Where } from './rows';

/**
 * A page of the whole list in a sort on gender, age and quality point, then id descending, group
 * by group (lib/http/grouped-page.ts): those columns hold at most 2 x 6 x 5 combinations of values,
 * each read in id order from an index on the sorted columns and id (lib/registry/resources.ts). Null
 * when some row lacks a value (the database's own order then decides where those go).
 */
async function sortedPage(keys: OrderKey[], window: { offset: number; limit: number }) {
  const c = columns();
  const knex = strapi.db.connection;
  const sorted = keys.filter((key) => key.field !== 'id').map((key) => ({ key: c[key.field as SurveySortField], order: key.order }));
  const names = sorted.map((column) => column.key);
  const groups = (await knex(c.table).select(names).count({ n: '*' }).groupBy(names)) as Array<Record<string, unknown>>;
  if (groups.some((group) => names.some((name) => group[name] === null))) return null;
  groups.sort(compareSortValues(sorted));
  const ids = await idsOverGroups(
    groups.map((group) => ({
      count: Number(group.n),
      ids: async (offset, limit) => {
        const rows = await knex(c.table)
          .select('id')
          .where(Object.fromEntries(names.map((name) => [name, group[name]])))
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit);
        return rows.map((row: { id: number | string }) => Number(row.id));
      },
    })),
    window.offset,
    window.limit,
  );
  return { ids, total: groups.reduce((sum, group) => sum + Number(group.n), 0) };
}

/** The ids of a page (or of all the answers) in the list's order, and how many answers match. */
async function pageIds(where: Where, keys: OrderKey[], window: { offset?: number; limit?: number }) {
  const [rows, counted] = await Promise.all([
    surveys().findMany({ select: ['id'], where, orderBy: orderBy(keys), ...window }) as Promise<Array<{ id: number }>>,
    window.limit === undefined ? Promise.resolve(null) : surveys().count({ where }),
  ]);
  return { ids: rows.map((row) => row.id), total: counted ?? rows.length };
}

/**
 * The console's list: deleted answers included (flagged), sorted on several columns, then id
 * desc. The page's ids come first (an unfiltered sort group by group, see sortedPage), then
 * their rows and criteria, read in slices: the whole list (isPaginated=false) holds more ids
 * than one query may name.
 */
export async function listForAdmin(query: SurveyAdminListQuery) {
  const where = filterWhere(query);
  const keys = sortKeys(query);
  const window = pageWindow(query);
  const sorted = window.limit !== undefined && keys.length > 1 && Object.keys(where).length === 0 ? await sortedPage(keys, window) : null;
  const { ids, total } = sorted ?? (await pageIds(where, keys, window));
  const rows = (await rowsByIds(UID, ids, { statisfactions: true })) as unknown as SurveyRow[];
  return paged(await withSources(rows), total, query);
}

export async function findForAdmin(id: number) {
  const row = (await surveys().findOne({ where: { id }, populate: { statisfactions: true } })) as SurveyRow | null;
  if (!row) throw notFound('Survey');
  const [survey] = await withSources([row]);
  return survey;
}

/** Soft delete and revert: the flag only. */
export async function setDeleted(id: number, isDeleted: boolean) {
  const { count } = await surveys().updateMany({ where: { id }, data: { isDeleted, updatedAt: new Date() } });
  if (count === 0) throw notFound('Survey');
  return findForAdmin(id);
}
