// What every throwaway start of the app needs: its environment, fresh secrets and a free port.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';

/**
 * The Node options `npm start` and the image's CMD give the server (cms/node-flags.json, checked
 * against both by tests/deploy.test.ts); every start of the server by a script or a test passes them
 * too. A young generation of 32 MB keeps a render after a content write out of full collections
 * (docs/PERFORMANCE-notes.md); it must be set before the heap exists, so not from server.js.
 */
export const serverNodeFlags = JSON.parse(fs.readFileSync(new URL('../../cms/node-flags.json', import.meta.url), 'utf8'));

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
