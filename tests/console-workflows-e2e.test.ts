// The console's moderation and publishing screens in a real browser (Debian's Chromium through
// playwright-core) against the built product with its seeded content: reviews, candidates, surveys,
// the content history, the password, notifications, schedules, drafts and the live preview. One
// product start and one browser for the whole file, beside console-e2e.test.ts.
import { consoleFile } from './support/console';
import { candidatesSuite } from './console/candidates';
import { draftsSuite } from './console/drafts';
import { historySuite } from './console/history';
import { notificationsSuite } from './console/notifications';
import { passwordSuite } from './console/password';
import { previewSuite } from './console/preview';
import { reviewsSuite } from './console/reviews';
import { schedulesSuite } from './console/schedules';
import { surveySuite } from './console/survey';

const ctx = consoleFile();

reviewsSuite(ctx);
candidatesSuite(ctx);
surveySuite(ctx);
historySuite(ctx);
passwordSuite(ctx);
notificationsSuite(ctx);
schedulesSuite(ctx);
draftsSuite(ctx);
previewSuite(ctx);
