import type { Core } from '@strapi/strapi';
import { ensureNotificationTables } from '../lib/notifications/tables';
import { startNotifications, stopNotifications } from '../lib/notifications/queue';
import { ADMINISTRATOR_ROLE } from './accounts';

/**
 * E-mail notifications (docs/notifications.md): their tables, whatever the configuration (the
 * settings page works with notifications off), and this process's share of the queue's work.
 */
export async function startNotificationQueue(strapi: Core.Strapi) {
  await ensureNotificationTables(strapi);
  startNotifications(strapi, ADMINISTRATOR_ROLE);
}

export const stopNotificationQueue = stopNotifications;
