import { ADMIN_MESSAGES } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { ADMINISTRATOR_ROLE } from '../../../bootstrap/accounts';
import { ApiError } from '../../../lib/api-error';

/** Sign-in of the console's administrators, on users-permissions sessions (refresh mode). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A new session for an active Administrator with this e-mail and password; 401 for anyone else. */
  async login(email: string, password: string) {
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: email.toLowerCase() }, populate: { role: { select: ['type'] } } });
    const users = strapi.plugin('users-permissions').service('user');
    const valid =
      user &&
      !user.blocked &&
      user.role?.type === ADMINISTRATOR_ROLE &&
      typeof user.password === 'string' &&
      (await users.validatePassword(password, user.password));
    if (!valid) throw new ApiError(401, ADMIN_MESSAGES.loginFailed);

    const sessions = strapi.sessionManager('users-permissions');
    const refresh = await sessions.generateRefreshToken(String(user.id), undefined, { type: 'refresh' });
    const access = await sessions.generateAccessToken(refresh.token);
    if ('error' in access) throw new ApiError(401, ADMIN_MESSAGES.loginFailed);
    return { accessToken: access.token as string, refreshToken: refresh.token as string };
  },
});
