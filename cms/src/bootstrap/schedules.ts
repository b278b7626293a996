import type { Core } from '@strapi/strapi';
import { ensureScheduleTables } from '../lib/schedules';
import { startScheduleRunner, stopScheduleRunner } from '../lib/schedules/runner';

/** The tables, then the runner that carries out due schedules (in every process; one claims each). */
export async function startSchedules(strapi: Core.Strapi) {
  await ensureScheduleTables(strapi);
  startScheduleRunner(strapi);
}

export const stopSchedules = stopScheduleRunner;
