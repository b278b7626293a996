// The console (/admin) in a real browser (Debian's Chromium through playwright-core) against the
// built product with its seeded content. One product start and one browser for the whole file; the
// suites of tests/console/*.ts each cover a part of the back office and get the shared context.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './support/browser';
import { createConsoleContext } from './support/console';
import { startProduct, type RunningServer } from './support/server';
import { candidatesSuite } from './console/candidates';
import { dashboardSuite } from './console/dashboard';
import { formsSuite } from './console/forms';
import { historySuite } from './console/history';
import { listsSuite } from './console/lists';
import { notificationsSuite } from './console/notifications';
import { passwordSuite } from './console/password';
import { productsSuite } from './console/products';
import { reviewsSuite } from './console/reviews';
import { schedulesSuite } from './console/schedules';
import { sessionSuite } from './console/session';
import { surveySuite } from './console/survey';

let product: RunningServer;
let browser: Browser;
const ctx = createConsoleContext(
  () => browser,
  () => product.url,
);

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await ctx.closeAll();
  await browser?.close();
  await product?.stop();
});

sessionSuite(ctx);
productsSuite(ctx);
reviewsSuite(ctx);
candidatesSuite(ctx);
surveySuite(ctx);
dashboardSuite(ctx);
// Layout in the browser, the same on either database: the SQLite pass covers it (CI time).
if (process.env.DATABASE_CLIENT !== 'postgres') listsSuite(ctx);
formsSuite(ctx);
historySuite(ctx);
passwordSuite(ctx);
notificationsSuite(ctx);
schedulesSuite(ctx);
