import fs from 'node:fs/promises';
import path from 'node:path';
import type { CandidateDetail as ApiCandidateDetail } from '@qahve/config';
import { describe, expect, it } from 'vitest';
import { candidatesMessages } from '../../admin/src/resources/candidates/messages';
import { auditPage } from '../support/axe';
import { stableScreenshot } from '../support/browser';
import type { ConsoleContext } from '../support/console';

/** The console's texts for candidates in Azerbaijani, its default language. */
const t = candidatesMessages.az.app['career-list'];

/** The console's view of a candidate: the API's detail and its star. */
type CandidateDetail = ApiCandidateDetail & { isFavourite: boolean };

/**
 * Candidates from the public CV form to the console: apply with a real PDF, find the application
 * first in the list, star it (then the favourites filter shows it), open it and download the CV with
 * the token (the same bytes), and check the CV's address refuses anyone without a token.
 */
export function candidatesSuite(ctx: ConsoleContext) {
  const stamp = Date.now().toString(36);
  const applicant = { name: 'Nigar', surname: `Sınaq${stamp}`, number: '+994 50 123 45 67', email: `nigar.${stamp}@example.az` };
  const fullName = `${applicant.name} ${applicant.surname}`;
  let id = 0;
  let pdf: Buffer;

  describe('console candidates', () => {
    it('takes an application with a PDF through the public form', async () => {
      // A CV with words on it, printed by Chromium, so that its view can be looked at.
      const printer = await ctx.anonymous('/admin/login');
      await printer.page.setContent(
        `<h1 style="font-family:sans-serif">${fullName}</h1><p style="font-family:sans-serif">Barista, 4 il təcrübə. ${applicant.email}</p>`,
      );
      pdf = await printer.page.pdf({ format: 'A5' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const form = new FormData();
      for (const [field, value] of Object.entries(applicant)) form.append(field, value);
      form.append('resumeFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'my cv.pdf');
      const res = await ctx.api<{ id: number }>('/api/v1/client/Candidates?languageId=2', { method: 'POST', body: form, token: null });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      id = res.body.id;
      expect(id).toBeGreaterThan(0);
    });

    it('lists it first (newest first), stars it, and shows it among the favourites only', async () => {
      const { page, pageErrors } = await ctx.signedIn('/career-list');
      const rows = page.getByRole('row');
      await rows.filter({ hasText: applicant.surname }).waitFor();
      await expect.poll(() => rows.nth(1).textContent()).toContain(applicant.surname);
      expect(await rows.count()).toBeLessThanOrEqual(11);

      // The star's name stays; its state is "pressed" or not, and its tooltip says what a click does.
      const star = page.getByRole('button', { name: `Seçilmiş: ${fullName}` });
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      expect(await star.ariaSnapshot()).not.toContain('[pressed]');
      expect(await star.getAttribute('title')).toBe(t.favourite_add);
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      expect(await star.ariaSnapshot()).toContain(`button "Seçilmiş: ${fullName}" [pressed]`);
      expect(await star.getAttribute('title')).toBe(t.favourite_remove);
      const { body } = await ctx.api<CandidateDetail>(`/api/v1/admin/Candidates/${id}`);
      expect(body.isFavourite).toBe(true);

      const favouritesOnly = page.getByRole('button', { name: 'Yalnız seçilmişlər' });
      await favouritesOnly.click();
      await expect.poll(() => favouritesOnly.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.url()).toContain('isFavourite');
      await rows.filter({ hasText: applicant.surname }).waitFor();
      // Every row left is a favourite.
      const stars = page.getByRole('row').getByRole('button', { name: /^Seçilmiş: / });
      await expect
        .poll(async () => (await stars.evaluateAll((all) => all.map((b) => b.getAttribute('aria-pressed')))).every((p) => p === 'true'))
        .toBe(true);
      expect(await auditPage(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 60_000);

    it('opens the candidate from "ətraflı" and downloads the CV with the token: the same bytes, the server\'s name', async () => {
      const { page, pageErrors } = await ctx.signedIn('/career-list');
      await page.getByRole('link', { name: `ətraflı: ${fullName}` }).click();
      await page.waitForURL(new RegExp(`/admin/career-list/${id}$`));
      await page.getByRole('link', { name: applicant.email }).waitFor();
      expect(await page.getByRole('link', { name: applicant.number }).getAttribute('href')).toBe('tel:+994501234567');
      expect(await page.getByRole('heading', { name: fullName }).count()).toBeGreaterThan(0);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CV-ni yüklə' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^cv-sinaq${stamp}-${id}\\.pdf$`));
      const saved = await fs.readFile((await download.path())!);
      expect(saved.equals(pdf)).toBe(true);
      expect(await auditPage(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 60_000);

    it('shows the CV in a new tab: a PDF fetched with the token, handed over as the same bytes, never a public address', async () => {
      const { page, context, pageErrors, blocked } = await ctx.signedIn(`/career-list/${id}`);
      // The bytes the console hands to the new tab, read back from the object URL's blob.
      await page.evaluate(() => {
        const created: Array<{ type: string; bytes: Promise<number[]> }> = [];
        (window as any).createdFiles = created;
        const original = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (object: Blob | MediaSource) => {
          if (object instanceof Blob)
            created.push({ type: object.type, bytes: object.arrayBuffer().then((buffer) => [...new Uint8Array(buffer)]) });
          return original(object);
        };
      });
      const resumeRequests: Array<string | undefined> = [];
      context.on('request', (request) => {
        if (request.url().includes('/Resume')) resumeRequests.push(request.headers().authorization);
      });
      const view = page.getByRole('button', { name: `${t.view_cv} ${t.view_cv_new_tab}` });
      const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
      await tab.waitForURL(/^blob:/);
      expect(new URL(tab.url().slice('blob:'.length)).origin).toBe(ctx.url());
      expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
      const handed = await page.evaluate(async () => {
        const [file] = (window as any).createdFiles as Array<{ type: string; bytes: Promise<number[]> }>;
        return { type: file.type, bytes: await file.bytes };
      });
      expect(handed.type).toBe('application/pdf');
      expect(Buffer.from(handed.bytes).equals(pdf)).toBe(true);
      // One request for the CV, with the token; the tab itself fetched nothing.
      expect(resumeRequests).toHaveLength(1);
      expect(resumeRequests[0]).toMatch(/^Bearer /);
      // Chromium's PDF viewer (its own resources, nothing off the origin) draws the page once the tab is in front.
      await tab.bringToFront();
      await fs.mkdir(path.resolve(__dirname, '../../.cache/screenshots'), { recursive: true });
      await stableScreenshot(tab, path.resolve(__dirname, '../../.cache/screenshots/console-cv-tab.png'));
      expect(blocked).toEqual([]);
      await page.screenshot({ path: path.resolve(__dirname, '../../.cache/screenshots/console-candidate-1280-az.png') });
      expect(pageErrors).toEqual([]);
    }, 60_000);

    it('refuses the CV to anyone without a token (401)', async () => {
      const { body } = await ctx.api<CandidateDetail>(`/api/v1/admin/Candidates/${id}`);
      expect(body.resumePath).toBe(`/api/v1/admin/Candidates/${id}/Resume`);
      const anonymous = await ctx.api(body.resumePath!, { token: null });
      expect(anonymous.status).toBe(401);
      expect(JSON.stringify(anonymous.body)).not.toContain('%PDF');
    });

    it('erases the candidate for good from its screen, after a confirmation that says so (375 and 1280 px)', async () => {
      const shots = path.resolve(__dirname, '../../.cache/screenshots');
      await fs.mkdir(shots, { recursive: true });
      // At 375 px the button is reachable and the dialog fits; cancelling keeps the candidate.
      const narrow = await ctx.signedIn(`/career-list/${id}`, { viewport: { width: 375, height: 740 } });
      // On a phone react-admin draws the button as an icon named by its label alone.
      const narrowErase = narrow.page.getByRole('button', { name: new RegExp(`^${t.erase}(: ${fullName})?$`) });
      await narrowErase.click();
      const narrowDialog = narrow.page.getByRole('dialog');
      await narrowDialog.getByText(t.erase_content).waitFor();
      const box = (await narrowDialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await narrow.page.screenshot({ path: path.join(shots, 'console-candidate-erase-375-az.png') });
      await narrowDialog.getByRole('button', { name: 'Ləğv et' }).click();
      await narrowDialog.waitFor({ state: 'detached' });
      expect((await ctx.api(`/api/v1/admin/Candidates/${id}`)).status).toBe(200);

      const { page, pageErrors } = await ctx.signedIn(`/career-list/${id}`);
      await page.getByRole('link', { name: applicant.email }).waitFor();
      await page.getByRole('button', { name: `${t.erase}: ${fullName}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: t.erase_title.replace('%{name}', fullName) }).waitFor();
      expect(await dialog.textContent()).toContain(t.erase_content);
      expect(await auditPage(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, 'console-candidate-erase-1280-az.png') });
      await dialog.getByRole('button', { name: t.erase }).click();

      // Back to the list, with the notification; the candidate is in neither the list nor the API.
      await page.waitForURL(/\/admin\/career-list\/?(\?.*)?$/);
      await page.getByText(t.erased.replace('%{name}', fullName)).waitFor();
      await page.screenshot({ path: path.join(shots, 'console-candidate-erased-1280-az.png') });
      // The list was read again: the candidate's row is not in it (the list may now be empty).
      await expect.poll(() => page.getByRole('row').filter({ hasText: applicant.surname }).count()).toBe(0);
      expect((await ctx.api(`/api/v1/admin/Candidates/${id}`)).status).toBe(404);
      expect((await ctx.api(`/api/v1/admin/Candidates/${id}/Resume`)).status).toBe(404);
      expect(pageErrors).toEqual([]);
    }, 90_000);
  });
}
