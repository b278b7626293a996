// What `npm run bench` (scripts/bench.mjs) makes of the benchmarks' JSON results: one line per
// figure, the failures that set its exit code, and docs/PERFORMANCE.md. No I/O here, so a test can
// feed it results (tests/bench-report.test.ts).
//
// A benchmark's entry: { id, label, script, status: 'done' | 'missing' | 'skipped', exitCode,
// seconds, result }, where `result` is what the script wrote with --json:
// { title, figures: [{ name, value, unit, reference: { name, value, unit } | null, ratio, bar, pass }], notes }.

/** 97.94 -> "97.9", 21000 -> "21,000", 0.00471 -> "0.0047". */
export function formatNumber(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en', { maximumFractionDigits: abs > 0 && abs < 0.01 ? 4 : digits });
}

const quantity = (value, unit) => `${formatNumber(value)}${unit ? ` ${unit}` : ''}`;

/** Why a result cannot be read as the protocol says, or null. */
export function resultProblem(result) {
  if (!result || typeof result !== 'object') return 'not a JSON object';
  if (result.unreadable) return `not JSON: ${result.unreadable}`;
  if (typeof result.title !== 'string') return 'no title';
  if (!Array.isArray(result.figures) || result.figures.length === 0) return 'no figures';
  for (const f of result.figures) {
    if (typeof f?.name !== 'string' || typeof f.value !== 'number')
      return `a figure without a name or a numeric value (${JSON.stringify(f)?.slice(0, 80)})`;
    if (f.pass !== true && f.pass !== false && f.pass !== null) return `${f.name}: pass is neither true, false nor null`;
  }
  return null;
}

const mark = (pass) => (pass === true ? '✓' : pass === false ? '✗' : '·');

/** "✓ name: 97.9 ms; reference: fetch all… 21,000 ms; ratio 0.0047; bar: value <= 200 ms". */
export function figureLine(figure) {
  const reference = figure.reference
    ? `reference: ${figure.reference.name} ${quantity(figure.reference.value, figure.reference.unit)}; ratio ${figure.ratio === null || figure.ratio === undefined ? '–' : formatNumber(figure.ratio)}`
    : 'no reference';
  return `${mark(figure.pass)} ${figure.name}: ${quantity(figure.value, figure.unit)}; ${reference}; ${figure.bar ? `bar: ${figure.bar}` : 'no bar'}`;
}

/** What is wrong with one benchmark's entry, as lines; none when it ran and met its bars. */
export function entryFailures(entry) {
  if (entry.status === 'skipped') return [];
  if (entry.status === 'missing') {
    return [
      `${entry.label}: no results (${entry.script} wrote none with --json${entry.exitCode === null || entry.exitCode === undefined ? '' : `; exit ${entry.exitCode}`})`,
    ];
  }
  const problem = resultProblem(entry.result);
  if (problem) return [`${entry.label}: unreadable results (${problem})`];
  const missed = entry.result.figures.filter((f) => f.pass === false).map((f) => `${entry.label}: ${f.name} misses its bar (${f.bar})`);
  if (missed.length === 0 && entry.exitCode)
    return [`${entry.label}: ${entry.script} exited with ${entry.exitCode} although its figures meet their bars`];
  return missed;
}

export const exitCodeOf = (entries) => (entries.some((entry) => entryFailures(entry).length > 0) ? 1 : 0);

/**
 * The label, with the result's title where it says more: "4. Bundles", "2. Survey statistics
 * (SQLite)" (title "Survey statistics (SQLite)"), "5. Lighthouse: mobile profile".
 */
function heading(entry) {
  if (entry.status !== 'done' || resultProblem(entry.result)) return entry.label;
  const { title } = entry.result;
  const name = entry.label.replace(/^[\d.\s]+/, '');
  if (title.toLowerCase().startsWith(name.toLowerCase())) return `${entry.label.slice(0, entry.label.length - name.length)}${title}`;
  return `${entry.label}: ${title}`;
}

/** The console lines of one benchmark: a heading, then one line per figure (or why there are none). */
export function entryLines(entry) {
  const took = entry.seconds ? ` (${formatDuration(entry.seconds)})` : '';
  if (entry.status === 'skipped') return [`— ${entry.label}: skipped`];
  if (entry.status === 'missing' || resultProblem(entry.result))
    return [`— ${entry.label}${took}`, ...entryFailures(entry).map((line) => `✗ ${line}`)];
  const extra = entry.result.figures.some((f) => f.pass === false) ? [] : entryFailures(entry).map((line) => `✗ ${line}`);
  return [`— ${heading(entry)}${took}`, ...entry.result.figures.map(figureLine), ...extra];
}

export function formatDuration(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** The last line: how many figures, how many under their bar, what is missing. */
export function summaryLine(entries) {
  const figures = entries.flatMap((e) => (e.status === 'done' && !resultProblem(e.result) ? e.result.figures : []));
  const missed = figures.filter((f) => f.pass === false).length;
  const failing = entries.filter((e) => entryFailures(e).length > 0).length;
  const skipped = entries.filter((e) => e.status === 'skipped').length;
  return (
    `${figures.length} figure(s), ${figures.filter((f) => f.pass === true).length} meet their bar, ${missed} miss it, ` +
    `${figures.filter((f) => f.pass === null).length} without a bar; ${failing} benchmark(s) failing${skipped ? `, ${skipped} skipped` : ''}`
  );
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/**
 * docs/PERFORMANCE.md. `machine`: { date, cpu, cores, loadStart, loadEnd, node, database, commit,
 * seconds } (load averages as three numbers).
 */
export function markdown(entries, machine) {
  const load = (l) => l.map((n) => n.toFixed(2)).join(' / ');
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (scripts/bench.mjs), which runs every figure of the performance issue',
    'and measures each against its reference in the same run; the next run rewrites this file. A busy',
    'machine reads slow: compare ratios, and the load average below. The query plans behind the list',
    'figures are in [PERFORMANCE-plans.md](PERFORMANCE-plans.md) (written by the admin lists benchmark);',
    'measurements made by hand (CPU per request, profiles), which this run does not rewrite, in',
    '[PERFORMANCE-notes.md](PERFORMANCE-notes.md).',
    '',
    '| Run | |',
    '|---|---|',
    `| Date | ${cell(machine.date)} |`,
    `| Machine | ${cell(machine.cpu)}, ${machine.cores} cores |`,
    `| Load average (1, 5, 15 min) | ${load(machine.loadStart)} at the start, ${load(machine.loadEnd)} at the end |`,
    `| Node | ${cell(machine.node)} |`,
    `| Database | ${cell(machine.database)} |`,
    `| Commit | ${cell(machine.commit)} |`,
    `| Duration | ${formatDuration(machine.seconds)} |`,
    `| Result | ${cell(summaryLine(entries))} |`,
  ];
  for (const entry of entries) {
    lines.push('', `## ${cell(heading(entry))}`, '');
    const how = `\`node scripts/${entry.script}\`${entry.seconds ? `, ${formatDuration(entry.seconds)}` : ''}`;
    if (entry.status === 'skipped') {
      lines.push(`Skipped in this run (${how}).`);
      continue;
    }
    if (entry.status === 'missing' || resultProblem(entry.result)) {
      lines.push(`${how}.`, '', ...entryFailures(entry).map((line) => `**Failed**: ${cell(line)}`));
      continue;
    }
    lines.push(how, '', '| | Figure | Value | Reference | Ratio | Bar |', '|---|---|---|---|---|---|');
    for (const f of entry.result.figures) {
      const reference = f.reference ? `${cell(f.reference.name)}: ${quantity(f.reference.value, f.reference.unit)}` : '–';
      const ratio = f.ratio === null || f.ratio === undefined ? '–' : formatNumber(f.ratio);
      lines.push(`| ${mark(f.pass)} | ${cell(f.name)} | ${quantity(f.value, f.unit)} | ${reference} | ${ratio} | ${cell(f.bar ?? '–')} |`);
    }
    const failures = entry.result.figures.some((f) => f.pass === false) ? [] : entryFailures(entry);
    for (const line of failures) lines.push('', `**Failed**: ${cell(line)}`);
    if (entry.result.notes?.length) lines.push('', ...entry.result.notes.map((note) => `- ${note}`));
  }
  return `${lines.join('\n')}\n`;
}
