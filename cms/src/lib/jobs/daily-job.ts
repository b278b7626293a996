import type { Core } from '@strapi/strapi';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a job at once (without holding the start up) and then daily, on a timer that does not keep the
 * process alive; answers the function that stops it. A failure is logged by its code or name only (a
 * message may carry personal data or credentials) and the job simply runs again the next day or start.
 */
export function scheduleDaily(strapi: Core.Strapi, label: string, job: () => Promise<unknown>): () => void {
  const run = () =>
    job().catch((error: Error & { code?: string }) =>
      strapi.log.error(`${label} failed (${error.code ?? error.name}); it runs again in a day or at the next start`),
    );
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
