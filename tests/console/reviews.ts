import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reviewsMessages } from '../../admin/src/resources/reviews/messages';
import { auditPage } from '../support/axe';
import { ADMIN, submitLogin, type ConsoleContext } from '../support/console';
import { fetchesSettled } from '../support/browser';

interface ClientProduct {
  id: number;
  productDictionaries: Array<{ languageId: number; name: string }>;
}
interface ListedReview {
  id: number;
  feedback: string;
  status?: string;
}

/** The console's texts in Azerbaijani (its default language), from the reviews screen's own messages. */
const t = reviewsMessages.az.app.reviews;
/** The site's menu texts in Azerbaijani (web/src/i18n/locales/az/menu.json). */
const menu = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../web/src/i18n/locales/az/menu.json'), 'utf8'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A menu card's accessible name starts with the product's name, then its sizes and prices. */
const startsWithName = (name: string) => new RegExp(`^${escape(name)}(\\s|$)`);
const azName = (p: ClientProduct) => p.productDictionaries.find((d) => d.languageId === 2)?.name ?? '';

/**
 * Review moderation from the public form to the public menu: a review posted through the public
 * API stays hidden until it is confirmed on /admin/products/<id>/reviews; the pending filter and a
 * bulk reject over two more. In Azerbaijani, the console's default language.
 */
export function reviewsSuite(ctx: ConsoleContext) {
  const stamp = Date.now().toString(36);
  const author = { name: 'Aysel', surname: `E2E${stamp}` };
  const shownAuthor = `${author.name} ${author.surname}`;
  const feedbacks = {
    confirmed: `E2E rəy ${stamp}: çox dadlı.`,
    first: `E2E rəy ${stamp}: soyuq idi.`,
    second: `E2E rəy ${stamp}: gec gəldi.`,
  };

  /** A seeded menu product whose Azerbaijani name is no other's prefix, so that its card is found by name. */
  const menuProduct = async () => {
    const { body } = await ctx.api<{ items: ClientProduct[] }>('/api/v1/client/Products?languageId=2&isPaginated=false&isMenuItem=true', {
      token: null,
    });
    const found = body.items.find(
      (p) => azName(p) !== '' && body.items.every((o) => o === p || !startsWithName(azName(p)).test(azName(o))),
    );
    if (!found) throw new Error('no suitable product in the seeded menu');
    return found;
  };

  const post = (productId: number, feedback: string) =>
    ctx.api<{ id: number }>(`/api/v1/client/Reviews?productId=${productId}`, {
      method: 'POST',
      token: null,
      body: JSON.stringify({ ...author, email: 'aysel.e2e@example.az', feedback }),
    });
  const publicReviews = async (productId: number) =>
    (await ctx.api<{ items: ListedReview[] }>(`/api/v1/client/Reviews?productId=${productId}&isPaginated=false`, { token: null })).body
      .items;
  const adminReview = async (productId: number, id: number) =>
    (await ctx.api<{ items: ListedReview[] }>(`/api/v1/admin/Reviews/GetAll?productId=${productId}&isPaginated=false`)).body.items.find(
      (r) => r.id === id,
    );

  const rowWith = (page: Page, feedback: string) => page.getByRole('row').filter({ hasText: feedback });

  describe('console review moderation', () => {
    it('confirms a posted review on the product’s reviews page, after which the menu shows it', async () => {
      const product = await menuProduct();
      const name = azName(product);
      const posted = await post(product.id, feedbacks.confirmed);
      expect(posted.status).toBe(201);
      expect((await publicReviews(product.id)).map((r) => r.feedback)).not.toContain(feedbacks.confirmed);

      const { page, pageErrors } = await ctx.signedIn(`/products/${product.id}/reviews`);
      await page.getByRole('heading', { level: 1, name: t.product_title.replace('%{name}', name) }).waitFor();
      const row = rowWith(page, feedbacks.confirmed);
      await row.getByText(t.status.pending, { exact: true }).waitFor();
      await row.getByRole('button', { name: `${t.confirm}: ${shownAuthor}` }).click();
      await page.getByText(t.confirm_done).waitFor();
      await row.getByText(t.status.confirmed, { exact: true }).waitFor();
      // A confirmed review offers Reject, no longer Confirm.
      expect(await row.getByRole('button', { name: `${t.confirm}: ${shownAuthor}` }).count()).toBe(0);
      expect(await row.getByRole('button', { name: `${t.reject}: ${shownAuthor}` }).isVisible()).toBe(true);
      expect((await publicReviews(product.id)).map((r) => r.feedback)).toContain(feedbacks.confirmed);

      // A reload of the spec's route lands on the same page.
      await page.reload();
      await row.getByText(t.status.confirmed, { exact: true }).waitFor();

      const site = await ctx.anonymous('/menu');
      const reviewsLoaded = site.page.waitForResponse(
        (res) => res.url().includes('/api/v1/client/Reviews') && res.url().includes(`productId=${product.id}`),
      );
      await site.page.getByRole('button', { name: startsWithName(name) }).click();
      const dialog = site.page.getByRole('dialog', { name });
      await dialog.waitFor();
      expect((await reviewsLoaded).status()).toBe(200);
      const reviews = dialog.getByRole('region', { name: menu.reviews.title, exact: true });
      await reviews.getByText(feedbacks.confirmed, { exact: true }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    }, 120_000);

    it('follows the pending-review e-mail’s link: sign-in, then the review’s moderation dialog, where Confirm works', async () => {
      const product = await menuProduct();
      const feedback = `E2E rəy ${stamp}: məktubdan.`;
      const posted = await post(product.id, feedback);
      expect(posted.status).toBe(201);
      // The link of the mail (docs/notifications.md), opened without a session.
      const link = `/admin/products/${product.id}/reviews/${posted.body.id}`;
      const { page } = await ctx.anonymous(link);
      await submitLogin(page, ADMIN.email, ADMIN.password);
      await page.waitForURL((url) => url.pathname === link);
      const moderation = page.getByRole('dialog').getByRole('region', { name: t.moderation });
      await moderation.getByText(t.status.pending, { exact: true }).waitFor();
      await moderation.getByRole('button', { name: `${t.confirm}: ${shownAuthor}` }).click();
      await page.getByText(t.confirm_done).waitFor();
      await moderation.getByText(t.status.confirmed, { exact: true }).waitFor();
      expect((await adminReview(product.id, posted.body.id))?.status).toBe('confirmed');
    }, 120_000);

    it('filters to pending reviews and rejects two at once', async () => {
      const product = await menuProduct();
      const ids = [(await post(product.id, feedbacks.first)).body.id, (await post(product.id, feedbacks.second)).body.id];

      const { page } = await ctx.signedIn(`/products/${product.id}/reviews`);
      await rowWith(page, feedbacks.first).waitFor();
      await rowWith(page, feedbacks.confirmed).waitFor();
      await page.getByRole('switch', { name: t.pending_only }).check();
      await expect.poll(() => rowWith(page, feedbacks.confirmed).count(), { timeout: 10_000 }).toBe(0);
      await rowWith(page, feedbacks.second).waitFor();
      // The filter is in the address (a reload keeps it).
      expect(page.url()).toContain('pending');

      for (const feedback of [feedbacks.first, feedbacks.second]) await rowWith(page, feedback).getByRole('checkbox').check();
      await page.getByRole('button', { name: t.reject, exact: true }).click();
      await page.getByText(t.bulk_reject_done.replace('%{smart_count}', '2')).waitFor();
      // Rejected, they leave the pending list.
      await expect.poll(() => rowWith(page, feedbacks.first).count(), { timeout: 10_000 }).toBe(0);
      for (const id of ids) expect((await adminReview(product.id, id))?.status).toBe('rejected');
      expect((await publicReviews(product.id)).map((r) => r.feedback)).not.toContain(feedbacks.first);
    }, 120_000);

    it('has no axe violations on a product’s reviews, with its edit modal open', async () => {
      const product = await menuProduct();
      const { page } = await ctx.signedIn(`/products/${product.id}/reviews`);
      const row = rowWith(page, feedbacks.confirmed);
      await row.waitFor();
      await fetchesSettled(page);
      expect(await auditPage(page)).toEqual([]);
      await row.getByRole('link', { name: new RegExp(`: ${escape(shownAuthor)}$`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').waitFor();
      await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe(feedbacks.confirmed);
      expect(page.url()).toMatch(new RegExp(`/admin/products/${product.id}/reviews/\\d+$`));
      expect(await auditPage(page)).toEqual([]);
    }, 120_000);
  });
}
