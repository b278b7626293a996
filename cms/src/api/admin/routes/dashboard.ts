import { adminRoute } from '../../../lib/http/admin-route';

/**
 * The console's dashboard (docs/dashboard.md): one call for all its cards, for administrators only
 * (the admin gate answers 401 without a token, the policy 403 to anyone else). It takes no body and
 * no parameters.
 */
export default {
  routes: [adminRoute('GET', 'Dashboard', 'dashboard.overview')],
};
