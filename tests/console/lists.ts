import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatDateTime } from '../../admin/src/common/dates';
import { animationsDone, DESKTOP, fetchesSettled, reachable } from '../support/browser';
import type { ConsoleContext, ConsoleLocale } from '../support/console';

/** The phones of the issue: 390 px (a current iPhone) and 375 px (the smallest in common use). */
const PHONE_390 = { width: 390, height: 844 };
const PHONE_375 = { width: 375, height: 812 };

/** Every list of the console, by the path the menu (or the spec's route) opens. */
const LISTS = [
  '/products',
  '/categories',
  '/homeproducts',
  '/carousels',
  '/BranchesList',
  '/contactsources',
  '/survey',
  '/reviews',
  '/career-list',
];

/** What a list draws: its placeholder, its rows or cards, "Empty" (a status too). */
const DRAWN = 'main [data-placeholder], main table tbody tr, main ul > li.MuiCard-root, main [role="status"]';
/** Marks what the page before drew, until it is gone (`openList`). */
const BEFORE = 'data-e2e-before';

/**
 * Waits until the list has drawn its first page (its placeholder gone, rows or cards or "Empty" shown)
 * and the answers of every request it made are in (the referenced records' names too).
 */
async function listLoaded(page: Page) {
  await page.locator(`[${BEFORE}]`).first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('main [data-placeholder]').waitFor({ state: 'detached', timeout: 15_000 });
  // The placeholder is a status too (busy): a list that has not drawn it yet must not pass for an empty one.
  await page
    .locator('main table tbody tr, main ul > li.MuiCard-root, main [role="status"]:not([data-placeholder])')
    .first()
    .waitFor({ timeout: 30_000 });
  await fetchesSettled(page);
}

/**
 * Goes to `list` in the console the page shows, as its menu's links do (the router follows the address;
 * the bundle is not loaded again nor the session checked again). What the page before drew is marked
 * first: `listLoaded` then waits for the list's own rows, not the last one's.
 */
async function goToList(page: Page, list: string) {
  if (new URL(page.url()).pathname === `/admin${list}`) return;
  await page.evaluate(
    ({ drawn, before, to }) => {
      document.querySelectorAll(drawn).forEach((element) => element.setAttribute(before, ''));
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { drawn: DRAWN, before: BEFORE, to: `/admin${list}` },
  );
}

/** `goToList`, then waits until the list is loaded. */
async function openList(page: Page, list: string) {
  await goToList(page, list);
  await listLoaded(page);
}

/** The page's width beyond the window's (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every control of the rows' actions, as boxes. */
async function actionBoxes(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main td.column-actions :is(button, a), main li.MuiCard-root .MuiCardActions-root :is(button, a)',
      ),
    ].map((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', left, right, top, bottom };
    }),
  );
}

/**
 * The lists at a laptop's and a phone's width (issue 15, point 1): nothing scrolls sideways, every
 * row's actions are in the window at 1280 px (a table) and in between (a table where it fits), and
 * below the `sm` breakpoint each row is a card whose actions are all in reach (the last card's too,
 * above the floating Create button); the placeholder
 * while a list loads (point 6); notifications clear of the app bar's controls and of the phone's
 * fixed buttons (point 5); dates in each language's own format (point 4).
 */
export function listsSuite(ctx: ConsoleContext) {
  const shots = path.resolve(__dirname, '../../.cache/screenshots');

  async function shoot(page: Page, name: string) {
    await fs.mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `console-${name}.png`) });
  }

  async function productWithReviews() {
    const { body } = await ctx.api<{ items: Array<{ productId: number }> }>('/api/v1/admin/Reviews/GetAll?pageSize=1');
    return body.items[0].productId;
  }

  describe('console lists on a laptop and on a phone', () => {
    it('have a candidate to show', async () => {
      const { body } = await ctx.api<{ totalItems: number }>('/api/v1/admin/Candidates?pageSize=1');
      if (body.totalItems > 0) return;
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name: 'Səbinə',
        surname: 'Kərimova-Abdullayeva',
        number: '+994 55 765 43 21',
        email: 'sabina.layout@example.az',
      }))
        form.append(field, value);
      form.append(
        'resumeFile',
        new Blob([await fs.readFile(path.resolve(__dirname, '../../cms/tests/fixtures/cv.pdf'))], { type: 'application/pdf' }),
        'cv.pdf',
      );
      expect((await ctx.api('/api/v1/client/Candidates', { method: 'POST', body: form, token: null })).status).toBe(201);
    });

    it('fit 1280 px with every action in the window, in the three languages', async () => {
      const reviewsOfProduct = `/products/${await productWithReviews()}/reviews`;
      for (const locale of ['az', 'en', 'ru'] as ConsoleLocale[]) {
        // Every list in Azerbaijani; in English and Russian the widest (longer words).
        const lists = locale === 'az' ? [...LISTS, reviewsOfProduct] : ['/products', '/survey', '/reviews', reviewsOfProduct];
        const { page } = await ctx.signedIn(lists[0], { locale, viewport: DESKTOP });
        for (const list of lists) {
          await openList(page, list);
          expect(await page.locator('main table').count(), list).toBe(1);
          expect(await overflow(page), `${list} (${locale}) is wider than the window`).toBeLessThanOrEqual(0);
          const boxes = await actionBoxes(page);
          expect(boxes.length, list).toBeGreaterThan(0);
          const width = DESKTOP.width;
          expect(
            boxes.filter((box) => box.left < 0 || box.right > width),
            `${list} (${locale}): actions out of the window`,
          ).toEqual([]);
          if (locale === 'ru' && (list === '/reviews' || list === '/survey')) await shoot(page, `${list.slice(1)}-1280-ru`);
        }
      }
    }, 300_000);

    it('fit a tablet’s and a small laptop’s width (768, 1024 px) too: a table where it fits, cards where it does not', async () => {
      const { page } = await ctx.signedIn(LISTS[0], { locale: 'ru', viewport: { width: 768, height: 900 } });
      for (const width of [768, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        for (const list of LISTS) {
          await openList(page, list);
          expect(await overflow(page), `${list} (${width} px) scrolls sideways`).toBeLessThanOrEqual(0);
          // On a busy machine the cards can follow the rows' status by a render or two.
          await expect.poll(async () => (await actionBoxes(page)).length, { message: list, timeout: 15_000 }).toBeGreaterThan(0);
          const boxes = await actionBoxes(page);
          expect(
            boxes.filter((box) => box.left < 0 || box.right > width),
            `${list} (${width} px): actions out of the window`,
          ).toEqual([]);
          if (width === 1024 && list === '/reviews') await shoot(page, 'reviews-1024-ru');
        }
      }
    }, 300_000);

    it('show cards at 390 and 375 px, nothing sideways, every action in reach', async () => {
      for (const [viewport, locale] of [
        [PHONE_390, 'az'],
        [PHONE_375, 'ru'],
      ] as const) {
        const { page } = await ctx.signedIn(LISTS[0], { locale, viewport });
        for (const list of LISTS) {
          await openList(page, list);
          const cards = page.locator('main ul > li.MuiCard-root');
          // Every list has seeded rows: their cards, not an early status, say the list is in.
          await cards.first().waitFor({ timeout: 30_000 });
          expect(await page.locator('main table').count(), `${list}: a table on a phone`).toBe(0);
          expect(await cards.count(), list).toBeGreaterThan(0);
          expect(await overflow(page), `${list} (${viewport.width} px) scrolls sideways`).toBeLessThanOrEqual(0);
          const boxes = await actionBoxes(page);
          expect(boxes.length, list).toBeGreaterThan(0);
          expect(
            boxes.filter((box) => box.left < 0 || box.right > viewport.width),
            `${list}: actions out of the window`,
          ).toEqual([]);
          if (viewport.width === 390) await shoot(page, `${list.slice(1)}-390-${locale}`);
          // The last card's actions, scrolled to, are not under the floating Create button.
          const last = cards.last().locator('.MuiCardActions-root').locator('button:not([disabled]), a');
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect
            .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
            .toBe(true);
          await animationsDone(page);
          for (let i = 0; i < (await last.count()); i++)
            expect(await reachable(last.nth(i)), `${list}: the last card's action ${i} is covered`).toBe(true);
        }
      }
    }, 300_000);

    it('show the header controls above the cards: the sorts, "select all", the favourites filter', async () => {
      const { page } = await ctx.signedIn('/survey', { locale: 'en', viewport: PHONE_390 });
      await listLoaded(page);
      const sort = page.getByRole('button', { name: /^Age\./ });
      await sort.click();
      await expect.poll(() => page.url()).toContain('sort=age%3Aasc');
      await expect.poll(() => sort.getAttribute('data-sort')).toBe('asc');

      await openList(page, '/reviews');
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByRole('button', { name: 'Reject', exact: true }).waitFor();

      await openList(page, '/career-list');
      const favourites = page.getByRole('button', { name: 'Favourites only' });
      expect(await favourites.getAttribute('aria-pressed')).toBe('false');
      await favourites.click();
      await expect.poll(() => page.url()).toContain('isFavourite');
      await expect.poll(() => favourites.getAttribute('aria-pressed')).toBe('true');
    }, 120_000);

    it('show a placeholder, never a blank page, while the first page loads', async () => {
      for (const viewport of [DESKTOP, PHONE_390]) {
        const { page } = await ctx.signedIn('', { viewport });
        // The API answers only once the placeholder has been seen: the gate closes at each visit.
        let open = true;
        let held: Array<() => void> = [];
        await page.route('**/api/v1/admin/**', async (route) => {
          if (!open) await new Promise<void>((resolve) => held.push(resolve));
          await route.continue();
        });
        const release = () => {
          open = true;
          held.forEach((resolve) => resolve());
          held = [];
        };
        for (const list of LISTS) {
          open = false;
          // The first list with the console's own start (a full load), the others as the menu opens them.
          if (list === LISTS[0]) await page.goto(`${ctx.url()}/admin${list}`);
          else await goToList(page, list);
          const placeholder = page.locator('main [data-placeholder][role="status"]');
          await placeholder.waitFor({ timeout: 30_000 });
          expect((await placeholder.boundingBox())!.height, list).toBeGreaterThan(100);
          release();
          await listLoaded(page);
        }
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    }, 180_000);
  });

  describe('console notifications', () => {
    /** Deletes and reverts a contact source through the list: two notifications. */
    async function deleteAndRevert(page: Page) {
      const name = (await page.locator('main button[aria-label^="Sil: "]:not([disabled])').first().getAttribute('aria-label'))!.slice(
        'Sil: '.length,
      );
      const card = page
        .locator('main table tbody tr, main ul > li.MuiCard-root')
        .filter({ has: page.getByRole('button', { name: `Sil: ${name}`, exact: true }) });
      await card.getByRole('button', { name: /^Sil: / }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
      const toast = page.locator('.MuiSnackbar-root');
      await toast.getByText('Silindi').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      return {
        toast,
        restore: async () => {
          await toast.waitFor({ state: 'detached', timeout: 10_000 });
          await card.getByRole('button', { name: /^Geri qaytar: / }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Geri qaytar' }).click();
          await toast.getByText('Geri qaytarıldı').waitFor();
        },
      };
    }

    /** The controls fixed on screen: the app bar's (menu, language, account), a phone's Save bar and Create button. */
    const FIXED_CONTROLS = 'header button, header a, .RaToolbar-mobileToolbar button, .RaCreateButton-floating';

    async function overlaps(page: Page, toast: Locator) {
      const box = (await toast.boundingBox())!;
      return page.locator(FIXED_CONTROLS).evaluateAll(
        (elements, t) =>
          elements
            .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent, rect: element.getBoundingClientRect() }))
            .filter(
              ({ rect }) =>
                rect.width > 0 && rect.left < t.x + t.width && rect.right > t.x && rect.top < t.y + t.height && rect.bottom > t.y,
            )
            .map(({ name }) => name),
        box,
      );
    }

    it('cover neither the language selector nor the account menu, nor a phone’s fixed buttons', async () => {
      for (const viewport of [DESKTOP, PHONE_390]) {
        const { page } = await ctx.signedIn('/contactsources', { viewport });
        await listLoaded(page);
        const { toast, restore } = await deleteAndRevert(page);
        expect(await page.locator(FIXED_CONTROLS).count()).toBeGreaterThan(1);
        expect(await overlaps(page, toast), `${viewport.width} px`).toEqual([]);
        // The app bar's controls (the menu, the language, the account) stay usable while it shows.
        const header = page.locator('header button');
        for (let i = 0; i < (await header.count()); i++)
          if (await header.nth(i).isVisible()) expect(await reachable(header.nth(i)), `header button ${i}`).toBe(true);
        if (viewport.width < 600) await shoot(page, 'notification-list-390');
        await restore();

        // A create form on a phone has its Save bar fixed to the bottom.
        await page.goto(`${ctx.url()}/admin/products/create`);
        await page.getByRole('button', { name: 'Yadda saxla' }).click();
        const invalid = page.locator('.MuiSnackbar-root');
        await invalid.waitFor();
        expect(await overlaps(page, invalid), `${viewport.width} px, create form`).toEqual([]);
        // The first invalid field has the focus; Save, scrolled to (at the form's end on a wide screen), is
        // not under the message.
        const save = page.getByRole('button', { name: 'Yadda saxla' });
        await save.scrollIntoViewIfNeeded();
        expect(await reachable(save), `${viewport.width} px, Save`).toBe(true);
        if (viewport.width < 600) await shoot(page, 'notification-form-390');
      }
    }, 120_000);
  });

  describe('console dates', () => {
    const FORMATS: Record<ConsoleLocale, RegExp> = {
      az: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
      ru: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
      en: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    };

    it('read as each language writes them, on the reviews list and the survey detail', async () => {
      const { body: reviews } = await ctx.api<{ items: Array<{ createdAt: string }> }>('/api/v1/admin/Reviews/GetAll?pageSize=1');
      const { body: surveys } = await ctx.api<{ items: Array<{ id: number; createdAt: string }> }>('/api/v1/admin/Surveys?pageSize=1');
      for (const locale of ['az', 'en', 'ru'] as ConsoleLocale[]) {
        const { page } = await ctx.signedIn('/reviews', { locale, viewport: DESKTOP, timezoneId: 'Asia/Baku' });
        await listLoaded(page);
        const shown = (await page.locator('main td.column-createdAt time').first().textContent())!;
        expect(shown, locale).toMatch(FORMATS[locale]);
        expect(shown).toBe(formatDateTime(reviews.items[0].createdAt, locale, 'Asia/Baku'));

        await page.goto(`${ctx.url()}/admin/survey/${surveys.items[0].id}`);
        const detail = (await page.getByRole('dialog').locator('time').textContent())!;
        expect(detail, locale).toMatch(FORMATS[locale]);
        expect(detail).toBe(formatDateTime(surveys.items[0].createdAt, locale, 'Asia/Baku'));
        if (locale === 'az') await shoot(page, 'survey-detail-1280-az');
      }
    }, 120_000);
  });
}
