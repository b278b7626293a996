/**
 * The console's dashboard (docs/dashboard.md): one call for all its cards, for administrators only
 * (the admin gate answers 401 without a token, the policy 403 to anyone else). It takes no body and
 * no parameters.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/v1/admin/Dashboard',
      handler: 'api::admin.dashboard.overview',
      config: { auth: false as const, policies: ['global::administrator'], body: false as const },
    },
  ],
};
