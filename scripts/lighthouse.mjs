// `node scripts/lighthouse.mjs [URL] [--runs=N]`: the Lighthouse quality bars of the public site
// (issue "Quality bars"): Lighthouse 12 with Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium), mobile profile (Lighthouse's default: Moto G Power screen, simulated slow 4G
// and 4x CPU slowdown), on /, /menu, /product and /location, with the map tiles blocked. Prints the
// four category scores of each page against the bars:
//
//   performance >= 98, accessibility 100, best practices >= 95, SEO >= 95
//
// and, for a page under a bar, what Lighthouse says costs the points. Exits 1 if a bar fails.
// Without a URL it starts the built product itself on a throwaway SQLite database with the demo
// content. With --runs=N each page is measured N times and the median performance run is kept.
// The JSON reports go to .cache/lighthouse/. This is a measurement, not a test: performance
// depends on how busy the machine is, so run it on a quiet one (the load average is printed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_ARGS, productFromArgs } from './lib/product.mjs';
import { root } from './lib/paths.mjs';

export const PAGES = ['/', '/menu', '/product', '/location'];
export const BARS = { performance: 98, accessibility: 100, 'best-practices': 95, seo: 95 };
const LABELS = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

/** The map's tile server (VITE_MAP_TILE_URL at build time, OpenStreetMap by default). */
function tilePatterns() {
  const hosts = new Set(['tile.openstreetmap.org']);
  for (const value of [process.env.VITE_MAP_TILE_URL, ...(process.env.MAP_TILE_ORIGINS ?? '').split(',')]) {
    try {
      if (value) hosts.add(new URL(value.replace(/\{[a-z]\}/g, 'a')).hostname);
    } catch {
      // not a URL
    }
  }
  return [...hosts].flatMap((host) => [`*://${host}/*`, `*://*.${host}/*`]);
}

const score = (category) => Math.round((category.score ?? 0) * 100);

/** What costs the points of one category: its audits that did not pass, heaviest first. */
function lostPoints(lhr, id) {
  const category = lhr.categories[id];
  const lines = [];
  if (id === 'performance') {
    for (const ref of category.auditRefs.filter((r) => r.weight > 0)) {
      const audit = lhr.audits[ref.id];
      const mark = (audit.score ?? 0) >= 0.9 ? ' ' : '!';
      lines.push(
        `${mark} ${audit.title}: ${audit.displayValue ?? ''} (score ${Math.round((audit.score ?? 0) * 100)}, weight ${ref.weight})`,
      );
    }
    const insights = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.details?.type === 'opportunity' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'),
      )
      .filter((a) => !category.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .sort(
        (a, b) =>
          (b.metricSavings?.LCP ?? 0) +
          (b.metricSavings?.FCP ?? 0) +
          (b.metricSavings?.TBT ?? 0) -
          ((a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0)),
      )
      .slice(0, 8);
    for (const audit of insights) {
      const savings = Object.entries(audit.metricSavings ?? {})
        .filter(([, v]) => v)
        .map(([k, v]) => `${k} -${Math.round(v)}${k === 'CLS' ? '' : ' ms'}`)
        .join(', ');
      lines.push(`  · ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${savings ? ` [${savings}]` : ''}`);
    }
    return lines;
  }
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.source?.url ?? item.url ?? item.description ?? '')
        .filter(Boolean);
      lines.push(`! ${audit.id}: ${audit.title}${items.length ? ` — ${items.join(' | ')}` : ''}`);
    }
  }
  return lines;
}

async function measure(url, port, blockedUrlPatterns) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(BARS),
    blockedUrlPatterns,
  });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1));
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(
    `Load average at start: ${load()} (${os.cpus().length} CPU)${os.loadavg()[0] >= 2 ? ' — busy machine, performance will read low' : ''}`,
  );

  const product = await productFromArgs(args);
  const blockedUrlPatterns = tilePatterns();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const out = path.join(root, '.cache', 'lighthouse');
  fs.mkdirSync(out, { recursive: true });
  let failed = false;
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
    console.log(`Lighthouse ${version}, ${CHROME_PATH}, mobile profile, blocked: ${blockedUrlPatterns.join(' ')}\n`);
    const rows = [];
    for (const page of PAGES) {
      const measured = [];
      for (let i = 0; i < runs; i++) measured.push(await measure(`${product.url}${page}`, chrome.port, blockedUrlPatterns));
      measured.sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
      const lhr = measured[Math.floor((measured.length - 1) / 2)];
      fs.writeFileSync(path.join(out, `${page.replace(/\W+/g, '') || 'home'}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(Object.keys(BARS).map((id) => [id, score(lhr.categories[id])]));
      const misses = Object.keys(BARS).filter((id) => scores[id] < BARS[id]);
      if (misses.length) failed = true;
      const cells = Object.keys(BARS).map(
        (id) => `${LABELS[id]} ${String(scores[id]).padStart(3)} ${scores[id] >= BARS[id] ? '✓' : `✗ (bar ${BARS[id]})`}`,
      );
      const all = runs > 1 ? `   [performance over ${runs} runs: ${measured.map((m) => score(m.categories.performance)).join(', ')}]` : '';
      console.log(`${misses.length ? '✗' : '✓'} ${page.padEnd(10)} ${cells.join('   ')}${all}`);
      for (const id of misses) {
        console.log(`    ${LABELS[id]} ${scores[id]} < ${BARS[id]}:`);
        for (const line of lostPoints(lhr, id)) console.log(`      ${line}`);
      }
      rows.push({ page, scores, misses });
    }
    const failures = rows.filter((r) => r.misses.length);
    console.log(
      `\n${failures.length ? `${failures.length} of ${rows.length} page(s) under a bar` : `All ${rows.length} pages meet the bars`} ` +
        `(performance ≥ ${BARS.performance}, accessibility 100, best practices ≥ 95, SEO ≥ 95). Load average at the end: ${load()}. Reports: ${path.relative(root, out)}/`,
    );
  } finally {
    chrome.kill();
    await product.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
