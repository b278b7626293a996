import { ADMIN_MESSAGES } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { ADMINISTRATOR_ROLE } from '../bootstrap/accounts';
import { ApiError } from '../lib/http/api-error';
import { serviceOf } from '../lib/registry/services';

type PolicyContext = { request: { header: Record<string, string | undefined> }; state: Record<string, unknown> };

const unauthorized = (message: string) => new ApiError(401, message);

/**
 * Guards every /api/v1/admin route on the server: 401 for no token, a malformed or forged one, an
 * expired one, a refresh token, or one whose session was logged out or revoked, or ended by a new
 * password or a block (lib/auth/sessions.ts); 403 for a valid token
 * whose user is not an Administrator or is blocked.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const header = policyContext.request.header.authorization ?? '';
  const [scheme, token, extra] = header.trim().split(/\s+/);
  if (!token || extra !== undefined || scheme.toLowerCase() !== 'bearer') throw unauthorized(ADMIN_MESSAGES.authenticationRequired);

  const sessions = strapi.sessionManager('users-permissions');
  // Verifies signature, algorithm and expiry, and that this is an access (not a refresh) token.
  const { isValid, payload } = sessions.validateAccessToken(token);
  if (!isValid || payload?.type !== 'access') throw unauthorized(ADMIN_MESSAGES.invalidToken);
  const user = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: Number(payload.userId) }, populate: { role: { select: ['type'] } } });
  if (!user) throw unauthorized(ADMIN_MESSAGES.invalidToken);
  // Strapi's isSessionActive ignores the session's status, and a session opened before the password
  // was last set has ended too: the service checks the row itself (lib/auth/sessions.ts).
  const live = await serviceOf(strapi, 'api::admin.identity').isSessionLive(payload.sessionId, user);
  if (!live) throw unauthorized(ADMIN_MESSAGES.sessionEnded);
  if (user.blocked || user.role?.type !== ADMINISTRATOR_ROLE) throw new ApiError(403, ADMIN_MESSAGES.administratorsOnly);

  policyContext.state.user = user;
  policyContext.state.sessionId = payload.sessionId;
  return true;
};
