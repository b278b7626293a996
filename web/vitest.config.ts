import { componentTests } from '../vitest.components.mjs';

// Component tests of the public site (jsdom + Testing Library): `npm test -w web` or `npx vitest run`.
// A test's time bound is a slow, busy machine's (two files render at once), not a fast one's.
export default componentTests({ testTimeout: 30000 });
