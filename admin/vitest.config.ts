import { componentTests } from '../vitest.components.mjs';

// Component tests of the console (jsdom + Testing Library): `npm test -w admin` or `npx vitest run`.
export default componentTests({ testTimeout: 30000 });
