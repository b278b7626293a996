import type { SurveyStatistics } from '@qahve/config';
import { displayText } from '../../../common/dictionaries';
import { ageLabel, genderLabel, qualityLabel } from '../labels';

/**
 * The four charts of the survey dashboard from `GET admin/Surveys/Statistics`, as plain
 * data: what each chart draws, and what its hidden table reads out. Colours are fixed.
 */

export type ChartKey = 'contactSources' | 'ageGroups' | 'satisfaction' | 'genders';
export type ChartType = 'bar' | 'pie' | 'doughnut';

export interface ChartSpec {
  key: ChartKey;
  type: ChartType;
  labels: string[];
  values: number[];
  colors: string[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Coffee tones for the bars, cycled when there are more sources than colours. */
export const BAR_COLORS = ['#6f4e37', '#c8814a', '#588157', '#3d5a80', '#b56576', '#d4a373', '#3a5a40', '#8d5b4c'];
/** Very bad to excellent: red to green. */
export const QUALITY_COLORS = ['#b23a48', '#e07a5f', '#e9c46a', '#81b29a', '#2a7f62'];
/** Male, female. */
export const GENDER_COLORS = ['#3d5a80', '#e07a5f'];

/** The palette's colours in turn, from the first again when there are more rows than colours. */
const cycled = (palette: string[]) => (_row: unknown, index: number) => palette[index % palette.length];

/** A chart of counted rows: each row's label, its count and its colour. */
function counted<Row extends { count: number }>(
  key: ChartKey,
  type: ChartType,
  rows: Row[],
  label: (row: Row) => string,
  color: (row: Row, index: number) => string,
): ChartSpec {
  return { key, type, labels: rows.map((row) => label(row)), values: rows.map((row) => row.count), colors: rows.map(color) };
}

export function chartsOf(stats: SurveyStatistics, translate: Translate, locale: string): ChartSpec[] {
  const deleted = translate('app.common.deleted').toLowerCase();
  const sourceName = (source: SurveyStatistics['contactSources'][number]) => {
    const name = displayText(source.contactSourceDictionaries, locale) ?? translate('app.common.unnamed');
    return source.isDeleted ? `${name} (${deleted})` : name;
  };
  return [
    counted('contactSources', 'bar', stats.contactSources, sourceName, cycled(BAR_COLORS)),
    // The survey form's bands in the console's language, as the survey list names them.
    counted('ageGroups', 'bar', stats.ageGroups, (g) => ageLabel(translate, g.age), cycled(BAR_COLORS)),
    counted('satisfaction', 'pie', stats.qualityPoints, (q) => qualityLabel(translate, q.qualityPoint), cycled(QUALITY_COLORS)),
    counted(
      'genders',
      'doughnut',
      stats.genders,
      (g) => genderLabel(translate, g.gender),
      (g) => GENDER_COLORS[g.gender ? 0 : 1],
    ),
  ];
}
