import {
  DEFAULT_LOCALE,
  LOCALES,
  type LanguageCode,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@qahve/config';
import { notificationsEnabled } from './settings';
import { SETTINGS, truthy } from './tables';

const USER = 'plugin::users-permissions.user';

interface SettingsRow {
  user_id: number;
  new_candidate: unknown;
  pending_review: unknown;
  daily_digest: unknown;
  language: string;
}

export interface Choices {
  newCandidate: boolean;
  pendingReview: boolean;
  dailyDigest: boolean;
  language: LanguageCode;
}

/** An administrator who never chose receives everything, in the console's default language. */
const DEFAULTS: Choices = { newCandidate: true, pendingReview: true, dailyDigest: true, language: DEFAULT_LOCALE };

const table = () => strapi.db.connection(SETTINGS);

function choicesOf(row: SettingsRow | undefined): Choices {
  if (!row) return { ...DEFAULTS };
  const language = (LOCALES as string[]).includes(row.language) ? (row.language as LanguageCode) : DEFAULT_LOCALE;
  return {
    newCandidate: truthy(row.new_candidate),
    pendingReview: truthy(row.pending_review),
    dailyDigest: truthy(row.daily_digest),
    language,
  };
}

export async function settingsOf(user: { id: number; email: string }): Promise<NotificationSettings> {
  const row = (await table().where({ user_id: user.id }).first()) as SettingsRow | undefined;
  return { enabled: notificationsEnabled(), email: user.email, ...choicesOf(row) };
}

export async function saveSettings(user: { id: number; email: string }, input: NotificationSettingsInput): Promise<NotificationSettings> {
  const current = choicesOf((await table().where({ user_id: user.id }).first()) as SettingsRow | undefined);
  const language = input.language ?? current.language;
  const row = {
    new_candidate: input.newCandidate,
    pending_review: input.pendingReview,
    daily_digest: input.dailyDigest,
    language,
    updated_at: Date.now(),
  };
  // One statement, so that two saves at once (two tabs) end as one of them, never as an error.
  await table()
    .insert({ user_id: user.id, ...row })
    .onConflict('user_id')
    .merge(row);
  return settingsOf(user);
}

export interface Recipient {
  userId: number;
  email: string;
  language: LanguageCode;
}

/** The administrators (of `role`, not blocked) who chose `kind`, with their language. */
export async function recipientsOf(kind: NotificationKind, role: string): Promise<Recipient[]> {
  const users = (await strapi.db.query(USER).findMany({
    select: ['id', 'email'],
    where: { blocked: false, role: { type: role } },
    orderBy: { id: 'asc' },
  })) as Array<{ id: number; email: string | null }>;
  if (users.length === 0) return [];
  const rows = (await table().whereIn(
    'user_id',
    users.map((u) => u.id),
  )) as SettingsRow[];
  const byUser = new Map(rows.map((r) => [Number(r.user_id), r]));
  return users.flatMap((user) => {
    const choices = choicesOf(byUser.get(user.id));
    return user.email && choices[kind] ? [{ userId: user.id, email: user.email, language: choices.language }] : [];
  });
}
