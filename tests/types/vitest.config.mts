import { defineConfig } from 'vitest/config';

// The type check of what no build checks (`npm test -- types`): the tests, the scripts, the shared
// package's unit tests. Static: nothing is built or started.
export default defineConfig({ test: { include: ['*.test.ts'], testTimeout: 600_000 } });
