import { adminRoute } from '../../../lib/http/admin-route';
import { JSON_BODY } from '../../../lib/http/body/limits';

/**
 * Scheduled publishing (docs/publishing.md): items, alone or as a named release, shown on the site or
 * hidden from it at a time. Administrators only, like every route under /api/v1/admin.
 */
export default {
  routes: [
    adminRoute('GET', 'Schedules', 'schedules.find'),
    adminRoute('GET', 'Schedules/:id', 'schedules.findOne'),
    adminRoute('POST', 'Schedules', 'schedules.create', JSON_BODY),
    adminRoute('PUT', 'Schedules/:id', 'schedules.update', JSON_BODY),
    adminRoute('DELETE', 'Schedules/:id', 'schedules.cancel'),
  ],
};
