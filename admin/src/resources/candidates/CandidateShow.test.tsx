import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf } from '../../api/http';
import { saveTokens } from '../../api/session';
import { json } from '../../test/jwt';
import { renderConsole } from '../../test/render';
import { candidateIdOf } from './api';
import { candidatesDataProvider, failCandidateReads } from './testing';

afterEach(() => vi.unstubAllGlobals());

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% a small CV\n%%EOF\n');

/** What the console hands the browser to save: the object URL's bytes and the link's file name. */
function captureSaves() {
  const saved: Array<{ name: string; blob: Blob; href: string }> = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:console/${blobs.size + 1}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')!, href: this.getAttribute('href') ?? '' });
  });
  return saved;
}

describe('the candidate page', () => {
  it('reads path ids and file names', () => {
    expect([candidateIdOf('5'), candidateIdOf('0'), candidateIdOf('abc'), candidateIdOf('5x'), candidateIdOf('99999999999')]).toEqual([
      5,
      null,
      null,
      null,
      null,
    ]);
    expect(fileNameOf('attachment; filename="cv-eliyeva-5.pdf"')).toBe('cv-eliyeva-5.pdf');
    expect(fileNameOf('attachment; filename="cv.pdf"; filename*=UTF-8\'\'cv-%C9%99.pdf')).toBe('cv-ə.pdf');
    expect(fileNameOf('attachment')).toBeNull();
  });

  it("shows name, surname, telephone and e-mail, and downloads the CV with the token under the server's name", async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const saved = captureSaves();
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(PDF_BYTES, {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="cv-soyad5-5.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const provider = candidatesDataProvider();
    renderConsole('/career-list/5', { dataProvider: provider });

    expect(await screen.findByRole('heading', { name: 'Ad5 Soyad5' })).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledWith('career-list', expect.objectContaining({ id: 5 }));
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Ad')).toHaveTextContent('Ad5');
    expect(value('Soyad')).toHaveTextContent('Soyad5');
    // The application date, as the console writes dates (5 January 2026, UTC, in the test's time zone).
    expect(value('Müraciət tarixi')?.querySelector('time')).toHaveAttribute('dateTime', new Date(Date.UTC(2026, 0, 5)).toISOString());
    expect(screen.getByRole('link', { name: '+994 50 000 00 05' })).toHaveAttribute('href', 'tel:+994500000005');
    expect(screen.getByRole('link', { name: 'c5@example.az' })).toHaveAttribute('href', 'mailto:c5@example.az');
    expect(screen.getByRole('link', { name: /Namizədlərə qayıt/ })).toHaveAttribute('href', '/career-list');

    await user.click(screen.getByRole('button', { name: 'CV-ni yüklə' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/Candidates/5/Resume');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a.b.c');
    expect(saved[0].name).toBe('cv-soyad5-5.pdf');
    expect(saved[0].href).toMatch(/^blob:/);
    expect(Array.from(new Uint8Array(await saved[0].blob.arrayBuffer()))).toEqual(Array.from(PDF_BYTES));
    await waitFor(() => expect(screen.getByRole('button', { name: 'CV-ni yüklə' })).toBeEnabled());
  });

  it('says when no CV was uploaded, and offers no download', async () => {
    renderConsole('/career-list/13', { dataProvider: candidatesDataProvider() });
    expect(await screen.findByText('CV yüklənməyib.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CV-ni yüklə' })).toBeNull();
  });

  it('says why a download failed', async () => {
    const user = userEvent.setup();
    captureSaves();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'The CV file is missing' }, 404)),
    );
    renderConsole('/career-list/5', { dataProvider: candidatesDataProvider() });
    await user.click(await screen.findByRole('button', { name: 'CV-ni yüklə' }));
    expect(await screen.findByText('CV yüklənmədi: The CV file is missing')).toBeInTheDocument();
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('says "Veri bulunamadı." for an unknown candidate and "Candidate ID tapılmadı!" for a path that is no id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider = candidatesDataProvider();
    const { unmount } = renderConsole('/career-list/99', { dataProvider: provider });
    expect(await screen.findByText('Veri bulunamadı.')).toBeInTheDocument();
    unmount();

    provider.getOne.mockClear();
    renderConsole('/career-list/abc', { dataProvider: provider });
    expect(await screen.findByRole('alert')).toHaveTextContent('Candidate ID tapılmadı!');
    expect(provider.getOne).not.toHaveBeenCalled();
  });

  it('says "Loading", then the retry message when the load fails, and loads again on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider = candidatesDataProvider();
    const reads = failCandidateReads(provider, 'getOne', new HttpError('Internal Server Error', 500), 50);
    renderConsole('/career-list/5', { dataProvider: provider });
    expect(await screen.findByRole('status')).toHaveTextContent('Yüklənir');
    expect(await screen.findByRole('alert')).toHaveTextContent('Veri çekme hatası! Lütfen tekrar deneyin.');
    reads.fail = false;
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByRole('heading', { name: 'Ad5 Soyad5' })).toBeInTheDocument();
  });
});
