// `node scripts/og-image.mjs`: draws web/public/og-image.jpg, the picture link previews show for every
// page (Open Graph, Twitter; shared/head.ts names it, 1200 × 630): the brand's logo on its dark roast.
// Run it again when the logo changes; the picture is committed.
import fs from 'node:fs';
import path from 'node:path';
import { cmsRequire } from './lib/app-storage.mjs';
import { root } from './lib/paths.mjs';

const WIDTH = 1200;
const HEIGHT = 630;
const logo = fs.readFileSync(path.join(root, 'web/src/assets/logo-light.svg'), 'utf8');
// The logo's drawing, scaled into the picture (its own 200 × 56 box, 4.6 times).
const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const scale = 4.6;
const [logoWidth, logoHeight] = [200 * scale, 56 * scale];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="roast" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b2418"/><stop offset="0.55" stop-color="#2b1a12"/><stop offset="1" stop-color="#1c110b"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.2" r="0.7">
      <stop offset="0" stop-color="#c8864a" stop-opacity="0.35"/><stop offset="1" stop-color="#c8864a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#roast)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g transform="translate(${(WIDTH - logoWidth) / 2} ${(HEIGHT - logoHeight) / 2 - 20}) scale(${scale})">${inner}</g>
  <rect x="${WIDTH / 2 - 60}" y="${HEIGHT - 120}" width="120" height="3" rx="1.5" fill="#e0a96d"/>
</svg>`;

const sharp = cmsRequire('sharp');
const out = path.join(root, 'web/public/og-image.jpg');
await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(out);
console.log(`${path.relative(root, out)}: ${WIDTH} × ${HEIGHT}, ${fs.statSync(out).size} bytes`);
