import type { Core } from '@strapi/strapi';
import { recoverCv } from './api/candidate/services/candidate';
import { registerAccountSecurity } from './bootstrap/account-security';
import { ensureAccounts } from './bootstrap/accounts';
import { startCvRetention, stopCvRetention } from './bootstrap/cv-retention';
import { surviveDatabaseOutages } from './bootstrap/database-outages';
import { configuredHistoryRetention, startHistory, stopHistory } from './bootstrap/history';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureLocales } from './bootstrap/locales';
import { startNotificationQueue, stopNotificationQueue } from './bootstrap/notifications';
import { productionProblems } from './bootstrap/production-checks';
import requestBodies from './lib/http/body/middleware';
import { clearStaleTempFiles } from './lib/http/body/stale-temp-files';
import { configuredRetentionDays } from './lib/candidates/cv-retention-days';
import { cvBucket } from './lib/candidates/cv-store';
import { registerImageVariantCleanup } from './lib/media/image-variants';
import { recoverImages } from './lib/media/images';
import { registerDocumentRules, registerProductReviewCleanup } from './lib/content/document-rules';
import { registerLocaleSync } from './lib/content/locale-sync';
import { registerSessionRevocation } from './lib/auth/sessions';
import { recoverPendingFiles } from './lib/media/pending-files';
import { registerCacheInvalidation } from './lib/public-cache/invalidation';
import { startCachePurges, stopCachePurges } from './lib/public-cache/purge';
import { registerResourceControllers } from './lib/registry/resource-controllers';
import { startCacheVersion, stopCacheVersion } from './lib/public-cache/version';
import { ensureTranslationTable } from './lib/translations';
import { ensureDraftTables } from './lib/content/drafts';
import { ensurePreviewTable } from './lib/site/preview';
import { seedDemoContent } from './seed/seed';
import { startSchedules, stopSchedules } from './bootstrap/schedules';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    const problems = productionProblems();
    if (problems.length > 0) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
    // A CV_RETENTION_DAYS that is no number of days stops the start (personal data kept for ever otherwise).
    configuredRetentionDays();
    configuredHistoryRetention();
    // So does an incomplete or unsafe CV_S3_BUCKET, rather than the first CV posted failing.
    cvBucket();
    // Strapi's body parser (every path, before routing) gives way to one per route (lib/http/body, docs/security.md).
    strapi.get('middlewares').extend('strapi::body', () => requestBodies);
    registerResourceControllers(strapi);
    registerAccountSecurity(strapi);
    // Before the locale sync, so that the rules and the history see the item in all three languages.
    registerDocumentRules(strapi);
    registerProductReviewCleanup(strapi);
    registerLocaleSync(strapi);
    registerCacheInvalidation(strapi);
    registerImageVariantCleanup(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    surviveDatabaseOutages(strapi);
    // Before any account is written: setting a password or blocking a user ends their sessions.
    registerSessionRevocation(strapi);
    // First: seeding below is a write that the public cache must hear of.
    await startCacheVersion(strapi);
    await startCachePurges(strapi);
    await ensureLocales(strapi);
    await ensureIndexes(strapi);
    await startHistory(strapi);
    // Before any content write (the seed's): each one records what its translations were saved against.
    await ensureTranslationTable(strapi);
    await ensureDraftTables(strapi);
    await ensurePreviewTable(strapi);
    await recoverPendingFiles(strapi, { cv: recoverCv, image: recoverImages });
    await clearStaleTempFiles(strapi);
    await ensureAccounts(strapi);
    if (process.env.SEED_DEMO !== 'false') await seedDemoContent(strapi);
    startCvRetention(strapi);
    await startNotificationQueue(strapi);
    await startSchedules(strapi);
  },

  async destroy() {
    await stopSchedules();
    stopCvRetention();
    stopHistory();
    await stopNotificationQueue();
    await stopCacheVersion();
    await stopCachePurges();
  },
};
