import type { Core } from '@strapi/strapi';
import { LOCAL_DEFAULTS } from './local-defaults';

export const ADMINISTRATOR_ROLE = 'administrator';

function setting(name: keyof typeof LOCAL_DEFAULTS) {
  return process.env[name] || LOCAL_DEFAULTS[name];
}

/** The console's Administrator role of users-permissions, and its first user. */
async function ensureConsoleAdministrator(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const role =
    (await roles.findOne({ where: { type: ADMINISTRATOR_ROLE } })) ??
    (await roles.create({
      data: { name: 'Administrator', type: ADMINISTRATOR_ROLE, description: 'Runs the back office console at /admin' },
    }));

  const email = setting('ADMIN_EMAIL').toLowerCase();
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email } })) return;
  await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: email,
      email,
      password: setting('ADMIN_PASSWORD'),
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
  strapi.log.info(`Created the console administrator ${email}`);
}

/** A super-admin of the Strapi panel at /cms. */
async function ensurePanelSuperAdmin(strapi: Core.Strapi) {
  const email = setting('CMS_ADMIN_EMAIL').toLowerCase();
  const adminUsers = strapi.service('admin::user');
  if (await adminUsers.exists({ email })) return;
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) return;
  await adminUsers.create({
    email,
    firstname: 'Super',
    lastname: 'Admin',
    password: setting('CMS_ADMIN_PASSWORD'),
    isActive: true,
    roles: [superAdminRole.id],
  });
  strapi.log.info(`Created the panel super-admin ${email}`);
}

export async function ensureAccounts(strapi: Core.Strapi) {
  await ensureConsoleAdministrator(strapi);
  await ensurePanelSuperAdmin(strapi);
}
