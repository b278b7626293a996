import { JSON_BODY } from '../../../lib/http/body/limits';

/**
 * Scheduled publishing (docs/publishing.md): items, alone or as a named release, shown on the site or
 * hidden from it at a time. Administrators only, like every route under /api/v1/admin.
 */
const admin = { auth: false as const, policies: ['global::administrator'] };
const noBody = { ...admin, body: false as const };
const json = { ...admin, body: JSON_BODY };

export default {
  routes: [
    { method: 'GET', path: '/v1/admin/Schedules', handler: 'api::admin.schedules.find', config: noBody },
    { method: 'GET', path: '/v1/admin/Schedules/:id', handler: 'api::admin.schedules.findOne', config: noBody },
    { method: 'POST', path: '/v1/admin/Schedules', handler: 'api::admin.schedules.create', config: json },
    { method: 'PUT', path: '/v1/admin/Schedules/:id', handler: 'api::admin.schedules.update', config: json },
    { method: 'DELETE', path: '/v1/admin/Schedules/:id', handler: 'api::admin.schedules.cancel', config: noBody },
  ],
};
