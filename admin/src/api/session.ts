import { HttpError } from 'ra-core';
import { API_PREFIX, type LoginResponse } from '@qahve/config';

/**
 * The console's session: `accessToken` (stored as a JSON string) and
 * `refreshToken` in localStorage.
 *
 * The server rotates the refresh token on every refresh and ends the whole session when a spent one
 * comes back (docs/decisions.md "Identity"), so there is never more than one refresh in flight: every
 * caller that needs one awaits the same promise, and across tabs the Web Locks API (where the browser
 * has it) serialises them, a tab that waited re-reading the tokens the other one stored.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** Refresh when the access token has less than this left (it lives 15 minutes). */
export const REFRESH_MARGIN_MS = 60_000;
const LOCK_NAME = 'qahve-admin-refresh';

export const ADMIN_API = `${API_PREFIX}/admin`;

export function getAccessToken(): string | null {
  const raw = localStorage.getItem(ACCESS_TOKEN_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value ? value : null;
  } catch {
    return raw; // stored plain by an older build or by hand
  }
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY) || null;
}

export function saveTokens({ accessToken, refreshToken }: LoginResponse) {
  localStorage.setItem(ACCESS_TOKEN_KEY, JSON.stringify(accessToken));
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearTokens() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token expires within the margin (or already has). */
export function isExpiring(token: string, now = Date.now()): boolean {
  const exp = tokenExpiresAt(token);
  return exp !== null && exp - now <= REFRESH_MARGIN_MS;
}

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new pair and answers the new access token. Concurrent callers
 * share one request. A refusal (4xx) ends the session here: both tokens are cleared and the error
 * carries status 401, which the auth provider turns into a logout. A network failure or 5xx keeps
 * the tokens (the next call tries again).
 */
export function refreshSession(): Promise<string> {
  if (!inFlight) {
    inFlight = withLock(exchange).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function withLock<T>(run: (spent: string | null) => Promise<T>): Promise<T> {
  const spent = getRefreshToken();
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request(LOCK_NAME, () => run(spent)) : run(spent);
}

async function exchange(spent: string | null): Promise<string> {
  const refreshToken = getRefreshToken();
  // Another tab refreshed while this one waited for the lock: use what it stored.
  const access = getAccessToken();
  if (refreshToken && spent && refreshToken !== spent && access) return access;
  if (!refreshToken) {
    clearTokens();
    throw new HttpError('ra.auth.auth_check_error', 401);
  }
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}/Identity/Refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new HttpError('ra.notification.http_error', 0);
  }
  const body = (await response.json().catch(() => null)) as (Partial<LoginResponse> & { message?: string }) | null;
  if (response.ok && body?.accessToken && body.refreshToken) {
    saveTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
    return body.accessToken;
  }
  if (response.status >= 400 && response.status < 500) {
    clearTokens();
    throw new HttpError(body?.message || 'ra.notification.logged_out', 401, body);
  }
  throw new HttpError(body?.message || 'ra.notification.http_error', response.status, body);
}

/**
 * Refreshes ahead of time when the access token is about to expire; does nothing without a session
 * (the auth provider's checkAuth sends the visitor to the login page then).
 */
export async function ensureFreshToken(): Promise<void> {
  const token = getAccessToken();
  if (!token || !getRefreshToken() || !isExpiring(token)) return;
  await refreshSession();
}
