/**
 * Local demo accounts, documented in README.md. A production start refuses them (see
 * production-checks), so they can only ever open a developer's own machine.
 */
export const LOCAL_DEFAULTS = {
  ADMIN_EMAIL: 'admin@qahve.local',
  ADMIN_PASSWORD: 'Qahve-admin-2024',
  CMS_ADMIN_EMAIL: 'cms@qahve.local',
  CMS_ADMIN_PASSWORD: 'Qahve-cms-2024',
} as const;
