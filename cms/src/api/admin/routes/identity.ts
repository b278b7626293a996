/**
 * Identity of the console. Login and Refresh are open (they take credentials or a refresh token); every
 * other route under /api/v1/admin goes through the administrator policy.
 */
export default {
  routes: [
    { method: 'POST', path: '/v1/admin/Identity/Login', handler: 'api::admin.identity.login', config: { auth: false } },
    { method: 'POST', path: '/v1/admin/Identity/Refresh', handler: 'api::admin.identity.refresh', config: { auth: false } },
    {
      method: 'POST',
      path: '/v1/admin/Identity/Logout',
      handler: 'api::admin.identity.logout',
      config: { auth: false, policies: ['global::administrator'] },
    },
    {
      method: 'POST',
      path: '/v1/admin/Identity/Password',
      handler: 'api::admin.identity.password',
      config: { auth: false, policies: ['global::administrator'] },
    },
    {
      method: 'GET',
      path: '/v1/admin/Identity/Me',
      handler: 'api::admin.identity.me',
      config: { auth: false, policies: ['global::administrator'] },
    },
  ],
};
