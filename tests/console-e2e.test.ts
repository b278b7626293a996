// The console (/admin) in a real browser (Debian's Chromium through playwright-core) against the
// built product with its seeded content. One product start and one browser for the whole file; the
// suites of tests/console/*.ts each cover a part of the back office and get the shared context. The
// lists' layout at every width is a file of its own (console-lists-e2e.test.ts), run beside this one.
import { consoleFile } from './support/console';
import { candidatesSuite } from './console/candidates';
import { dashboardSuite } from './console/dashboard';
import { draftsSuite } from './console/drafts';
import { previewSuite } from './console/preview';
import { formsSuite } from './console/forms';
import { historySuite } from './console/history';
import { notificationsSuite } from './console/notifications';
import { passwordSuite } from './console/password';
import { productsSuite } from './console/products';
import { reviewsSuite } from './console/reviews';
import { schedulesSuite } from './console/schedules';
import { sessionSuite } from './console/session';
import { surveySuite } from './console/survey';

const ctx = consoleFile();

sessionSuite(ctx);
productsSuite(ctx);
reviewsSuite(ctx);
candidatesSuite(ctx);
surveySuite(ctx);
dashboardSuite(ctx);
formsSuite(ctx);
historySuite(ctx);
passwordSuite(ctx);
notificationsSuite(ctx);
schedulesSuite(ctx);
draftsSuite(ctx);
previewSuite(ctx);
