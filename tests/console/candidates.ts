import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditPage } from '../support/axe';
import type { ConsoleContext } from '../support/console';

const CV = path.resolve(__dirname, '../../cms/tests/fixtures/cv.pdf');

interface CandidateDetail {
  id: number;
  name: string;
  surname: string;
  number: string;
  email: string;
  resumePath: string | null;
  isFavourite: boolean;
}

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
      pdf = await fs.readFile(CV);
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

      const star = page.getByRole('button', { name: `Seçilmiş: ${fullName}` });
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      const { body } = await ctx.api<CandidateDetail>(`/api/v1/admin/Candidates/${id}`);
      expect(body.isFavourite).toBe(true);

      const favouritesOnly = page.getByRole('button', { name: 'Yalnız seçilmişlər' });
      await favouritesOnly.click();
      await expect.poll(() => favouritesOnly.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.url()).toContain('isFavourite');
      await rows.filter({ hasText: applicant.surname }).waitFor();
      // Every row left is a favourite.
      const stars = page.getByRole('row').getByRole('button', { name: /^Seçilmiş: / });
      await expect.poll(async () => (await stars.evaluateAll((all) => all.map((b) => b.getAttribute('aria-pressed')))).every((p) => p === 'true')).toBe(true);
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

    it('refuses the CV to anyone without a token (401)', async () => {
      const { body } = await ctx.api<CandidateDetail>(`/api/v1/admin/Candidates/${id}`);
      expect(body.resumePath).toBe(`/api/v1/admin/Candidates/${id}/Resume`);
      const anonymous = await ctx.api(body.resumePath!, { token: null });
      expect(anonymous.status).toBe(401);
      expect(JSON.stringify(anonymous.body)).not.toContain('%PDF');
    });
  });
}
