// The console's lists in a real browser at every width, from a phone's to a laptop's, in the three
// languages, against the built product with its seeded content (and a candidate it adds). Layout in
// the browser is the same on either database: CI's SQLite pass covers it.
import { consoleFile } from './support/console';
import { listsSuite } from './console/lists';

listsSuite(consoleFile());
