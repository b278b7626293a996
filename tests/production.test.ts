import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testSecrets } from '../cms/tests/support/secrets';

describe('production', () => {
  it('refuses to start with the local default passwords', () => {
    const result = spawnSync(process.execPath, ['server.js'], {
      cwd: path.resolve(__dirname, '../cms'),
      env: {
        ...process.env,
        ...testSecrets(),
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'Qahve-admin-2024',
        CMS_ADMIN_PASSWORD: 'a-real-long-password-9',
        DATABASE_FILENAME: '/tmp/qahve-never-created.db',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('ADMIN_PASSWORD must be set');
    expect(output).not.toContain('CMS_ADMIN_PASSWORD must be set');
    expect(output).not.toContain('APP_KEYS');
  });
});
