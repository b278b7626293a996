import type { LanguageId } from '../languages';
import type { ContactSource } from './contact-source';
import type { ResourceDescriptor } from './define';

/** The columns its console list sorts on. */
export const SURVEY_SORTABLE = ['gender', 'age', 'qualityPoint'] as const;

/** Answers of the satisfaction survey: posted by visitors, read only in the console. */
export const surveyResource = {
  path: 'Surveys',
  shown: false,
  sorts: SURVEY_SORTABLE,
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns, and what the site posts.

export interface SatisfactionEntry {
  key: string;
  value: number;
  languageId: LanguageId;
}

export interface Survey {
  id: number;
  gender: boolean;
  age: number;
  qualityPoint: number;
  comment: string;
  isDeleted: boolean;
  contactSource: ContactSource | null;
  statisfactions: Array<{ statisfactionDictionaries: SatisfactionEntry[] }>;
  createdAt: string;
}

/** What the site sends; keys may be PascalCase as the old site sent them. */
export interface SurveySubmission {
  Gender: boolean;
  Age: number;
  QualityPoint: number;
  ContactSourceId: number;
  Comment?: string;
  Statisfactions?: Array<{ StatisfactionDictionaries: Array<{ Key: string; Value: number; LanguageId: LanguageId }> }>;
}
