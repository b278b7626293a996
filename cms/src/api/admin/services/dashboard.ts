import {
  DASHBOARD_DAYS,
  DASHBOARD_PENDING_REVIEWS,
  DASHBOARD_TOP_PRODUCTS,
  languageIdOf,
  mondayOf,
  reviewAdminListQuerySchema,
  type Dashboard,
  type DashboardDay,
  type LanguageId,
  type NameDictionary,
} from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { STATISTICS_RANGE_INDEX } from '../../../lib/registry/resources';
import { serviceOf } from '../../../lib/registry/services';
import { translationCounts } from '../../../lib/translations';

const SURVEY = 'api::survey.survey';
const REVIEW = 'api::review.review';
const CANDIDATE = 'api::candidate.candidate';
const PRODUCT = 'api::product.product';
const DAY = 24 * 3600 * 1000;

type Row = Record<string, unknown>;

/**
 * The console's dashboard (GET admin/Dashboard): every card's figures from a handful of aggregate
 * queries, each answered from an index (cms/src/lib/registry/resources.ts), none reading rows one by one:
 * - surveys: one GROUP BY over the UTC day of the last 2 × 30 days, counting the answers and summing
 *   their quality points, read from the statistics' date-range covering index (is_deleted, created_at,
 *   …, quality_point); the earlier 30 days give the trend's reference;
 * - reviews: the pending count and the newest five through the review list (its status index), and
 *   one GROUP BY product over the (product_id, is_confirmed, is_rejected, is_deleted, …) index;
 * - candidates: three counts, on the created_at and read_at indexes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const sqlite = () => strapi.db.dialect.client === 'sqlite';

  /** A content type's table (with the schema, on PostgreSQL) and a column name of one of its attributes. */
  function tableOf(uid: string) {
    const meta = strapi.db.metadata.get(uid as never);
    const schema = strapi.db.getSchemaName();
    return {
      table: schema ? `${schema}.${meta.tableName}` : meta.tableName,
      col: (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute,
    };
  }

  /** Rows of a raw query, whichever the dialect (PostgreSQL's driver wraps them). */
  async function rowsOf(sql: string, bindings: unknown[], { noSeqScan = false } = {}): Promise<Row[]> {
    if (sqlite()) return (await knex().raw(sql, bindings as never[])) as Row[];
    // As for the statistics: PostgreSQL prices a parallel table scan below the index-only scan of
    // these narrow aggregates, which is the slower of the two on a large table.
    const result = noSeqScan
      ? ((await knex().transaction(async (trx) => {
          await trx.raw('SET LOCAL enable_seqscan = off');
          return trx.raw(sql, bindings as never[]);
        })) as unknown as { rows: Row[] })
      : ((await knex().raw(sql, bindings as never[])) as unknown as { rows: Row[] });
    return result.rows;
  }

  /** The days of the chart and the 30 before them, in one pass over the covering range index. */
  async function surveys(now: Date): Promise<Dashboard['surveys']> {
    const { table, col } = tableOf(SURVEY);
    const today = Math.floor(now.getTime() / DAY);
    const first = today - (DASHBOARD_DAYS - 1);
    const earliest = first - DASHBOARD_DAYS;
    // The UTC day number since 1970 of each answer: SQLite keeps Strapi's dates as epoch milliseconds.
    const dayOf = sqlite() ? `(?? / ${DAY})` : `FLOOR(EXTRACT(EPOCH FROM ??) / 86400)`;
    const index = sqlite() ? ` INDEXED BY "${STATISTICS_RANGE_INDEX}"` : '';
    const sql =
      `SELECT ${dayOf} AS "day", COUNT(*) AS "n", SUM(??) AS "points" FROM ??${index} ` + `WHERE ?? = ? AND ?? >= ? GROUP BY ${dayOf}`;
    const rows = await rowsOf(
      sql,
      [col('createdAt'), col('qualityPoint'), table, col('isDeleted'), false, col('createdAt'), new Date(earliest * DAY), col('createdAt')],
      { noSeqScan: true },
    );
    const byDay = new Map<number, { n: number; points: number }>();
    for (const row of rows) byDay.set(Number(row.day), { n: Number(row.n), points: Number(row.points ?? 0) });

    const average = (from: number, to: number) => {
      let n = 0;
      let points = 0;
      for (let d = from; d <= to; d++) {
        n += byDay.get(d)?.n ?? 0;
        points += byDay.get(d)?.points ?? 0;
      }
      return { n, average: n > 0 ? round(points / n) : null };
    };
    const days: DashboardDay[] = [];
    for (let d = first; d <= today; d++) {
      const { n = 0, points = 0 } = byDay.get(d) ?? {};
      days.push({ date: isoDay(d), count: n, averageQuality: n > 0 ? round(points / n) : null });
    }
    const current = average(first, today);
    return {
      from: isoDay(first),
      to: isoDay(today),
      total: current.n,
      averageQuality: current.average,
      previousAverageQuality: average(earliest, first - 1).average,
      days,
    };
  }

  async function reviews(): Promise<Dashboard['reviews']> {
    const query = reviewAdminListQuerySchema.parse({ status: 'pending', pageSize: DASHBOARD_PENDING_REVIEWS });
    const page = await serviceOf(strapi, REVIEW).listForAdmin(query);
    return { pending: page.totalItems, newest: page.items };
  }

  async function candidates(now: Date): Promise<Dashboard['candidates']> {
    const { table, col } = tableOf(CANDIDATE);
    const weekStart = mondayOf(now);
    const count = async (where: string, bindings: unknown[]) =>
      Number((await rowsOf(`SELECT COUNT(*) AS "n" FROM ??${where ? ` WHERE ${where}` : ''}`, [table, ...bindings]))[0]?.n ?? 0);
    const [thisWeek, unread, total] = await Promise.all([
      count('?? >= ?', [col('createdAt'), new Date(`${weekStart}T00:00:00Z`)]),
      count('?? IS NULL', [col('readAt')]),
      count('', []),
    ]);
    return { weekStart, thisWeek, unread, total };
  }

  async function products(): Promise<Dashboard['products']> {
    const { table, col } = tableOf(REVIEW);
    const rows = await rowsOf(
      `SELECT ?? AS "productId", COUNT(*) AS "n", SUM(CASE WHEN ?? = ? AND ?? = ? THEN 1 ELSE 0 END) AS "pending" ` +
        `FROM ?? WHERE ?? = ? GROUP BY ?? ORDER BY COUNT(*) DESC, ?? ASC LIMIT ?`,
      [
        col('productId'),
        col('isConfirmed'),
        false,
        col('isRejected'),
        false,
        table,
        col('isDeleted'),
        false,
        col('productId'),
        col('productId'),
        DASHBOARD_TOP_PRODUCTS,
      ],
    );
    const ids = rows.map((row) => Number(row.productId));
    const names = await productNames(ids);
    return {
      mostReviewed: rows.map((row) => ({
        productId: Number(row.productId),
        productDictionaries: names.get(Number(row.productId)) ?? [],
        reviews: Number(row.n),
        pending: Number(row.pending ?? 0),
      })),
    };
  }

  /** The three names of products by stable id (the Azerbaijani row's id): two reads whatever their number. */
  async function productNames(ids: number[]) {
    const names = new Map<number, NameDictionary[]>();
    if (ids.length === 0) return names;
    const products = strapi.db.query(PRODUCT as never);
    const stable = (await products.findMany({ select: ['id', 'documentId'], where: { id: { $in: ids } } })) as Array<{
      id: number;
      documentId: string;
    }>;
    const idOf = new Map(stable.map((row) => [row.documentId, row.id]));
    const rows = (await products.findMany({
      select: ['documentId', 'locale', 'name'],
      where: { documentId: { $in: [...idOf.keys()] } },
    })) as Array<{ documentId: string; locale: string; name: string | null }>;
    for (const row of rows) {
      const id = idOf.get(row.documentId);
      const languageId = languageIdOf(row.locale) as LanguageId | undefined;
      if (id === undefined || languageId === undefined) continue;
      names.set(
        id,
        [...(names.get(id) ?? []), { languageId, name: row.name ?? '' }].sort((a, b) => a.languageId - b.languageId),
      );
    }
    return names;
  }

  return {
    /** Every card of the dashboard, read at `now`. */
    async overview(now = new Date()): Promise<Dashboard> {
      // One after another: SQLite has one connection, and on PostgreSQL these short reads gain little from a pool.
      const survey = await surveys(now);
      const review = await reviews();
      const candidate = await candidates(now);
      const product = await products();
      const translations = (await translationCounts()).items;
      return { generatedAt: now.toISOString(), reviews: review, surveys: survey, candidates: candidate, products: product, translations };
    },
  };
};

const round = (value: number) => Math.round(value * 100) / 100;
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
