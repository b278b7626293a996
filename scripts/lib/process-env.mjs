// What every throwaway start of the app needs: its environment, fresh secrets and a free port.
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const secret = () => randomBytes(24).toString('base64');

/** Fresh random values for every secret Strapi needs, so that no run ever uses a known one. */
export function freshSecrets() {
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

/**
 * What every throwaway start of the app shares: on 127.0.0.1 at `port` (0: any), which is also the
 * public address of its pages (canonical links, sitemap), quiet, no telemetry, fresh secrets. The
 * caller adds its database, folders and NODE_ENV.
 */
export function throwawayStartEnv(port) {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...freshSecrets(),
  };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
