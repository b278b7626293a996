// The console (/admin) in a real browser (Debian's Chromium through playwright-core) against the
// built product with its seeded content: signing in, the products, the dashboard and the forms. One
// product start and one browser for the whole file; the suites of tests/console/*.ts each cover a part
// of the back office and get the shared context. The moderation and publishing screens are a file of
// their own (console-workflows-e2e.test.ts), and so are the lists' layout at every width
// (console-lists-e2e.test.ts): each file starts its own product, so the files run side by side.
import { consoleFile } from './support/console';
import { dashboardSuite } from './console/dashboard';
import { formsSuite } from './console/forms';
import { productsSuite } from './console/products';
import { sessionSuite } from './console/session';

const ctx = consoleFile();

sessionSuite(ctx);
productsSuite(ctx);
dashboardSuite(ctx);
formsSuite(ctx);
