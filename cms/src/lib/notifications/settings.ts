/**
 * The environment's say on e-mail notifications (docs/notifications.md). SMTP_HOST turns them on;
 * without it nothing is queued or sent, the start says so once and the console shows it. Every
 * number has a default fit for production; the tests shorten the waits.
 */

type Env = Record<string, string | undefined>;

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** How long one connection, greeting or silent socket may take before the attempt fails. */
  timeoutMs: number;
}

export interface QueueSettings {
  /** How often each process looks for mails due (a visitor's post also wakes its own process at once). */
  intervalMs: number;
  /** The wait before the second attempt; it doubles with each failure, up to maxDelayMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many failed attempts a mail is given up (kept, marked failed, for the log). */
  maxAttempts: number;
  /** A claim older than this belongs to a process that stopped mid-send (see queue.ts). */
  leaseMs: number;
  /** The hour (UTC, 0-23) at which the digest of the day before is queued. */
  digestHourUtc: number;
}

function positiveInt(env: Env, name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  }
  return value;
}

/** The SMTP server of the notifications, or null when none is configured (notifications off). */
export function smtpSettings(env: Env = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = env.SMTP_SECURE === 'true';
  return {
    host,
    port: positiveInt(env, 'SMTP_PORT', secure ? 465 : 587, { max: 65535 }),
    secure,
    user: env.SMTP_USERNAME || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM?.trim() || `Qahve Evi <no-reply@${host}>`,
    timeoutMs: positiveInt(env, 'SMTP_TIMEOUT', 10_000),
  };
}

export const notificationsEnabled = (env: Env = process.env) => smtpSettings(env) !== null;

export function queueSettings(env: Env = process.env): QueueSettings {
  const retryBaseMs = positiveInt(env, 'NOTIFICATIONS_RETRY_BASE_MS', 30_000);
  return {
    intervalMs: positiveInt(env, 'NOTIFICATIONS_INTERVAL_MS', 15_000),
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, positiveInt(env, 'NOTIFICATIONS_RETRY_MAX_MS', 60 * 60 * 1000)),
    maxAttempts: positiveInt(env, 'NOTIFICATIONS_MAX_ATTEMPTS', 10, { max: 100 }),
    leaseMs: positiveInt(env, 'NOTIFICATIONS_LEASE_MS', 5 * 60 * 1000),
    digestHourUtc: positiveInt(env, 'NOTIFICATIONS_DIGEST_HOUR', 7, { min: 0, max: 23 }),
  };
}

/**
 * The email plugin's configuration (config/plugins.ts): the nodemailer provider on the SMTP server,
 * with every wait bounded so that a hung server fails an attempt instead of holding it for ever.
 * Without SMTP the plugin keeps its default provider, which nothing calls.
 */
export function emailPluginConfig(env: Env = process.env) {
  const smtp = smtpSettings(env);
  if (!smtp) return {};
  return {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        connectionTimeout: smtp.timeoutMs,
        greetingTimeout: smtp.timeoutMs,
        socketTimeout: smtp.timeoutMs,
        // Upgrade to TLS when offered (port 587), as nodemailer does; SMTP_SECURE=true for port 465.
        ...(env.SMTP_REJECT_UNAUTHORIZED === 'false' ? { tls: { rejectUnauthorized: false } } : {}),
      },
      settings: { defaultFrom: smtp.from, defaultReplyTo: smtp.from },
    },
  };
}
