import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './paths.mjs';

const SECRETS = ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];

/**
 * Outside production, the first start writes cms/.env with fresh random secrets, so that nothing
 * secret ever sits in the repository and sessions survive restarts. Production brings its own.
 */
export function ensureLocalEnv() {
  const file = path.join(cmsDir, '.env');
  if (process.env.NODE_ENV === 'production' || fs.existsSync(file)) return;
  const secret = () => randomBytes(24).toString('base64');
  const lines = [
    '# Written by the first `npm start`: local secrets, never committed. See cms/.env.example.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    ...SECRETS.map((name) => `${name}=${secret()}`),
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log('Wrote cms/.env with new local secrets');
}
