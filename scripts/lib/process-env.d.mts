export function freshSecrets(): Record<
  'APP_KEYS' | 'API_TOKEN_SALT' | 'ADMIN_JWT_SECRET' | 'TRANSFER_TOKEN_SALT' | 'JWT_SECRET' | 'ENCRYPTION_KEY',
  string
>;
export function freePort(): Promise<number>;
export function throwawayStartEnv(port: number): Record<string, string>;
export const serverNodeFlags: string[];
