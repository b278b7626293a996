import { ADMIN_PASSWORD_MIN_LENGTH } from '../lib/auth/passwords';
import { LOCAL_DEFAULTS } from './local-defaults';

const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];
const PASSWORDS = ['ADMIN_PASSWORD', 'CMS_ADMIN_PASSWORD'] as const;
const SECRET_MIN_LENGTH = 16;
/** The placeholders of .env.example and of Strapi's own templates. */
const PLACEHOLDER = /change-?me|tobemodified|example|^secret$/i;

function secretProblem(value: string | undefined) {
  if (!value) return 'it is missing';
  // APP_KEYS holds several keys, comma-separated; each must hold up on its own.
  const parts = value.split(',');
  if (parts.some((part) => PLACEHOLDER.test(part))) return 'it is a placeholder';
  if (parts.some((part) => part.length < SECRET_MIN_LENGTH)) return 'it is too short';
  return null;
}

function passwordProblem(name: (typeof PASSWORDS)[number], value: string | undefined) {
  if (!value) return 'it is missing';
  if (value === LOCAL_DEFAULTS[name]) return 'it is the local demo password from README.md';
  if (value.length < ADMIN_PASSWORD_MIN_LENGTH) return 'it is too short';
  return null;
}

/** What keeps a production start from running with values anyone can read in this repository. */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of SECRETS) {
    const problem = secretProblem(env[name]);
    const what = name === 'APP_KEYS' ? 'comma-separated random values' : 'a random value';
    if (problem)
      problems.push(`${name} must be set to ${what} of at least ${SECRET_MIN_LENGTH} characters (openssl rand -base64 32): ${problem}`);
  }
  for (const name of PASSWORDS) {
    const problem = passwordProblem(name, env[name]);
    if (problem)
      problems.push(
        `${name} must be set to a password of at least ${ADMIN_PASSWORD_MIN_LENGTH} characters, not the local default: ${problem}`,
      );
  }
  if (!/^https?:\/\/[^/\s]+\/?$/i.test(env.PUBLIC_URL ?? '')) {
    // The pages' canonical and Open Graph addresses and the sitemap name it, never a request's Host.
    problems.push(
      'PUBLIC_URL must be set to the public address of the site, such as https://qahve.az: ' +
        (env.PUBLIC_URL ? 'it is not an http(s) origin' : 'it is missing'),
    );
  }
  if ((env.CORS_ORIGINS ?? '').split(',').some((origin) => origin.trim() === '*')) {
    problems.push('CORS_ORIGINS must list the origins allowed to call the API, not *');
  }
  return problems;
}
