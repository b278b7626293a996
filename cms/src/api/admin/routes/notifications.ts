import { adminRoute } from '../../../lib/http/admin-route';
import { JSON_BODY } from '../../../lib/http/body/limits';

/**
 * The signed-in administrator's e-mail notification choices (docs/notifications.md). Administrators
 * only, like every route under /api/v1/admin; each reads and writes their own settings.
 */
export default {
  routes: [
    adminRoute('GET', 'Notifications/Settings', 'notifications.settings'),
    adminRoute('PUT', 'Notifications/Settings', 'notifications.save', JSON_BODY),
  ],
};
