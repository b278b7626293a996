import { JSON_BODY } from '../../../lib/http/body/limits';

/**
 * The signed-in administrator's e-mail notification choices (docs/notifications.md). Administrators
 * only, like every route under /api/v1/admin; each reads and writes their own settings.
 */
const admin = { auth: false as const, policies: ['global::administrator'] };

export default {
  routes: [
    {
      method: 'GET',
      path: '/v1/admin/Notifications/Settings',
      handler: 'api::admin.notifications.settings',
      config: { ...admin, body: false as const },
    },
    {
      method: 'PUT',
      path: '/v1/admin/Notifications/Settings',
      handler: 'api::admin.notifications.save',
      config: { ...admin, body: JSON_BODY },
    },
  ],
};
