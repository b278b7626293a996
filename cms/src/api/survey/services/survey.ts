import {
  DEFAULT_LANGUAGE_ID,
  NO_COMMENT,
  QUALITY_LEVELS,
  STATISTICS_AGE_GROUPS,
  STATISTICS_GENDERS,
  dateRangeOf,
  statisticsAgeGroup,
  type AdminContactSource,
  type AdminSurvey,
  type LanguageId,
  type SortKey,
  type SurveyAdminListQuery,
  type SurveyInput,
  type SurveySortField,
  type SurveyStatistics,
  type SurveyStatisticsQuery,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { notFound } from '../../../lib/api-error';
import { compareSortValues, idsOverGroups } from '../../../lib/grouped-page';
import { rowsByIds } from '../../../lib/localized-documents';
import { paged, pageWindow } from '../../../lib/paging';
import { containsAnyWhere } from '../../../lib/text-search';

const UID = 'api::survey.survey';
const CONTACT_SOURCE = 'api::contact-source.contact-source';

/** The covering indexes the statistics read on SQLite, in group order and by date (bootstrap/indexes.ts). */
export const STATISTICS_INDEX = 'qahve_surveys_statistics_idx';
export const STATISTICS_RANGE_INDEX = 'qahve_surveys_statistics_range_idx';
/** A date range holding fewer answers than this share of all (and at least RANGE_MIN) reads the range index. */
const RANGE_SHARE = 1 / 16;
const RANGE_MIN = 2000;

interface SatisfactionRow {
  key: string;
  value: number;
  languageId: LanguageId;
}

interface SurveyRow {
  id: number;
  gender: boolean;
  age: number;
  qualityPoint: number;
  contactSourceId: number;
  comment: string | null;
  isDeleted: boolean;
  createdAt: string | Date;
  statisfactions?: SatisfactionRow[];
}

type Where = Record<string, unknown>;
type Filters = Omit<SurveyAdminListQuery, 'pageNumber' | 'pageSize' | 'isPaginated' | 'sortBy' | 'sortOrder' | 'sort' | 'languageId'> &
  Partial<Pick<SurveyAdminListQuery, 'sort' | 'sortBy' | 'sortOrder'>>;

/** The list's filters as a database condition; shared by the list and the export. */
export function filterWhere(query: Filters): Where {
  const and: Where[] = [];
  const { from, before } = dateRangeOf(query);
  if (from) and.push({ createdAt: { $gte: from } });
  if (before) and.push({ createdAt: { $lt: before } });
  if (query.contactSourceId !== undefined) and.push({ contactSourceId: query.contactSourceId });
  if (query.gender !== undefined) and.push({ gender: query.gender });
  if (query.age !== undefined) and.push({ age: query.age });
  if (query.qualityPoint !== undefined) and.push({ qualityPoint: query.qualityPoint });
  if (query.isDeleted !== undefined) and.push({ isDeleted: query.isDeleted });
  if (query.q) and.push(containsAnyWhere(UID, ['comment'], query.q));
  return and.length > 0 ? { $and: and } : {};
}

type OrderKey = { field: SurveySortField | 'id'; order: 'asc' | 'desc' };

/** The chosen columns in the order given, then id descending (SPEC §2). */
export function sortKeys(query: Partial<Pick<SurveyAdminListQuery, 'sort' | 'sortBy' | 'sortOrder'>>): OrderKey[] {
  const chosen: SortKey[] = query.sort ?? (query.sortBy ? [{ field: query.sortBy, order: query.sortOrder ?? 'asc' }] : []);
  return [...chosen, { field: 'id', order: 'desc' }];
}

/** Rows strictly after `last` in the order of `keys` (keyset paging: every batch costs the same). */
function after(keys: OrderKey[], last: SurveyRow): Where {
  return {
    $or: keys.map((key, i) => ({
      $and: [
        ...keys.slice(0, i).map((k) => ({ [k.field]: last[k.field] })),
        { [key.field]: { [key.order === 'asc' ? '$gt' : '$lt']: last[key.field] } },
      ],
    })),
  };
}

function toAdminSurvey(row: SurveyRow, sources: Map<number, AdminContactSource>): AdminSurvey {
  return {
    id: row.id,
    gender: row.gender,
    age: row.age,
    qualityPoint: row.qualityPoint,
    comment: row.comment ?? NO_COMMENT,
    isDeleted: row.isDeleted,
    contactSourceId: row.contactSourceId,
    contactSource: sources.get(row.contactSourceId) ?? null,
    statisfactions: [
      {
        statisfactionDictionaries: (row.statisfactions ?? []).map(({ key, value, languageId }) => ({ key, value, languageId })),
      },
    ],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

// --- CSV -----------------------------------------------------------------------------------------

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'gender',
  'age',
  'ageGroup',
  'qualityPoint',
  'quality',
  'contactSourceId',
  'contactSource',
  'comment',
  'statisfactions',
  'isDeleted',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so a visitor's comment can never become a formula in the administrator's Excel.
 */
export function csvCell(value: unknown, { text = false } = {}): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

function nameIn(source: AdminContactSource | null, languageId: LanguageId) {
  if (!source) return null;
  const entries = source.contactSourceDictionaries;
  return (entries.find((e) => e.languageId === languageId) ?? entries[0])?.name ?? null;
}

function csvRow(survey: AdminSurvey, languageId: LanguageId) {
  const group = statisticsAgeGroup(survey.age);
  const criteria = survey.statisfactions
    .flatMap((g) => g.statisfactionDictionaries)
    .map(({ key, value }) => `${key}: ${value}`)
    .join('; ');
  return csvLine([
    csvCell(survey.id),
    csvCell(survey.createdAt),
    csvCell(survey.gender ? 'Male' : 'Female'),
    csvCell(survey.age),
    csvCell(STATISTICS_AGE_GROUPS[group]),
    csvCell(survey.qualityPoint),
    csvCell(QUALITY_LEVELS[survey.qualityPoint] ?? ''),
    csvCell(survey.contactSourceId),
    csvCell(nameIn(survey.contactSource, languageId), { text: true }),
    csvCell(survey.comment, { text: true }),
    csvCell(criteria, { text: true }),
    csvCell(survey.isDeleted),
  ]);
}

// --- Statistics ------------------------------------------------------------------------------------

interface GroupRow {
  contactSourceId: number | string;
  age: number | string;
  qualityPoint: number | string;
  gender: boolean | number | string;
  n: number | string;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true';

export default factories.createCoreService(UID, ({ strapi }) => {
  const surveys = () => strapi.db.query(UID);
  const contactSources = () => strapi.service(CONTACT_SOURCE);

  async function findForAdmin(id: number) {
    const row = (await surveys().findOne({ where: { id }, populate: { statisfactions: true } })) as SurveyRow | null;
    if (!row) throw notFound('Survey');
    const [survey] = await withSources([row]);
    return survey;
  }

  /** Rows to API items, with the contact sources they name read in two queries (or known already). */
  async function withSources(rows: SurveyRow[], known = new Map<number, AdminContactSource>()) {
    const missing = [...new Set(rows.map((row) => row.contactSourceId))].filter((id) => !known.has(id));
    if (missing.length > 0) for (const [id, source] of await contactSources().byIds(missing)) known.set(id, source);
    return rows.map((row) => toAdminSurvey(row, known));
  }

  const orderBy = (keys: OrderKey[]) => keys.map((key) => ({ [key.field]: key.order }));

  /** The column names of the statistics query, as Strapi named them. */
  function columns() {
    const meta = strapi.db.metadata.get(UID);
    const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
    return {
      table: meta.tableName,
      contactSourceId: column('contactSourceId'),
      age: column('age'),
      qualityPoint: column('qualityPoint'),
      gender: column('gender'),
      isDeleted: column('isDeleted'),
      createdAt: column('createdAt'),
    };
  }

  /**
   * The one query behind the four charts: a GROUP BY over the four columns at once, read from a
   * covering index, so the database reads the matching index entries once and hands back at most
   * (sources x ages x 5 x 2) rows, which are folded here.
   * - SQLite has no hash aggregation: it needs the rows in group order, or sorts them. The index
   *   is named (see statisticsIndex): left alone, its planner takes the created_at index for any
   *   range and sorts every matching row (0.4 s for half of 1,000,000 answers, against 0.1 s).
   * - PostgreSQL hashes the groups or reads them in order, choosing between the two indexes by
   *   its statistics (the range index for a short date range).
   */
  function statisticsQuery(query: SurveyStatisticsQuery, index: string | null) {
    const c = columns();
    const { table, where, bindings: whereBindings } = answersNotDeleted(query, index);
    const sql =
      `SELECT ?? AS "contactSourceId", ?? AS "age", ?? AS "qualityPoint", ?? AS "gender", COUNT(*) AS "n" ` +
      `FROM ${table} WHERE ${where} GROUP BY ??, ??, ??, ??`;
    const bindings = [c.contactSourceId, c.age, c.qualityPoint, c.gender, ...whereBindings, c.contactSourceId, c.age, c.qualityPoint, c.gender];
    return { sql, bindings, knex: strapi.db.connection };
  }

  /** `FROM` and `WHERE` of the answers not deleted within the query's dates, read through `index` if named. */
  function answersNotDeleted(query: SurveyStatisticsQuery, index: string | null) {
    const c = columns();
    const { from, before } = dateRangeOf(query);
    const schema = strapi.db.getSchemaName();
    const conditions = ['?? = ?'];
    const bindings: unknown[] = [schema ? `${schema}.${c.table}` : c.table, c.isDeleted, false];
    if (from) {
      conditions.push('?? >= ?');
      bindings.push(c.createdAt, from);
    }
    if (before) {
      conditions.push('?? < ?');
      bindings.push(c.createdAt, before);
    }
    return { table: `??${index ? ` INDEXED BY "${index}"` : ''}`, where: conditions.join(' AND '), bindings };
  }

  /**
   * The index SQLite reads the statistics from (null on PostgreSQL, whose planner chooses well):
   * - the group-order index reads every answer once, in group order, the date checked on each
   *   entry: about 0.1 s at 1,000,000 answers, whatever the range;
   * - the range index reads only the range's answers, but they must then be sorted into their
   *   groups, which costs more per answer: at 1,000,000 answers over two years, 30 days took
   *   0.04 to 0.08 s against 0.1 to 0.18 s, 90 days 0.3 s against 0.12 s.
   * So a range holding fewer than one answer in 16 reads the range index. The range's answers are
   * counted on that index, stopping at that many; all answers are about the highest id (answers
   * are flagged, never removed).
   */
  async function statisticsIndex(query: SurveyStatisticsQuery) {
    if (strapi.db.dialect.client !== 'sqlite') return null;
    const { from, before } = dateRangeOf(query);
    if (!from && !before) return STATISTICS_INDEX;
    const knex = strapi.db.connection;
    const [{ max }] = await knex(columns().table).max({ max: 'id' });
    const enough = Math.max(RANGE_MIN, Math.floor(Number(max ?? 0) * RANGE_SHARE));
    const { table, where, bindings } = answersNotDeleted(query, STATISTICS_RANGE_INDEX);
    const [{ n }] = (await knex.raw(`SELECT count(*) AS "n" FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ?)`, [...bindings, enough])) as Array<{
      n: number;
    }>;
    return Number(n) < enough ? STATISTICS_RANGE_INDEX : STATISTICS_INDEX;
  }

  /**
   * A page of the whole list in a sort on gender, age and quality point, then id descending, group
   * by group (lib/grouped-page.ts): those columns hold at most 2 x 6 x 5 combinations of values,
   * each read in id order from an index on the sorted columns and id (bootstrap/indexes.ts). Null
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

  async function groupRows(query: SurveyStatisticsQuery): Promise<GroupRow[]> {
    const { sql, bindings, knex } = statisticsQuery(query, await statisticsIndex(query));
    if (strapi.db.dialect.client === 'sqlite') return (await knex.raw(sql, bindings)) as GroupRow[];
    // PostgreSQL's planner prices a parallel table scan below the index-only scan of this narrow
    // table, which measured 1.4x slower at 1,000,000 answers: the scan is ruled out for this query.
    const result = (await knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      return trx.raw(sql, bindings);
    })) as unknown as { rows: GroupRow[] };
    return result.rows;
  }

  return {
    /** Stores one answer; the criteria of its single satisfaction group become component rows. */
    async submit(input: SurveyInput) {
      const entries = input.statisfactions.flatMap((group) => group.statisfactionDictionaries);
      const created = await strapi.documents(UID).create({
        data: {
          gender: input.gender,
          age: input.age,
          qualityPoint: input.qualityPoint,
          contactSourceId: input.contactSourceId,
          comment: input.comment ?? NO_COMMENT,
          isDeleted: false,
          statisfactions: entries,
        } as any,
      });
      return created.id as number;
    },

    /**
     * The console's list: deleted answers included (flagged), sorted on several columns, then id
     * desc. The page's ids come first (an unfiltered sort group by group, see sortedPage), then
     * their rows and criteria, read in slices: the whole list (isPaginated=false) holds more ids
     * than one query may name.
     */
    async listForAdmin(query: SurveyAdminListQuery) {
      const where = filterWhere(query);
      const keys = sortKeys(query);
      const window = pageWindow(query);
      const sorted = window.limit !== undefined && keys.length > 1 && Object.keys(where).length === 0 ? await sortedPage(keys, window) : null;
      const { ids, total } = sorted ?? (await pageIds(where, keys, window));
      const rows = (await rowsByIds(UID, ids, { statisfactions: true })) as unknown as SurveyRow[];
      return paged(await withSources(rows), total, query);
    },

    findForAdmin,

    /** Soft delete and revert: the flag only. */
    async setDeleted(id: number, isDeleted: boolean) {
      const { count } = await surveys().updateMany({ where: { id }, data: { isDeleted, updatedAt: new Date() } });
      if (count === 0) throw notFound('Survey');
      return findForAdmin(id);
    },

    /**
     * The filtered answers as CSV text, a line at a time: a header row, then the rows in the
     * list's order, read from the database in batches with keyset paging (memory stays flat
     * whatever the number of answers). A byte order mark lets spreadsheet programs read UTF-8.
     */
    async *exportCsv(query: SurveyAdminListQuery, batchSize = 500): AsyncGenerator<string> {
      const languageId = (query.languageId ?? DEFAULT_LANGUAGE_ID) as LanguageId;
      const keys = sortKeys(query);
      const where = filterWhere(query);
      const known = new Map<number, AdminContactSource>();
      yield `\uFEFF${csvLine([...CSV_COLUMNS])}`;
      let last: SurveyRow | null = null;
      for (;;) {
        const rows = (await surveys().findMany({
          where: last ? { $and: [where, after(keys, last)] } : where,
          orderBy: orderBy(keys),
          populate: { statisfactions: true },
          limit: batchSize,
        })) as SurveyRow[];
        if (rows.length === 0) return;
        const items = await withSources(rows, known);
        yield items.map((survey) => csvRow(survey, languageId)).join('');
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    /** The four charts of SPEC §2 over the answers not deleted, optionally within from/to. */
    async statistics(query: SurveyStatisticsQuery): Promise<SurveyStatistics> {
      const rows = await groupRows(query);
      const bySource = new Map<number, number>();
      const ages = [0, 0, 0, 0];
      const quality = new Map<number, number>(QUALITY_LEVELS.map((_, i) => [i, 0]));
      let male = 0;
      let female = 0;
      let total = 0;
      for (const row of rows) {
        const n = Number(row.n);
        total += n;
        const sourceId = Number(row.contactSourceId);
        bySource.set(sourceId, (bySource.get(sourceId) ?? 0) + n);
        ages[statisticsAgeGroup(Number(row.age))] += n;
        const point = Number(row.qualityPoint);
        quality.set(point, (quality.get(point) ?? 0) + n);
        if (truthy(row.gender)) male += n;
        else female += n;
      }

      // Every live source (a zero is a bar too), and any deleted one that past answers name.
      const ids = [...new Set([...(await contactSources().liveIds()), ...bySource.keys()])].sort((a, b) => a - b);
      const sources = await contactSources().byIds(ids);
      const { from, before } = dateRangeOf(query);
      return {
        total,
        from: from?.toISOString() ?? null,
        to: before ? new Date(before.getTime() - 1).toISOString() : null,
        contactSources: ids.map((id) => ({
          contactSourceId: id,
          contactSourceDictionaries: sources.get(id)?.contactSourceDictionaries ?? [],
          isDeleted: sources.get(id)?.isDeleted ?? true,
          count: bySource.get(id) ?? 0,
        })),
        ageGroups: STATISTICS_AGE_GROUPS.map((label, age) => ({ age, label, count: ages[age] })),
        qualityPoints: [...quality.entries()]
          .sort(([a], [b]) => a - b)
          .map(([qualityPoint, count]) => ({ qualityPoint, label: QUALITY_LEVELS[qualityPoint] ?? null, count })),
        genders: STATISTICS_GENDERS.map(({ gender, label }) => ({ gender, label, count: gender ? male : female })),
      };
    },

    /** The statistics SQL and its plan, for the benchmark and the tests. */
    async statisticsPlan(query: SurveyStatisticsQuery) {
      const { sql, bindings, knex } = statisticsQuery(query, await statisticsIndex(query));
      const sqlite = strapi.db.dialect.client === 'sqlite';
      const explain = `${sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${sql}`;
      const result = sqlite
        ? await knex.raw(explain, bindings)
        : await knex.transaction(async (trx) => {
            await trx.raw('SET LOCAL enable_seqscan = off');
            return trx.raw(explain, bindings);
          });
      const rows = (Array.isArray(result) ? result : result.rows) as Array<Record<string, unknown>>;
      return rows.map((row) => String(sqlite ? row.detail : row['QUERY PLAN']));
    },
  };
});
