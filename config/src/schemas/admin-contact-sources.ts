// The console's contact sources: the list, the edit, and a source as the console sees it.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { LANGUAGE_IDS } from '../languages';
import { ADMIN_MESSAGES } from '../messages';
import { CONTACT_SOURCE_SORTABLE, type ContactSource } from '../resources/contact-source';
import { languageIdField, requiredText } from './fields';
import { adminListQuerySchema } from './query';

export interface AdminContactSource extends ContactSource {
  isDeleted: boolean;
}

export const contactSourceAdminListQuerySchema = adminListQuerySchema(CONTACT_SOURCE_SORTABLE);
export type ContactSourceAdminListQuery = z.infer<typeof contactSourceAdminListQuerySchema>;

/**
 * An edit: any of the three names, each still required and at most 200 characters; the language
 * ids must be distinct. Nothing else of a contact source is editable.
 */
export const contactSourceUpdateSchema = z.object({
  contactSourceDictionaries: z
    .array(
      z.object({
        name: requiredText(ADMIN_MESSAGES.contactSourceNameRequired, TEXT_LIMITS.name),
        languageId: languageIdField,
      }),
      { error: ADMIN_MESSAGES.exactlyThreeLanguages },
    )
    .max(LANGUAGE_IDS.length, ADMIN_MESSAGES.exactlyThreeLanguages)
    .refine((entries) => new Set(entries.map((e) => e.languageId)).size === entries.length, ADMIN_MESSAGES.exactlyThreeLanguages)
    .optional(),
});
export type ContactSourceUpdate = z.infer<typeof contactSourceUpdateSchema>;
