import { componentTests } from '../vitest.components.mjs';

// Component tests of the public site (jsdom + Testing Library): `npm test -w web` or `npx vitest run`.
export default componentTests();
