import { historyRetentionDays } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { ensureHistoryTable, pruneEntries } from '../lib/history';

const DAY_MS = 24 * 60 * 60 * 1000;
let timer: NodeJS.Timeout | undefined;

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
  const run = () =>
    runHistoryRetention(strapi).catch((error: Error & { code?: string }) =>
      strapi.log.error(`History retention failed (${error.code ?? error.name}); it runs again in a day or at the next start`),
    );
  void run();
  stopHistory();
  timer = setInterval(run, DAY_MS);
  timer.unref();
}

export function stopHistory() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
