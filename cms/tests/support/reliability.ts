import fs from 'node:fs';

export interface SuiteFigures {
  suite: string;
  title: string;
  passed: boolean;
  figures: Array<[string, string | number]>;
  problems?: string[];
}

/**
 * Hands a reliability suite's figures to `scripts/reliability.mjs`, which runs the test file with
 * RELIABILITY_REPORT naming a file, prints them and keeps them in docs/RELIABILITY.md. Inside
 * `npm test` nothing is written.
 */
export function reportFigures(report: SuiteFigures) {
  const file = process.env.RELIABILITY_REPORT;
  if (file) fs.writeFileSync(file, JSON.stringify(report, null, 2));
}
