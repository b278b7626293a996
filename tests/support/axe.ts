import type { Page } from 'playwright-core';
import { axeViolations, problemsOf, stillOnScreen } from '../../scripts/axe.mjs';

/** axe-core on the page as it is now: one line per violation (empty when there are none). */
export async function auditPage(page: Page): Promise<string[]> {
  await stillOnScreen(page);
  const violations = await axeViolations(page);
  const lang = await page.evaluate(() => document.documentElement.lang);
  return problemsOf({ language: lang, lang, violations });
}
