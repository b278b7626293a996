import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../api/session';
import { testDataProvider } from '../test/dataProvider';
import { json } from '../test/jwt';
import { renderConsole } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = { enabled: true, email: 'admin@qahve.local', newCandidate: true, pendingReview: true, dailyDigest: true, language: 'az' };

/** The API of the page: GET answers `settings`, PUT answers what it was sent (as the server does). */
function serve(
  settings: Record<string, unknown>,
  put: (body: Record<string, unknown>) => Response = (body) => json({ ...settings, ...body }),
) {
  const calls: Array<{ method: string; url: string; body?: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (!url.includes('/api/v1/admin/Notifications/Settings')) return json({ message: 'unexpected' }, 404);
    return method === 'PUT' ? put(body!) : json(settings);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('the notifications page', () => {
  it('is reached from the account menu', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    serve(SETTINGS);
    renderConsole('/', { dataProvider: testDataProvider() });
    await user.click(await screen.findByRole('button', { name: /profil|admin@qahve.local/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bildirişlər' }));
    expect(await screen.findByRole('heading', { name: 'E-poçt bildirişləri', level: 2 })).toBeInTheDocument();
  });

  it('shows the administrator’s choices and saves them with the console’s language', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const calls = serve({ ...SETTINGS, dailyDigest: false });
    renderConsole('/notifications', { dataProvider: testDataProvider() });

    const candidate = await screen.findByRole('switch', { name: 'Yeni iş müraciəti (namizədə keçidlə)' });
    const review = screen.getByRole('switch', { name: 'Moderasiya gözləyən rəy' });
    const digest = screen.getByRole('switch', { name: /Gündəlik xülasə/ });
    expect([candidate, review, digest].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(screen.getByText('admin@qahve.local ünvanına nə göndərilsin:')).toBeInTheDocument();
    expect(screen.queryByText(/söndürülüb/)).not.toBeInTheDocument();

    await user.click(candidate);
    await user.click(digest);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      newCandidate: false,
      pendingReview: true,
      dailyDigest: true,
      language: 'az',
    });
    expect(await screen.findByText('Bildiriş ayarları yadda saxlanıldı')).toBeInTheDocument();
  });

  it('says the language the mails are written in now (the stored one), and what saving changes it to', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const calls = serve({ ...SETTINGS, language: 'ru' });
    renderConsole('/notifications', { dataProvider: testDataProvider() });
    // The console is in Azerbaijani, the stored choice Russian: the page says Russian, and that saving switches.
    expect(await screen.findByText('Məktublar hazırda rus dilində yazılır.')).toBeInTheDocument();
    expect(screen.getByText('Yadda saxladıqdan sonra məktublar Azərbaycan dilində yazılacaq (konsolun indiki dili).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // Saved in Azerbaijani: now stored, nothing left to switch.
    expect(await screen.findByText('Məktublar hazırda Azərbaycan dilində yazılır.')).toBeInTheDocument();
    expect(screen.queryByText(/Yadda saxladıqdan sonra/)).not.toBeInTheDocument();
  });

  it('says when notifications are off because no SMTP server is configured', async () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    serve({ ...SETTINGS, enabled: false });
    renderConsole('/notifications', { dataProvider: testDataProvider() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/E-poçt bildirişləri söndürülüb: serverdə poçt serveri \(SMTP\) qurulmayıb/)).toBeInTheDocument();
    // The choices stay editable: they apply once a server is configured.
    expect(screen.getByRole('switch', { name: 'Moderasiya gözləyən rəy' })).toBeEnabled();
  });

  it('tells the administrator when saving fails, with the server’s message', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    serve(SETTINGS, () =>
      json(
        {
          message: 'pendingReview must be true or false',
          errors: [{ field: 'pendingReview', message: 'pendingReview must be true or false' }],
        },
        400,
      ),
    );
    renderConsole('/notifications', { dataProvider: testDataProvider() });
    await user.click(await screen.findByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText(/Yadda saxlamaq alınmadı: pendingReview must be true or false/)).toBeInTheDocument();
  });
});
