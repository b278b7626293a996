import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder the run's test files share (they run in parallel processes), removed at the end of the run. */
    e2eRunDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-e2e-run-'));
  project.provide('e2eRunDir', dir);
  return () => fs.rm(dir, { recursive: true, force: true });
}
