import { NO_COMMENT, type SurveyInput } from '@qahve/config';
import { UID } from './rows';

/** Stores one answer; the criteria of its single satisfaction group become component rows. */
export async function submit(input: SurveyInput) {
  const entries = input.statisfactions.flatMap((group) => group.statisfactionDictionaries);
  const created = await strapi.documents(UID).create({
    data: {
      gender: input.gender,
      age: input.age,
      qualityPoint: input.qualityPoint,
      contactSourceId: input.contactSourceId,
      comment: input.comment ?? NO_COMMENT,
      isDeleted: false,
      statisfactions: entries,
    } as any,
  });
  return created.id as number;
}
