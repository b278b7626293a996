import type { Core } from '@strapi/strapi';
import { configuredRetentionDays } from '../lib/candidates/cv-retention-days';
import { scheduleDaily } from '../lib/jobs/daily-job';
import { serviceOf } from '../lib/registry/services';

let stop: (() => void) | undefined;

/**
 * Erases the candidates (and their CVs) older than the retention; answers how many. The log says
 * how many and the setting, never who: names, e-mails and file names stay out of it.
 */
export async function runCvRetention(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  const days = configuredRetentionDays();
  if (days === null) return 0;
  const erased: number = await serviceOf(strapi, 'api::candidate.candidate').eraseOlderThan(days, now);
  if (erased > 0) strapi.log.info(`CV retention: erased ${erased} candidate(s) who applied more than ${days} days ago`);
  return erased;
}

/**
 * Runs the retention at start (without holding the start up) and then daily, on a timer that does
 * not keep the process alive. Every process runs it; erasing twice is erasing once.
 */
export function startCvRetention(strapi: Core.Strapi) {
  const days = configuredRetentionDays();
  if (days === null) {
    strapi.log.info('CV retention is off (CV_RETENTION_DAYS): candidates are kept until erased in the console');
    return;
  }
  stopCvRetention();
  stop = scheduleDaily(strapi, 'CV retention', () => runCvRetention(strapi));
}

export function stopCvRetention() {
  stop?.();
  stop = undefined;
}
