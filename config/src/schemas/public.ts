import { z } from 'zod';
import { AGE_MAX, MAX_ID, QUALITY_MAX, SATISFACTION_ENTRIES_MAX, SATISFACTION_MAX, TEXT_LIMITS } from '../constants';
import { LANGUAGE_IDS, type LanguageCode } from '../languages';
import { publicMessage, type PublicMessageKey } from '../messages';
import { isCompletePhone } from '../phone';
import { blankToUndefined, trimmed } from './fields';

/** The rules of the visitor forms, with messages in the visitor's language. */
function messagesFor(locale: LanguageCode) {
  const m = (key: PublicMessageKey) => publicMessage(locale, key);
  const tooLong = (max: number) => publicMessage(locale, 'tooLong', { max });
  const required = (key: PublicMessageKey, max: number) =>
    z.preprocess(
      trimmed,
      z
        .string({ error: m(key) })
        .min(1, m(key))
        .max(max, tooLong(max)),
    );
  const optional = (max: number) => z.preprocess((v) => blankToUndefined(trimmed(v)), z.string().max(max, tooLong(max)).optional());
  const email = z.preprocess(
    trimmed,
    z
      .string({ error: m('emailRequired') })
      .min(1, m('emailRequired'))
      .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
      .pipe(z.email(m('emailInvalid'))),
  );
  return { m, tooLong, required, optional, email };
}

export function reviewSchema(locale: LanguageCode) {
  const { required, optional, email } = messagesFor(locale);
  return z.object({
    name: required('nameRequired', TEXT_LIMITS.personName),
    surname: optional(TEXT_LIMITS.personName),
    email,
    feedback: required('feedbackRequired', TEXT_LIMITS.feedback),
  });
}
export type ReviewInput = z.infer<ReturnType<typeof reviewSchema>>;

export function candidateSchema(locale: LanguageCode) {
  const { m, required, email } = messagesFor(locale);
  return z.object({
    name: required('nameRequired', TEXT_LIMITS.personName),
    surname: required('surnameRequired', TEXT_LIMITS.personName),
    number: required('numberRequired', 40).refine(isCompletePhone, m('numberInvalid')),
    email,
  });
}
export type CandidateInput = z.infer<ReturnType<typeof candidateSchema>>;

/**
 * The survey submission, after its keys are camel-cased. The four choices are checked
 * in the order the form checks them, each with "<label> seçilməyib!" in Azerbaijani.
 */
export function surveySchema(locale: LanguageCode) {
  const { m, tooLong } = messagesFor(locale);
  const choice = (max: number, key: PublicMessageKey) =>
    z
      .number({ error: m(key) })
      .int(m(key))
      .min(0, m(key))
      .max(max, m(key));
  return z.object({
    gender: z.boolean({ error: m('genderNotSelected') }),
    age: choice(AGE_MAX, 'ageNotSelected'),
    qualityPoint: choice(QUALITY_MAX, 'qualityNotSelected'),
    contactSourceId: z
      .number({ error: m('contactSourceNotSelected') })
      .int(m('contactSourceNotSelected'))
      .positive(m('contactSourceNotSelected'))
      .max(MAX_ID, m('contactSourceUnknown')),
    comment: z.preprocess(
      (v) => blankToUndefined(trimmed(v)),
      z
        .string({ error: tooLong(TEXT_LIMITS.comment) })
        .max(TEXT_LIMITS.comment, tooLong(TEXT_LIMITS.comment))
        .optional(),
    ),
    statisfactions: z
      .array(
        z.object({
          statisfactionDictionaries: z
            .array(
              z.object({
                key: z.preprocess(
                  trimmed,
                  z
                    .string({ error: m('criterionRequired') })
                    .min(1, m('criterionRequired'))
                    .max(TEXT_LIMITS.criterionKey, tooLong(TEXT_LIMITS.criterionKey)),
                ),
                value: z
                  .number({ error: m('satisfactionInvalid') })
                  .int(m('satisfactionInvalid'))
                  .min(0, m('satisfactionInvalid'))
                  .max(SATISFACTION_MAX, m('satisfactionInvalid')),
                languageId: z
                  .number({ error: m('languageInvalid') })
                  .refine((n) => (LANGUAGE_IDS as number[]).includes(n), m('languageInvalid')),
              }),
              { error: m('invalidRequest') },
            )
            .max(SATISFACTION_ENTRIES_MAX, m('invalidRequest')),
        }),
        { error: m('invalidRequest') },
      )
      .max(SATISFACTION_ENTRIES_MAX, m('invalidRequest'))
      .default([]),
  });
}
export type SurveyInput = z.infer<ReturnType<typeof surveySchema>>;
