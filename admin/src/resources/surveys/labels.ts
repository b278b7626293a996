import {
  AGE_BANDS,
  LOCALES,
  PRODUCT_CRITERIA,
  QUALITY_LEVELS,
  SATISFACTION_LEVELS,
  searchKey,
  SERVICE_CRITERIA,
  type AdminSurvey,
  type SatisfactionEntry,
} from '@qahve/config';
import { surveyMessages } from './messages';

/**
 * Labels of a survey's answer codes as translation keys, and its satisfaction answers
 * sorted into the services and products of the form.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A code's label in the console's language, or the code itself when it is out of range (older data). */
function codeLabel(translate: Translate, group: string, code: number, count: number): string {
  return Number.isInteger(code) && code >= 0 && code < count ? translate(`app.survey.${group}.${code}`) : String(code);
}

export const genderLabel = (translate: Translate, gender: boolean) => translate(`app.survey.gender.${gender ? 'male' : 'female'}`);
export const ageLabel = (translate: Translate, age: number) => codeLabel(translate, 'age', age, AGE_BANDS.length);
export const qualityLabel = (translate: Translate, point: number) => codeLabel(translate, 'quality', point, QUALITY_LEVELS.length);
export const levelLabel = (translate: Translate, value: number) => codeLabel(translate, 'level', value, SATISFACTION_LEVELS.length);

export type CriteriaGroup = 'services' | 'products';

export interface Criterion {
  /** The message key under `app.survey.criteria` ("Product Availability" -> `productavailability`). */
  id: string;
  group: CriteriaGroup;
}

export const criterionId = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The form's criteria in the order it sends them: the services, then the products. */
export const CRITERIA: readonly Criterion[] = [
  ...SERVICE_CRITERIA.map((name) => ({ id: criterionId(name), group: 'services' as const })),
  ...PRODUCT_CRITERIA.map((name) => ({ id: criterionId(name), group: 'products' as const })),
];

/** Every spelling of a criterion a stored key may have: config's English name and the form's label in each language. */
const BY_LABEL = new Map<string, Criterion>();
[...SERVICE_CRITERIA, ...PRODUCT_CRITERIA].forEach((name, index) => {
  const criterion = CRITERIA[index];
  const labels = LOCALES.map((code) => (surveyMessages[code].app.survey.criteria as Record<string, string>)[criterion.id]);
  for (const label of [name, ...labels]) BY_LABEL.set(searchKey(label), criterion);
});

export interface Answer {
  /** The criterion's label in the console's language, or the stored key when it is not one of the form's. */
  label: string;
  value: number;
  level: string;
}

/**
 * The answers of a survey by group, labelled in the console's language. A key is the label the
 * visitor saw (in their language); one that matches no criterion (renamed since) keeps its text and
 * is placed by its position, as the form sends the services first.
 */
export function answersOf(survey: Pick<AdminSurvey, 'statisfactions'>, translate: Translate): Record<CriteriaGroup, Answer[]> {
  const entries: SatisfactionEntry[] = (survey.statisfactions ?? []).flatMap((group) => group.statisfactionDictionaries ?? []);
  const groups: Record<CriteriaGroup, Answer[]> = { services: [], products: [] };
  entries.forEach((entry, index) => {
    const criterion = BY_LABEL.get(searchKey(String(entry.key ?? '')));
    const group = criterion?.group ?? (index < SERVICE_CRITERIA.length ? 'services' : 'products');
    groups[group].push({
      label: criterion ? translate(`app.survey.criteria.${criterion.id}`) : String(entry.key),
      value: entry.value,
      level: levelLabel(translate, entry.value),
    });
  });
  return groups;
}
