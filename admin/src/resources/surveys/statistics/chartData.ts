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

const cycle = (palette: string[], count: number) => Array.from({ length: count }, (_, i) => palette[i % palette.length]);

export function chartsOf(stats: SurveyStatistics, translate: Translate, locale: string): ChartSpec[] {
  const deleted = translate('app.common.deleted').toLowerCase();
  const sourceName = (source: SurveyStatistics['contactSources'][number]) => {
    const name = displayText(source.contactSourceDictionaries, locale) ?? translate('app.common.unnamed');
    return source.isDeleted ? `${name} (${deleted})` : name;
  };
  return [
    {
      key: 'contactSources',
      type: 'bar',
      labels: stats.contactSources.map(sourceName),
      values: stats.contactSources.map((s) => s.count),
      colors: cycle(BAR_COLORS, stats.contactSources.length),
    },
    {
      key: 'ageGroups',
      type: 'bar',
      // The survey form's bands in the console's language, as the survey list names them.
      labels: stats.ageGroups.map((g) => ageLabel(translate, g.age)),
      values: stats.ageGroups.map((g) => g.count),
      colors: cycle(BAR_COLORS, stats.ageGroups.length),
    },
    {
      key: 'satisfaction',
      type: 'pie',
      labels: stats.qualityPoints.map((q) => qualityLabel(translate, q.qualityPoint)),
      values: stats.qualityPoints.map((q) => q.count),
      colors: cycle(QUALITY_COLORS, stats.qualityPoints.length),
    },
    {
      key: 'genders',
      type: 'doughnut',
      labels: stats.genders.map((g) => genderLabel(translate, g.gender)),
      values: stats.genders.map((g) => g.count),
      colors: stats.genders.map((g) => GENDER_COLORS[g.gender ? 0 : 1]),
    },
  ];
}
