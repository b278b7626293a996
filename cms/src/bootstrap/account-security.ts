import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMIN_PASSWORD_MIN_LENGTH, DUMMY_PASSWORD_HASH } from '../lib/auth/passwords';

const TOO_SHORT = `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`;
const INVALID = 'Invalid credentials';

type Credentials = { email: string; password: string };
type CheckResult = [unknown, unknown, { message: string }?];

interface PanelAuth {
  hashPassword(password: string): Promise<string>;
  validatePassword(password: string, hash: string): Promise<boolean>;
  checkCredentials(credentials: Credentials): Promise<CheckResult>;
}

/**
 * The console's administrators are users-permissions users: the Document Service, through which
 * every user is written (the panel's content manager too), checks the schema's minimum length.
 */
function requireLongConsolePasswords(strapi: Core.Strapi) {
  const password = strapi.contentType('plugin::users-permissions.user').attributes.password as { minLength?: number };
  password.minLength = ADMIN_PASSWORD_MIN_LENGTH;
}

/**
 * The Strapi panel's administrators. Every password it stores (first admin, invitation, profile,
 * reset, the admin:reset CLI) is hashed by admin::auth, so the minimum is checked there. Its sign-in
 * answers an unknown e-mail without hashing and an inactive account with its own message; here both
 * cost one bcrypt comparison and answer like a wrong password.
 */
function hardenPanelAuth(strapi: Core.Strapi) {
  strapi.get('services').extend('admin::auth', (auth: PanelAuth) => ({
    ...auth,
    hashPassword(password: string) {
      if (typeof password !== 'string' || password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new errors.ValidationError(TOO_SHORT);
      return auth.hashPassword(password);
    },
    async checkCredentials({ email, password }: Credentials): Promise<CheckResult> {
      const user = (await strapi.db.query('admin::user').findOne({ where: { email }, select: ['id'] })) as { id: number } | null;
      if (!user) {
        await auth.validatePassword(String(password ?? ''), DUMMY_PASSWORD_HASH);
        return [null, false, { message: INVALID }];
      }
      const result = await auth.checkCredentials({ email, password });
      return result[1] ? result : [null, false, { message: INVALID }];
    },
  }));
}

/**
 * users-permissions' own sign-in, sign-up and password routes (/api/auth/*, /api/connect/*) are not
 * served: the console signs in at /api/v1/admin/Identity, which throttles failures and answers alike
 * for every wrong e-mail. The stock sign-in answers an unknown e-mail faster and its sign-up says
 * which e-mails are taken.
 */
function closeStockSignIn(strapi: Core.Strapi) {
  // Strapi keeps a setter on `routes` for extensions like this one (createContentApiRoutesFactory).
  const routers = strapi.plugin('users-permissions').routes as unknown as Record<string, { routes: Array<{ handler: string }> }>;
  const contentApi = routers['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => !route.handler.startsWith('auth.'));
}

/** Account rules for both kinds of administrator; runs in register, before any account is written. */
export function registerAccountSecurity(strapi: Core.Strapi) {
  requireLongConsolePasswords(strapi);
  hardenPanelAuth(strapi);
  closeStockSignIn(strapi);
}
