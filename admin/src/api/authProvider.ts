import { addRefreshAuthToAuthProvider, type AuthProvider } from 'ra-core';
import type { LoginResponse } from '@qahve/config';
import { request } from './http';
import { ADMIN_API, clearTokens, ensureFreshToken, getAccessToken, saveTokens } from './session';

/** The login failure text of the error catalogue, as a translation key (the Azerbaijani text is the spec's). */
export const LOGIN_FAILED = 'app.auth.login_failed';

export interface Credentials {
  email: string;
  password: string;
}

const baseAuthProvider: AuthProvider = {
  async login({ email, password }: Credentials) {
    let response: Response;
    try {
      response = await fetch(`${ADMIN_API}/Identity/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    } catch {
      throw new Error(LOGIN_FAILED);
    }
    const body = (await response.json().catch(() => null)) as (Partial<LoginResponse> & { message?: string }) | null;
    if (!response.ok || !body?.accessToken || !body.refreshToken) {
      // Too many attempts says so (with the wait); every other refusal is the spec's one message.
      throw new Error(response.status === 429 && body?.message ? body.message : LOGIN_FAILED);
    }
    saveTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
  },

  async logout() {
    const token = getAccessToken();
    if (token) {
      // Revokes the session on the server; the console signs out even when that fails.
      await fetch(`${ADMIN_API}/Identity/Logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
    clearTokens();
  },

  async checkAuth() {
    // No notification for a visit without a session: the login page is explanation enough.
    // react-admin reads where to go and whether to notify from the rejected value, not from an Error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!getAccessToken()) throw { redirectTo: '/login', message: false };
  },

  async checkError(error: Error & { status?: number }) {
    // 401: no session or it ended (a failed refresh already cleared the tokens); 403: not an administrator.
    if (error?.status === 401 || error?.status === 403) {
      clearTokens();
      throw error;
    }
  },

  async getIdentity() {
    const { json } = await request<{ id: number; email: string; username?: string }>('Identity/Me');
    return { id: json.id, fullName: json.email };
  },

  async getPermissions() {
    return undefined;
  },
};

/** checkAuth and getIdentity first refresh an access token that is about to expire. */
export const authProvider: AuthProvider = addRefreshAuthToAuthProvider(baseAuthProvider, ensureFreshToken);
