import { sharedHitLog, type HitLog } from './hit-log';

/** Failed sign-ins allowed per client address and e-mail within one window; the next one is refused. */
export const LOGIN_MAX_FAILURES = 5;
/** The window over which failures count: one minute, sliding. */
export const LOGIN_WINDOW_MS = 60_000;

export interface LoginThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  /** The clock, injectable for tests. */
  now?: () => number;
  /** Where failures are kept: the database shared by every process unless told otherwise. */
  log?: HitLog;
}

/**
 * Counts failed sign-ins per client address and e-mail. After `maxFailures` failures within
 * `windowMs`, further attempts are refused until the oldest of those failures leaves the window.
 * Refused attempts and successful sign-ins do not count; a success clears that key's failures.
 * The failures live in the database (lib/auth/hit-log.ts), so every replica of the API sees them.
 */
export class LoginThrottle {
  readonly maxFailures: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly log: HitLog;

  constructor({
    maxFailures = LOGIN_MAX_FAILURES,
    windowMs = LOGIN_WINDOW_MS,
    now = Date.now,
    log = sharedHitLog,
  }: LoginThrottleOptions = {}) {
    this.maxFailures = maxFailures;
    this.windowMs = windowMs;
    this.now = now;
    this.log = log;
  }

  static key(address: string, email: string) {
    return `login|${address}|${email.trim().toLowerCase()}`;
  }

  /** Milliseconds until this key may try again; 0 when it may try now. */
  async retryAfterMs(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.log.since(key, now - this.windowMs + 1, this.maxFailures);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(0, recent[this.maxFailures - 1] + this.windowMs - now);
  }

  recordFailure(key: string) {
    return this.log.add(key, this.now());
  }

  reset(key: string) {
    return this.log.clear(key);
  }
}

/** The throttle of POST /api/v1/admin/Identity/Login. */
export const loginThrottle = new LoginThrottle();
