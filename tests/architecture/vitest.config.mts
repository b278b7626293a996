import { defineConfig } from 'vitest/config';

// The dependency rules (.dependency-cruiser.cjs at the root), checked over every package's source:
// `npm test -- architecture`. Static: nothing is built or started.
// The cruise runs in a hook: it gets the tests' allowance (a loaded 2-core machine takes 10-20 s).
export default defineConfig({ test: { include: ['*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } });
