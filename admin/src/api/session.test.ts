import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, jwt } from '../test/jwt';
import { request } from './http';
import { ensureFreshToken, getAccessToken, getRefreshToken, isExpiring, refreshSession, saveTokens, tokenExpiresAt } from './session';

const REFRESH = '/api/v1/admin/Identity/Refresh';

/** A fake API: counts refreshes (each answers a new pair after a tick) and answers 401 to old tokens. */
function fakeApi({ refreshStatus = 200, acceptOnly }: { refreshStatus?: number; acceptOnly?: () => string | null } = {}) {
  let refreshes = 0;
  const seenTokens: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith(REFRESH)) {
      refreshes += 1;
      const { refreshToken } = JSON.parse(String(init?.body));
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refreshStatus !== 200) return json({ message: 'This refresh token was already used; the session has been ended' }, refreshStatus);
      return json({ accessToken: jwt(900, { n: refreshes }), refreshToken: `${refreshToken}+` });
    }
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    seenTokens.push(auth.replace('Bearer ', ''));
    const wanted = acceptOnly?.();
    if (wanted !== undefined && auth !== `Bearer ${wanted}`) return json({ message: 'Invalid or expired token' }, 401);
    return json({ ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, seenTokens, refreshes: () => refreshes };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the session tokens', () => {
  it('stores accessToken as a JSON string and refreshToken as it is', () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r1' });
    expect(localStorage.getItem('accessToken')).toBe('"a.b.c"');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(getAccessToken()).toBe('a.b.c');
  });

  it('reads the expiry from the token', () => {
    const token = jwt(600);
    expect(tokenExpiresAt(token)).toBeGreaterThan(Date.now() + 590_000);
    expect(isExpiring(token)).toBe(false);
    expect(isExpiring(jwt(30))).toBe(true);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
  });
});

describe('token refresh', () => {
  it('refreshes ahead of expiry with one request however many callers ask at once', async () => {
    const api = fakeApi();
    saveTokens({ accessToken: jwt(20), refreshToken: 'r1' });
    await Promise.all([ensureFreshToken(), ensureFreshToken(), ensureFreshToken(), refreshSession()]);
    expect(api.refreshes()).toBe(1);
    expect(getRefreshToken()).toBe('r1+');
    expect(isExpiring(getAccessToken()!)).toBe(false);
    // Fresh now: nothing more to do.
    await ensureFreshToken();
    expect(api.refreshes()).toBe(1);
  });

  it('does not refresh a token far from expiry', async () => {
    const api = fakeApi();
    saveTokens({ accessToken: jwt(600), refreshToken: 'r1' });
    await ensureFreshToken();
    expect(api.refreshes()).toBe(0);
  });

  it('answers concurrent 401s with one refresh, then retries each call with the new token', async () => {
    const api = fakeApi({ acceptOnly: () => (api.refreshes() > 0 ? getAccessToken() : 'never') });
    saveTokens({ accessToken: jwt(600), refreshToken: 'r1' });
    const results = await Promise.all([request('Products'), request('Categories'), request('Branches')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api.refreshes()).toBe(1);
    const [, , , ...retries] = api.seenTokens;
    expect(new Set(retries)).toEqual(new Set([getAccessToken()]));
  });

  it('ends the session when the refresh is refused: tokens cleared, the error is a 401', async () => {
    fakeApi({ refreshStatus: 401, acceptOnly: () => 'never' });
    saveTokens({ accessToken: jwt(600), refreshToken: 'spent' });
    await expect(request('Products')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a 401 that survives the refresh rejects with status 401', async () => {
    const api = fakeApi({ acceptOnly: () => 'never' });
    saveTokens({ accessToken: jwt(600), refreshToken: 'r1' });
    await expect(request('Products')).rejects.toMatchObject({ status: 401 });
    expect(api.refreshes()).toBe(1);
  });
});
