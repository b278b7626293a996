import { defineConfig } from 'vitest/config';

// The dependency rules (.dependency-cruiser.cjs at the root), checked over every package's source:
// `npm test -- architecture`. Static: nothing is built or started.
export default defineConfig({ test: { include: ['*.test.ts'], testTimeout: 120_000 } });
