// What the site's and the console's component tests share (jsdom + Testing Library); each package's
// vitest.config.ts adds its own. `source`: @qahve/config's TypeScript, as Vite reads it.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export const componentTests = (test = {}) =>
  defineConfig({
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./vitest.components.setup.mjs', import.meta.url)), 'src/test/setup.ts'],
      restoreMocks: true,
      // The test files of a worker share one module graph (React, MUI and react-admin are imported once
      // per worker, not once per file: half the suite's time). So a file leaves nothing global behind:
      // mocks are restored, stubbed globals and environment variables undone after each test, the DOM
      // and localStorage emptied (src/test/setup.ts).
      isolate: false,
      unstubGlobals: true,
      unstubEnvs: true,
      // One worker per core (vitest keeps one core free by default, which on 2 cores runs the files
      // one by one): a file renders in jsdom on a single thread.
      maxWorkers: Math.max(2, os.availableParallelism()),
      ...test,
    },
  });
