import type { LanguageCode } from '@qahve/config';
import { publicOrigin } from '../site/site-pages';
import type { CandidateFacts, DigestFacts, ReviewFacts } from './messages';

/**
 * What a mail says, read when its event is made into mails (once, for every recipient): the
 * candidate's name, the review and its product, the day's figures. Links lead to the console's own
 * screens (`/admin/career-list/:id`, the review's moderation dialog), never to a file.
 */

const CANDIDATE = 'api::candidate.candidate';
const REVIEW = 'api::review.review';
const PRODUCT = 'api::product.product';
const SURVEY = 'api::survey.survey';

const consoleUrl = (path: string) => `${publicOrigin(strapi)}/admin${path}`;

/** One row's columns by id, or null where it has been erased since the event. */
const rowOf = async <T>(uid: Parameters<typeof strapi.db.query>[0], id: number, select: string[]) =>
  (await strapi.db.query(uid).findOne({ select, where: { id } })) as T | null;

/** "Name Surname", or the name alone. */
const fullName = (row: { name: string; surname: string | null }) => `${row.name} ${row.surname ?? ''}`.trim();

export async function candidateFacts(candidateId: number): Promise<CandidateFacts> {
  const row = await rowOf<{ name: string; surname: string | null }>(CANDIDATE, candidateId, ['name', 'surname']);
  return {
    id: candidateId,
    name: row ? fullName(row) : null,
    link: consoleUrl(`/career-list/${candidateId}`),
  };
}

async function productNames(productId: number): Promise<Record<LanguageCode, string> | null> {
  const az = await rowOf<{ documentId: string }>(PRODUCT, productId, ['documentId']);
  if (!az) return null;
  const rows = (await strapi.db.query(PRODUCT).findMany({ select: ['name', 'locale'], where: { documentId: az.documentId } })) as Array<{
    name: string;
    locale: LanguageCode;
  }>;
  return Object.fromEntries(rows.map((r) => [r.locale, r.name])) as Record<LanguageCode, string>;
}

export async function reviewFacts(reviewId: number): Promise<ReviewFacts> {
  const row = await rowOf<{ name: string; surname: string | null; feedback: string; productId: number }>(REVIEW, reviewId, [
    'name',
    'surname',
    'feedback',
    'productId',
  ]);
  return {
    id: reviewId,
    author: row ? fullName(row) : null,
    product: row ? await productNames(row.productId) : null,
    feedback: row?.feedback ?? null,
    link: consoleUrl(row ? `/products/${row.productId}/reviews/${reviewId}` : '/reviews'),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-26`: the UTC day `ms` falls in. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day's surveys (not deleted) and their averages, and the reviews waiting now, from the database's aggregates. */
export async function digestFacts(day: string): Promise<DigestFacts> {
  const from = new Date(`${day}T00:00:00.000Z`);
  const before = new Date(from.getTime() + DAY_MS);
  const meta = strapi.db.metadata.get(SURVEY);
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
  const knex = strapi.db.connection;
  const surveys = knex(meta.tableName)
    .where(column('isDeleted'), false)
    .andWhere(column('createdAt'), '>=', from)
    .andWhere(column('createdAt'), '<', before);
  const [quality] = (await surveys
    .clone()
    .count({ n: '*' })
    .avg({ average: column('qualityPoint') })) as Array<{ n: number | string; average: number | string | null }>;

  // Each criterion's answer is a component row, linked to its survey through Strapi's component join table.
  const join = (
    meta.attributes.statisfactions as unknown as {
      joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string }; on?: Record<string, string> };
    }
  ).joinTable;
  const component = strapi.db.metadata.get('survey.satisfaction' as never) as { tableName: string };
  const satisfaction = (await knex(`${component.tableName} as c`)
    .join(`${join.name} as j`, `j.${join.inverseJoinColumn.name}`, 'c.id')
    .join(`${meta.tableName} as s`, 's.id', `j.${join.joinColumn.name}`)
    .where(Object.fromEntries(Object.entries(join.on ?? {}).map(([k, v]) => [`j.${k}`, v])))
    .andWhere(`s.${column('isDeleted')}`, false)
    .andWhere(`s.${column('createdAt')}`, '>=', from)
    .andWhere(`s.${column('createdAt')}`, '<', before)
    .avg({ average: 'c.value' })) as Array<{ average: number | string | null }>;

  const pendingReviews = await strapi.db.query(REVIEW).count({ where: { isConfirmed: false, isRejected: false, isDeleted: false } });
  const average = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return {
    day,
    surveys: Number(quality?.n ?? 0),
    averageQuality: Number(quality?.n ?? 0) > 0 ? average(quality.average) : null,
    averageSatisfaction: average(satisfaction[0]?.average),
    pendingReviews: Number(pendingReviews),
    link: consoleUrl('/'),
  };
}
