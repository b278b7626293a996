import { z } from 'zod';
import { LOCALES, type LanguageCode } from '../languages';

/**
 * E-mail notifications (docs/notifications.md): what each console administrator chooses to receive,
 * as GET/PUT /api/v1/admin/Notifications/Settings answers and takes them. One rule for the console's
 * form and the server's check.
 */

export const NOTIFICATION_KINDS = ['newCandidate', 'pendingReview', 'dailyDigest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const choice = (field: NotificationKind) =>
  z.boolean({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be true or false`) });

const LANGUAGE_CODES = LOCALES as [LanguageCode, ...LanguageCode[]];

export const notificationSettingsSchema = z.object({
  newCandidate: choice('newCandidate'),
  pendingReview: choice('pendingReview'),
  dailyDigest: choice('dailyDigest'),
  // The language of the e-mails this administrator receives; the console sends its own.
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).optional(),
});

export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;

export interface NotificationSettings extends Required<NotificationSettingsInput> {
  /** False while no SMTP server is configured: nothing is queued or sent, whatever is chosen. */
  enabled: boolean;
  /** Where this administrator's notifications go: their account's e-mail. */
  email: string;
}
