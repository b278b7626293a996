import { describe, expect, it } from 'vitest';
import { productionProblems } from '../src/bootstrap/production-checks';
import { testSecrets } from './support/secrets';

const strongPasswords = { ADMIN_PASSWORD: 'a-long-real-password-1', CMS_ADMIN_PASSWORD: 'another-real-password-2' };

describe('a production start', () => {
  it('runs with random secrets and chosen passwords', () => {
    expect(productionProblems({ NODE_ENV: 'production', ...testSecrets(), ...strongPasswords })).toEqual([]);
  });

  it('refuses the local default passwords', () => {
    const problems = productionProblems({
      NODE_ENV: 'production',
      ...testSecrets(),
      ADMIN_PASSWORD: 'Qahve-admin-2024',
      CMS_ADMIN_PASSWORD: 'Qahve-cms-2024',
    });
    expect(problems).toEqual([expect.stringContaining('ADMIN_PASSWORD'), expect.stringContaining('CMS_ADMIN_PASSWORD')]);
  });

  it('refuses missing, short and placeholder secrets', () => {
    const problems = productionProblems({
      NODE_ENV: 'production',
      ...testSecrets(),
      ...strongPasswords,
      APP_KEYS: 'change-me-1,change-me-2',
      JWT_SECRET: 'tobemodified',
      ENCRYPTION_KEY: 'short',
      API_TOKEN_SALT: undefined,
    });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['API_TOKEN_SALT', 'APP_KEYS', 'ENCRYPTION_KEY', 'JWT_SECRET']);
  });

  it('leaves development alone', () => {
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
  });
});
