/**
 * The content history and audit trail (docs/history.md), for administrators only: the entries, newest
 * first and filtered, and the restore of the version an entry left (itself a recorded write).
 */
const admin = { auth: false as const, policies: ['global::administrator'], body: false as const };

export default {
  routes: [
    { method: 'GET', path: '/v1/admin/History', handler: 'api::admin.history.find', config: admin },
    { method: 'GET', path: '/v1/admin/History/Users', handler: 'api::admin.history.authors', config: admin },
    { method: 'POST', path: '/v1/admin/History/:id/Restore', handler: 'api::admin.history.restore', config: admin },
    { method: 'POST', path: '/v1/admin/History/:id/RestoreBefore', handler: 'api::admin.history.restoreBefore', config: admin },
  ],
};
