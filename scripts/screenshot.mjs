// `node scripts/screenshot.mjs [--no-js] URL [URL…]`: screenshots each page at 375 and 1280 px wide
// with Debian's Chromium (apt-get install chromium), into .cache/screenshots, to look at before a page
// is done. `--no-js`: with JavaScript off, as the server renders the pages (files named …-nojs.png).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/paths.mjs';
import { launchChromium } from './lib/product.mjs';

const WIDTHS = [375, 1280];
const out = path.join(root, '.cache', 'screenshots');
fs.mkdirSync(out, { recursive: true });

const browser = await launchChromium();
try {
  const noJs = process.argv.includes('--no-js');
  for (const url of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 800 }, javaScriptEnabled: !noJs });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // the carousel and the map settle after the network does
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${width}${noJs ? '-nojs' : ''}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join(out, name));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
