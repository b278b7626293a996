import {
  NO_COMMENT,
  PRODUCT_CRITERIA,
  SERVICE_CRITERIA,
  surveySchema,
  type LanguageCode,
  type LanguageId,
  type SurveySubmission,
} from '@qahve/config';

export type ServiceCriterion = (typeof SERVICE_CRITERIA)[number];
export type ProductCriterion = (typeof PRODUCT_CRITERIA)[number];
export type Criterion = ServiceCriterion | ProductCriterion;
export const CRITERIA: readonly Criterion[] = [...SERVICE_CRITERIA, ...PRODUCT_CRITERIA];

export interface SurveyAnswers {
  gender: boolean | null;
  age: number | null;
  qualityPoint: number | null;
  contactSourceId: number | null;
  comment: string;
  /** Unanswered criteria are missing; they count as level 0. */
  satisfaction: Partial<Record<Criterion, number>>;
}

export const EMPTY_ANSWERS: SurveyAnswers = {
  gender: null,
  age: null,
  qualityPoint: null,
  contactSourceId: null,
  comment: '',
  satisfaction: {},
};

export type SurveyField = 'gender' | 'age' | 'qualityPoint' | 'contactSourceId' | 'comment';
const ORDER: readonly SurveyField[] = ['gender', 'age', 'qualityPoint', 'contactSourceId', 'comment'];

/**
 * Checks the answers in the order of the validation rules (gender, age, quality, contact source; then the comment's length) with config's
 * `surveySchema`, and answers the first problem (its field and message), or null.
 */
export function firstProblem(answers: SurveyAnswers, locale: LanguageCode): { field: SurveyField; message: string } | null {
  const result = surveySchema(locale).safeParse({
    gender: answers.gender ?? undefined,
    age: answers.age ?? undefined,
    qualityPoint: answers.qualityPoint ?? undefined,
    contactSourceId: answers.contactSourceId ?? undefined,
    comment: answers.comment,
  });
  if (result.success) return null;
  for (const field of ORDER) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return { field: 'comment', message: result.error.issues[0].message };
}

/**
 * The PascalCase body of the data model. Every criterion is sent, unanswered ones as 0, with `Key` the
 * criterion's label as the visitor saw it; a blank comment becomes "No comment".
 */
export function buildSubmission(answers: SurveyAnswers, labels: Record<Criterion, string>, languageId: LanguageId): SurveySubmission {
  return {
    Gender: answers.gender!,
    Age: answers.age!,
    QualityPoint: answers.qualityPoint!,
    ContactSourceId: answers.contactSourceId!,
    Comment: answers.comment.trim() || NO_COMMENT,
    Statisfactions: [
      {
        StatisfactionDictionaries: CRITERIA.map((c) => ({
          Key: labels[c],
          Value: answers.satisfaction[c] ?? 0,
          LanguageId: languageId,
        })),
      },
    ],
  };
}

/** Each criterion's label, as the page shows them (its translations list them in the criteria's order). */
export function criterionLabels(serviceLabels: readonly string[], productLabels: readonly string[]): Record<Criterion, string> {
  return Object.fromEntries([
    ...SERVICE_CRITERIA.map((c, i) => [c, serviceLabels[i] ?? c]),
    ...PRODUCT_CRITERIA.map((c, i) => [c, productLabels[i] ?? c]),
  ]) as Record<Criterion, string>;
}

/** The name of a criterion's radio group in the form (what the form posts without script). */
export const criterionField = (criterion: Criterion) => `satisfaction-${criterion}`;

/** A whole number of the form, or null when it is missing or not one (the API's schema then names it). */
function wholeNumber(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The answers of the form as the browser posts it without script (fields by name, values as
 * strings): what the page holds in its state with script. Anything unreadable counts as unanswered.
 */
export function answersFromForm(fields: Record<string, string | undefined>): SurveyAnswers {
  const satisfaction: Partial<Record<Criterion, number>> = {};
  for (const c of CRITERIA) {
    const level = wholeNumber(fields[criterionField(c)]);
    if (level !== null) satisfaction[c] = level;
  }
  return {
    gender: fields.gender === 'true' ? true : fields.gender === 'false' ? false : null,
    age: wholeNumber(fields.age),
    qualityPoint: wholeNumber(fields.qualityPoint),
    contactSourceId: wholeNumber(fields.contactSourceId),
    comment: fields.comment ?? '',
    satisfaction,
  };
}
