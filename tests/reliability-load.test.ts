import { describe, expect, it } from 'vitest';
import { loadSuite } from '../scripts/lib/reliability-suites.mjs';

/**
 * Issue 7, suite 3, short: 10 s of mixed reads and writes at 50 connections against the built
 * application on this run's database. `npm run test:load` runs the full minute on PostgreSQL.
 */
describe('the application under a short mixed load', () => {
  it('answers every request without an error and keeps every acknowledged write', { timeout: 600_000 }, async () => {
    const report = await loadSuite({
      client: process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite',
      durationMs: 10_000,
      connections: 50,
      log: () => {},
    });
    expect(report.problems).toEqual([]);
    expect(report.summary.requests).toBeGreaterThan(100);
    expect(report.summary.errors).toBe(0);
    expect(report.passed).toBe(true);
  });
});
