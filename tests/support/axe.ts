import type { Page } from 'playwright-core';
import { axeViolations, problemsOf } from '../../scripts/axe.mjs';

/** axe-core on the page as it is now: one line per violation (empty when there are none). */
export async function auditPage(page: Page): Promise<string[]> {
  // A dialog or menu still fading in reads as low contrast: audit what stays on screen (spinners,
  // which run for ever, aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = await axeViolations(page);
  const lang = await page.evaluate(() => document.documentElement.lang);
  return problemsOf({ language: lang, lang, violations });
}
