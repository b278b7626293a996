import type { BodySpec } from './body/limits';

/**
 * A console route under /api/v1/admin: for administrators only (global::administrator answers 401 or
 * 403 before a byte of the body is read), with the body it names (lib/http/body/limits.ts), none by default.
 */
export const adminRoute = (method: string, path: string, handler: string, body: BodySpec | false = false) => ({
  method,
  path: `/v1/admin/${path}`,
  handler: `api::admin.${handler}`,
  config: { auth: false as const, policies: ['global::administrator'], body },
});
