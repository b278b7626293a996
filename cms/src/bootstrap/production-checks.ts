import { LOCAL_DEFAULTS } from './local-defaults';

const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];
const PASSWORDS = ['ADMIN_PASSWORD', 'CMS_ADMIN_PASSWORD'] as const;
/** The placeholders of .env.example and of Strapi's own templates. */
const PLACEHOLDER = /change-?me|tobemodified|example|^secret$/i;

/** What keeps a production start from running with values anyone can read in this repository. */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of SECRETS) {
    const value = env[name] ?? '';
    const parts = value.split(',');
    if (!value || parts.some((part) => part.length < 16 || PLACEHOLDER.test(part))) {
      problems.push(`${name} must be set to a random value of at least 16 characters`);
    }
  }
  for (const name of PASSWORDS) {
    const value = env[name] ?? '';
    if (!value || value === LOCAL_DEFAULTS[name] || value.length < 12) {
      problems.push(`${name} must be set, at least 12 characters, and not the local default`);
    }
  }
  return problems;
}
