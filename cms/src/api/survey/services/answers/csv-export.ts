import {
  DEFAULT_LANGUAGE_ID,
  pickDictionary,
  QUALITY_LEVELS,
  STATISTICS_AGE_GROUPS,
  statisticsAgeGroup,
  type AdminContactSource,
  type AdminSurvey,
  type LanguageId,
  type SurveyAdminListQuery,
} from '@qahve/config';
import { filterWhere, orderBy, sortKeys, surveys, withSources, type OrderKey, type SurveyRow, type Where } from './rows';

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
  return pickDictionary(source.contactSourceDictionaries, languageId)?.name ?? null;
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

/**
 * The filtered answers as CSV text, a line at a time: a header row, then the rows in the
 * list's order, read from the database in batches with keyset paging (memory stays flat
 * whatever the number of answers). A byte order mark lets spreadsheet programs read UTF-8.
 */
export async function* exportCsv(query: SurveyAdminListQuery, batchSize = 500): AsyncGenerator<string> {
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
}
