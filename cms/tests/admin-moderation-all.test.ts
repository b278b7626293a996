import { afterAll, beforeAll } from 'vitest';
import { candidatesSuite } from './admin-moderation-candidates';
import { contactSourcesSuite } from './admin-moderation-contact-sources';
import { shared } from './support/moderation';
import { reviewsSuite } from './admin-moderation-reviews';
import { surveysSuite } from './admin-moderation-surveys';
import { administrator } from './support/admin';
import { startServer } from './support/strapi';

/**
 * The back office's moderation calls (reviews, surveys with statistics and export, candidates,
 * contact sources) on one server and database: one boot instead of four. The suites run in this
 * order and each counts only what it stored itself.
 */
beforeAll(async () => {
  shared.server = await startServer();
  shared.admin = await administrator(shared.server);
});

afterAll(() => shared.server?.stop());

reviewsSuite();
candidatesSuite();
surveysSuite();
contactSourcesSuite();
