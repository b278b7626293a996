/** Sign-in of the console. Everything else under /api/v1/admin goes through the administrator policy. */
export default {
  routes: [
    { method: 'POST', path: '/v1/admin/Identity/Login', handler: 'api::admin.identity.login', config: { auth: false } },
    {
      method: 'GET',
      path: '/v1/admin/Identity/Me',
      handler: 'api::admin.identity.me',
      config: { auth: false, policies: ['global::administrator'] },
    },
  ],
};
