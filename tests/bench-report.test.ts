import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryFailures, exitCodeOf, figureLine, formatNumber, markdown } from '../scripts/lib/bench-report.mjs';

const root = path.resolve(__dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const stats = {
  title: 'Survey statistics (SQLite)',
  figures: [
    {
      name: 'statistics, whole range, 1,000,000 surveys',
      value: 97.9,
      unit: 'ms',
      reference: { name: 'fetch all + count in client', value: 21000, unit: 'ms' },
      ratio: 0.0047,
      bar: 'value <= 200 ms',
      pass: true,
    },
  ],
  notes: ['plan: SEARCH surveys USING COVERING INDEX surveys_stats'],
};
const bundles = {
  title: 'Bundles',
  figures: [
    {
      name: 'initial JavaScript of /, gzip',
      value: 120.4,
      unit: 'kB',
      reference: { name: 'all JavaScript', value: 240, unit: 'kB' },
      ratio: 0.5017,
      bar: 'value <= 100 kB',
      pass: false,
    },
    { name: 'fresh clone: npm install + npm run build', value: 412.3, unit: 's', reference: null, ratio: null, bar: null, pass: null },
  ],
  notes: [],
};
const machine = {
  date: '2026-11-21 18:00:00 UTC',
  cpu: 'AMD EPYC',
  cores: 2,
  loadStart: [1.5, 1.25, 1],
  loadEnd: [2, 1.5, 1.25],
  node: 'v20.20.2',
  database: 'SQLite',
  commit: 'a17cc6c',
  seconds: 754,
};
const entry = (id: string, label: string, result: unknown, exitCode = 0) => ({
  id,
  label,
  script: `bench-${id}.mjs`,
  status: result ? 'done' : 'missing',
  exitCode,
  seconds: 12,
  result,
});

describe('the report of npm run bench (scripts/lib/bench-report.mjs)', () => {
  it('prints each figure with its reference, ratio and bar', () => {
    expect(figureLine(stats.figures[0])).toBe(
      '✓ statistics, whole range, 1,000,000 surveys: 97.9 ms; reference: fetch all + count in client 21,000 ms; ratio 0.0047; bar: value <= 200 ms',
    );
    expect(figureLine(bundles.figures[0])).toMatch(/^✗ initial JavaScript of \/, gzip: 120 kB; .* ratio 0\.502; bar: value <= 100 kB$/);
    expect(figureLine(bundles.figures[1])).toBe('· fresh clone: npm install + npm run build: 412 s; no reference; no bar');
    expect([formatNumber(0.3858), formatNumber(9.87), formatNumber(11076.7)]).toEqual(['0.386', '9.87', '11,077']);
  });

  it('fails on a figure under its bar, on missing results and on a failed script, not on figures without a bar', () => {
    const passing = entry('survey-stats', '2. Survey statistics', stats);
    expect(entryFailures(passing)).toEqual([]);
    expect(exitCodeOf([passing, { ...entry('install', '6. Install', null), status: 'skipped' }])).toBe(0);

    expect(entryFailures(entry('bundles', '4. Bundles', bundles))).toEqual([
      '4. Bundles: initial JavaScript of /, gzip misses its bar (value <= 100 kB)',
    ]);
    expect(entryFailures(entry('admin-list', '3. Admin lists', null, 1))[0]).toMatch(
      /3\. Admin lists: no results \(bench-admin-list\.mjs wrote none with --json; exit 1\)/,
    );
    expect(entryFailures(entry('start', '6. Start', stats, 2))[0]).toMatch(/exited with 2 although its figures meet their bars/);
    expect(entryFailures(entry('start', '6. Start', { title: 'x', figures: [{ name: 'y', value: 'fast' }] }))[0]).toMatch(
      /unreadable results/,
    );
    expect(exitCodeOf([passing, entry('bundles', '4. Bundles', bundles)])).toBe(1);
  });

  it('writes the machine, a table per benchmark and its notes to the markdown', () => {
    const text = markdown([entry('survey-stats', '2. Survey statistics', stats), entry('admin-list', '3. Admin lists', null)], machine);
    expect(text).toContain('| Date | 2026-11-21 18:00:00 UTC |');
    expect(text).toContain('| Machine | AMD EPYC, 2 cores |');
    expect(text).toContain('| Load average (1, 5, 15 min) | 1.50 / 1.25 / 1.00 at the start, 2.00 / 1.50 / 1.25 at the end |');
    expect(text).toContain('| Node | v20.20.2 |');
    expect(text).toContain('| Duration | 12 min 34 s |');
    expect(text).toContain('## 2. Survey statistics (SQLite)\n');
    expect(text).toContain(
      '| ✓ | statistics, whole range, 1,000,000 surveys | 97.9 ms | fetch all + count in client: 21,000 ms | 0.0047 | value <= 200 ms |',
    );
    expect(text).toContain('- plan: SEARCH surveys USING COVERING INDEX surveys_stats');
    expect(text).toContain('**Failed**: 3. Admin lists: no results');
  });
});

describe('scripts/bench.mjs --results (the report of saved results, no run)', () => {
  function report(results: Record<string, unknown>, only: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qahve-bench-report-'));
    dirs.push(dir);
    for (const [id, result] of Object.entries(results)) fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(result));
    const out = path.join(dir, 'PERFORMANCE.md');
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/bench.mjs'), `--results=${dir}`, `--out=${out}`, `--only=${only}`], {
      cwd: root,
      encoding: 'utf8',
    });
    return { ...run, markdown: fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '' };
  }

  it('prints one line per figure and exits 1 when one misses its bar or a benchmark has no results', () => {
    const run = report({ 'survey-stats': stats, bundles }, 'survey-stats,admin-list,bundles');
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines).toContain(figureLine(stats.figures[0]));
    expect(lines).toContain(figureLine(bundles.figures[0]));
    expect(lines).toContain(figureLine(bundles.figures[1]));
    expect(run.stdout).toMatch(/✗ 3\. Admin lists: no results/);
    expect(run.stdout).toContain('— 1. Public API: skipped');
    expect(run.markdown).toContain('| ✗ | initial JavaScript of /, gzip | 120 kB |');
    expect(run.status).toBe(1);
  });

  it('exits 0 when every figure with a bar meets it', () => {
    const run = report({ 'survey-stats': stats }, 'survey-stats');
    expect(run.stdout).toContain(figureLine(stats.figures[0]));
    expect(run.markdown).toContain('Survey statistics (SQLite)');
    expect(run.status).toBe(0);
  });
});
