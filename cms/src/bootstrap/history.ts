import { historyRetentionDays } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { scheduleDaily } from '../lib/jobs/daily-job';
import { ensureHistoryTable, pruneEntries } from '../lib/history';

let stop: (() => void) | undefined;

/** HISTORY_RETENTION_DAYS in days (365 without it); a value that is no number of days stops the start. */
export const configuredHistoryRetention = () => historyRetentionDays(process.env.HISTORY_RETENTION_DAYS);

/** Removes the entries older than the retention; answers how many. */
export async function runHistoryRetention(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  const days = configuredHistoryRetention();
  const removed = await pruneEntries(days, now);
  if (removed > 0) strapi.log.info(`History retention: removed ${removed} entr${removed === 1 ? 'y' : 'ies'} older than ${days} days`);
  return removed;
}

/** The table and its indexes, then the retention at start (not holding the start up) and daily. */
export async function startHistory(strapi: Core.Strapi) {
  await ensureHistoryTable(strapi);
  stopHistory();
  stop = scheduleDaily(strapi, 'History retention', () => runHistoryRetention(strapi));
}

export function stopHistory() {
  stop?.();
  stop = undefined;
}
