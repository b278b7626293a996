// The figures of one reliability suite: printed, and kept as that suite's block of
// docs/RELIABILITY.md (the last run of each suite; the rest of the file is left as it is).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './paths.mjs';

export const REPORT_FILE = path.join(root, 'docs', 'RELIABILITY.md');

/**
 * `{ suite, title, command, database, passed, figures: [[label, value]], problems? }` as Markdown:
 * a heading, when and where it ran, the figures as a table and the verdict.
 */
export function formatReport(report) {
  const machine = `${os.cpus().length} cores, Node ${process.versions.node}`;
  const lines = [
    `### ${report.title}`,
    '',
    `\`${report.command}\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${report.database}, ${machine}`,
    '',
    '| Figure | Value |',
    '|---|---|',
    ...report.figures.map(([label, value]) => `| ${label} | ${String(value).replace(/\|/g, '\\|')} |`),
    '',
    `**${report.passed ? 'PASSED' : 'FAILED'}**${report.passed ? '' : `: ${(report.problems ?? []).length} problem(s)`}`,
    ...(report.problems ?? []).slice(0, 20).map((problem) => `- ${problem}`),
  ];
  return lines.join('\n');
}

/** Prints the report and replaces the suite's block in docs/RELIABILITY.md (appended when new). */
export function publishReport(report, { write = true } = {}) {
  const block = formatReport(report);
  console.log(`\n${block}\n`);
  if (!write) return;
  const begin = `<!-- ${report.suite}:begin -->`;
  const end = `<!-- ${report.suite}:end -->`;
  const text = fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, 'utf8') : '# Reliability\n';
  const wrapped = `${begin}\n${block}\n${end}`;
  const at = text.indexOf(begin);
  const next =
    at === -1 ? `${text.trimEnd()}\n\n${wrapped}\n` : `${text.slice(0, at)}${wrapped}${text.slice(text.indexOf(end) + end.length)}`;
  fs.writeFileSync(REPORT_FILE, next);
  console.log(`Written to ${path.relative(root, REPORT_FILE)}`);
}
