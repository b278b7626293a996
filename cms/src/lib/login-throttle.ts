/** Failed sign-ins allowed per client address and e-mail within one window; the next one is refused. */
export const LOGIN_MAX_FAILURES = 5;
/** The window over which failures count: one minute, sliding. */
export const LOGIN_WINDOW_MS = 60_000;
/** Keys kept at most; beyond this the oldest are dropped (bounds memory under a spray of addresses). */
const MAX_KEYS = 100_000;

export interface LoginThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  /** The clock, injectable for tests. */
  now?: () => number;
}

/**
 * Counts failed sign-ins per client address and e-mail in this process's memory (one process serves
 * the API; several would need a shared store). After `maxFailures` failures within `windowMs`, further
 * attempts are refused until the oldest of those failures leaves the window. Refused attempts and
 * successful sign-ins do not count; a success clears that key's failures.
 */
export class LoginThrottle {
  readonly maxFailures: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly failures = new Map<string, number[]>();
  private lastSweep: number;

  constructor({ maxFailures = LOGIN_MAX_FAILURES, windowMs = LOGIN_WINDOW_MS, now = Date.now }: LoginThrottleOptions = {}) {
    this.maxFailures = maxFailures;
    this.windowMs = windowMs;
    this.now = now;
    this.lastSweep = now();
  }

  static key(address: string, email: string) {
    return `${address}|${email.trim().toLowerCase()}`;
  }

  /** Milliseconds until this key may try again; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(0, recent[recent.length - this.maxFailures] + this.windowMs - now);
  }

  recordFailure(key: string) {
    const now = this.now();
    this.sweep(now);
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.delete(key); // re-insert so the map stays ordered by last activity
    this.failures.set(key, recent.slice(-this.maxFailures));
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }

  reset(key: string) {
    this.failures.delete(key);
  }

  /** Keys currently holding failures (for tests and monitoring). */
  get size() {
    this.sweep(this.now(), true);
    return this.failures.size;
  }

  private recent(key: string, now: number) {
    return (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  private sweep(now: number, force = false) {
    if (!force && now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.failures) {
      if (now - times[times.length - 1] >= this.windowMs) this.failures.delete(key);
    }
  }
}

/** The throttle of POST /api/v1/admin/Identity/Login. */
export const loginThrottle = new LoginThrottle();
