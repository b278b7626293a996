import { randomBytes } from 'node:crypto';

/** Fresh random values for every secret Strapi needs, so no test ever runs on a known secret. */
export function testSecrets() {
  const secret = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}
