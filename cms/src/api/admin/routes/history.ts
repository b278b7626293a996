import { adminRoute } from '../../../lib/http/admin-route';

/**
 * The content history and audit trail (docs/history.md), for administrators only: the entries, newest
 * first and filtered, and the restore of the version an entry left (itself a recorded write).
 */
export default {
  routes: [
    adminRoute('GET', 'History', 'history.find'),
    adminRoute('GET', 'History/Users', 'history.authors'),
    adminRoute('POST', 'History/:id/Restore', 'history.restore'),
    adminRoute('POST', 'History/:id/RestoreBefore', 'history.restoreBefore'),
  ],
};
