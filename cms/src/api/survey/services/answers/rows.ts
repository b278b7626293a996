import {
  dateRangeOf,
  NO_COMMENT,
  type AdminContactSource,
  type AdminSurvey,
  type LanguageId,
  type SortKey,
  type SurveyAdminListQuery,
  type SurveySortField,
} from '@qahve/config';
import { allOf } from '../../../../lib/http/list-query';
import { containsAnyWhere } from '../../../../lib/content/text-search';
import { serviceOf } from '../../../../lib/registry/services';

/** What the survey service's jobs (submitting, listing, export, statistics) share: the rows and their API shape. */

export const UID = 'api::survey.survey';
const CONTACT_SOURCE = 'api::contact-source.contact-source';

interface SatisfactionRow {
  key: string;
  value: number;
  languageId: LanguageId;
}

export interface SurveyRow {
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

export type Where = Record<string, unknown>;
type Filters = Omit<SurveyAdminListQuery, 'pageNumber' | 'pageSize' | 'isPaginated' | 'sortBy' | 'sortOrder' | 'sort' | 'languageId'> &
  Partial<Pick<SurveyAdminListQuery, 'sort' | 'sortBy' | 'sortOrder'>>;

export const surveys = () => strapi.db.query(UID);

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
  return allOf(and);
}

export type OrderKey = { field: SurveySortField | 'id'; order: 'asc' | 'desc' };

/** The chosen columns in the order given, then id descending. */
export function sortKeys(query: Partial<Pick<SurveyAdminListQuery, 'sort' | 'sortBy' | 'sortOrder'>>): OrderKey[] {
  const chosen: SortKey[] = query.sort ?? (query.sortBy ? [{ field: query.sortBy, order: query.sortOrder ?? 'asc' }] : []);
  return [...chosen, { field: 'id', order: 'desc' }];
}

export const orderBy = (keys: OrderKey[]) => keys.map((key) => ({ [key.field]: key.order }));

/** The column names of the survey table, as Strapi named them. */
export function columns() {
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

export const contactSources = () => serviceOf(strapi, CONTACT_SOURCE);

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

/** Rows to API items, with the contact sources they name read in two queries (or known already). */
export async function withSources(rows: SurveyRow[], known = new Map<number, AdminContactSource>()) {
  const missing = [...new Set(rows.map((row) => row.contactSourceId))].filter((id) => !known.has(id));
  if (missing.length > 0) for (const [id, source] of await contactSources().byIds(missing)) known.set(id, source);
  return rows.map((row) => toAdminSurvey(row, known));
}
