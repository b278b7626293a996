// What the site's and the console's component tests share (jsdom + Testing Library); each package's
// vitest.config.ts adds its own. `source`: @qahve/config's TypeScript, as Vite reads it.
import os from 'node:os';
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
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // One worker per core (vitest keeps one core free by default, which on 2 cores runs the files
      // one by one): a file renders in jsdom on a single thread.
      maxWorkers: Math.max(2, os.availableParallelism()),
      ...test,
    },
  });
