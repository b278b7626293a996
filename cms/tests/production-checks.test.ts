import { describe, expect, it } from 'vitest';
import { productionProblems } from '../src/bootstrap/production-checks';
import { testSecrets } from './support/secrets';

const strongPasswords = { ADMIN_PASSWORD: 'a-long-real-password-1', CMS_ADMIN_PASSWORD: 'another-real-password-2' };
const PUBLIC_URL = 'https://qahve.az';

/** The problems of a production start with random secrets, chosen passwords and the public address, but for what `env` changes. */
const problemsWith = (env: Record<string, string | undefined>) =>
  productionProblems({ NODE_ENV: 'production', ...testSecrets(), ...strongPasswords, PUBLIC_URL, ...env });

describe('a production start', () => {
  it('runs with random secrets and chosen passwords', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it('refuses the local default passwords', () => {
    const problems = problemsWith({
      ADMIN_PASSWORD: 'Qahve-admin-2024',
      CMS_ADMIN_PASSWORD: 'Qahve-cms-2024',
    });
    expect(problems).toEqual([expect.stringContaining('ADMIN_PASSWORD'), expect.stringContaining('CMS_ADMIN_PASSWORD')]);
  });

  it('refuses missing, short and placeholder secrets', () => {
    const problems = problemsWith({
      APP_KEYS: 'change-me-1,change-me-2',
      JWT_SECRET: 'tobemodified',
      ENCRYPTION_KEY: 'short',
      API_TOKEN_SALT: undefined,
    });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['API_TOKEN_SALT', 'APP_KEYS', 'ENCRYPTION_KEY', 'JWT_SECRET']);
  });

  it('refuses missing secrets and passwords, saying what is wrong with each', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'ADMIN_PASSWORD',
      'CMS_ADMIN_PASSWORD',
      'PUBLIC_URL',
    ]);
    expect(problems[0]).toBe(
      'APP_KEYS must be set to comma-separated random values of at least 16 characters (openssl rand -base64 32): it is missing',
    );
    expect(problems[6]).toBe('ADMIN_PASSWORD must be set to a password of at least 12 characters, not the local default: it is missing');
  });

  it('refuses an administrator password under 12 characters, and accepts one of 12', () => {
    const problems = problemsWith({
      ADMIN_PASSWORD: 'Elevenchars',
      CMS_ADMIN_PASSWORD: 'Twelve-chars',
    });
    expect(problems).toEqual([expect.stringMatching(/^ADMIN_PASSWORD .*: it is too short$/)]);
  });

  it('refuses one weak key among several APP_KEYS', () => {
    const { APP_KEYS } = testSecrets();
    const problems = problemsWith({
      APP_KEYS: `${APP_KEYS},short`,
    });
    expect(problems).toEqual([expect.stringMatching(/^APP_KEYS .*: it is too short$/)]);
  });

  it('refuses CORS for every origin', () => {
    const problems = problemsWith({
      CORS_ORIGINS: 'https://qahve.az, *',
    });
    expect(problems).toEqual(['CORS_ORIGINS must list the origins allowed to call the API, not *']);
    expect(problemsWith({ CORS_ORIGINS: 'https://qahve.az' })).toEqual([]);
  });

  it('needs the public address of the site (canonical links, Open Graph, sitemap): an http(s) origin', () => {
    const problemsWithAddress = (value: string | undefined) => problemsWith({ PUBLIC_URL: value });
    for (const value of [undefined, '', 'qahve.az', '/site', 'https://qahve.az/shop', 'ftp://qahve.az']) {
      expect(problemsWithAddress(value), String(value)).toEqual([
        expect.stringMatching(/^PUBLIC_URL must be set to the public address of the site/),
      ]);
    }
    for (const value of ['https://qahve.az', 'https://qahve.az/', 'http://localhost:1337'])
      expect(problemsWithAddress(value), value).toEqual([]);
  });

  it('leaves development alone', () => {
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
  });
});
