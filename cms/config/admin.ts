import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The console owns /admin; the super-admin panel lives at /cms. Its own API stays under /admin.
  url: '/cms',
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
    // The panel reads its access cookie from /cms pages and refreshes at /admin: one path covers both.
    cookie: { path: '/' },
  },
  apiToken: { salt: env('API_TOKEN_SALT')! },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT')! } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY')! },
  flags: { nps: false, promoteEE: false },
});

export default config;
