import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleDataProvider } from '../App';
import { json, jwt } from '../test/jwt';
import { renderConsole } from '../test/render';
import { authProvider } from './authProvider';
import { getAccessToken, getRefreshToken, saveTokens } from './session';

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const loginPage = () => screen.findByLabelText(/E-poçt/);

describe('the session in the console', () => {
  it('sends a visit without a token to the login page', async () => {
    const fetchMock = stubFetch(() => json({ message: 'Authentication required' }, 401));
    renderConsole('/products', { dataProvider: consoleDataProvider(), authProvider });
    expect(await loginPage()).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/Products'))).toHaveLength(0);
  });

  it('logs out to the login page when a 401 survives the refresh', async () => {
    saveTokens({ accessToken: jwt(600), refreshToken: 'r1' });
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/Identity/Refresh')) return json({ message: 'Invalid or expired refresh token' }, 401);
      if (url.endsWith('/Identity/Logout')) return new Response(null, { status: 204 });
      return json({ message: 'Invalid or expired token' }, 401);
    });
    renderConsole('/products', { dataProvider: consoleDataProvider(), authProvider });
    expect(await loginPage()).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Identity/Refresh'))).toHaveLength(1);
  });

  it('refreshes once on a 401 and carries on when the new token works', async () => {
    saveTokens({ accessToken: jwt(600), refreshToken: 'r1' });
    const fresh = jwt(900, { n: 2 });
    const fetchMock = stubFetch(async (url, init) => {
      if (url.endsWith('/Identity/Refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json({ accessToken: fresh, refreshToken: 'r2' });
      }
      const auth = new Headers(init?.headers).get('Authorization');
      if (auth !== `Bearer ${fresh}`) return json({ message: 'Invalid or expired token' }, 401);
      if (url.includes('/Identity/Me')) return json({ id: 1, email: 'admin@qahve.local' });
      return json({ pageNumber: 1, totalPages: 1, totalItems: 0, items: [] });
    });
    renderConsole('/products', { dataProvider: consoleDataProvider(), authProvider });
    expect(await screen.findByText('Boşdur')).toBeInTheDocument();
    expect(getRefreshToken()).toBe('r2');
    expect(getAccessToken()).toBe(fresh);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Identity/Refresh'))).toHaveLength(1);
  });

  it('requires e-mail and password, shows the spec text on a failed login, stores both tokens on success', async () => {
    const user = userEvent.setup();
    let accept = false;
    const pair = { accessToken: jwt(900), refreshToken: 'r1' };
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/Identity/Login')) return accept ? json(pair) : json({ message: 'Invalid email or password' }, 401);
      if (url.includes('/Identity/Me')) return json({ id: 1, email: 'admin@qahve.local' });
      return json({ pageNumber: 1, totalPages: 0, totalItems: 0, items: [] });
    });
    renderConsole('/login', { dataProvider: consoleDataProvider(), authProvider });
    await user.click(await screen.findByRole('button', { name: 'Daxil ol' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-poçt/), 'admin@qahve.local');
    await user.type(screen.getByLabelText(/Şifrə/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Daxil ol' }));
    expect(await screen.findByText('Giriş başarısız! Lütfen bilgilerinizi kontrol edin.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Identity/Login'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@qahve.local', password: 'wrong' });

    accept = true;
    await user.click(screen.getByRole('button', { name: 'Daxil ol' }));
    expect(await screen.findByText('Qahve Evi idarəetmə paneli')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe(JSON.stringify(pair.accessToken));
    expect(localStorage.getItem('refreshToken')).toBe('r1');
  });

  it('logs out on the server with the bearer token and clears both tokens', async () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r1' });
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await authProvider.logout({});
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/admin/Identity/Logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a.b.c');
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(getRefreshToken()).toBeNull();
  });
});
