import type { Core } from '@strapi/strapi';
import { emailPluginConfig } from '../src/lib/notifications/settings';
import { uploadProvider } from '../src/lib/media/upload-provider';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: 15 * 60,
        maxRefreshTokenLifespan: 30 * 24 * 60 * 60,
        idleRefreshTokenLifespan: 7 * 24 * 60 * 60,
        httpOnly: false,
      },
    },
  },
  upload: {
    config: {
      // Local disk by default; UPLOAD_PROVIDER=s3 for a bucket that several replicas share (README, Production).
      ...uploadProvider(),
      sizeLimit: 5 * 1024 * 1024,
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        deniedTypes: ['image/svg+xml', 'text/html'],
      },
    },
  },
  i18n: { enabled: true },
  // Notifications through nodemailer when SMTP_HOST is set (docs/notifications.md); none otherwise.
  email: emailPluginConfig(),
});

export default config;
