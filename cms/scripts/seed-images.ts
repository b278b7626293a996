/**
 * Deterministic, on-brand placeholder pictures for the seed.
 *
 * Every image is an SVG built from the spec (kind + seed) and rasterised with sharp. The pictures
 * carry no words: a shop in three languages shows them all.
 * The seed is hashed into a PRNG that drives palette, composition and details, so the same
 * spec always gives the same bytes while different seeds give visibly different pictures.
 * Some words in the seed steer the subject (e.g. "iced", "espresso", "croissant", "matcha",
 * "tote", "mug"); everything else falls back to the hash.
 *
 * Not part of the server's source: the seed (src/seed/seed.ts) loads it only when it seeds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageKind, ImageSpec } from '../src/seed/content';

// ---------------------------------------------------------------------------
// Randomness & colour helpers
// ---------------------------------------------------------------------------

interface Rng {
  next(): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function makeRng(seed: string): Rng {
  let a = hashString(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
  };
}

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  s = Math.max(0, Math.min(1, s));
  l = Math.max(0, Math.min(1, l));
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return rgbToHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Small hue / lightness shift so that related images are not colour-identical. */
function jitter(c: string, rng: Rng, dh = 8, dl = 0.04): string {
  const [h, s, l] = rgbToHsl(hexToRgb(c));
  return hslToHex(h + rng.range(-dh, dh), s, l + rng.range(-dl, dl));
}

const PAL = {
  espresso: '#2b1a12',
  coffee: '#4a2c1d',
  mocha: '#6f4532',
  caramel: '#c68a4e',
  latte: '#d9b99b',
  cream: '#f3e6d3',
  foam: '#fbf5ec',
  green: '#2f5d50',
  sage: '#7d9a7e',
  leaf: '#5f8a4f',
  terracotta: '#b5643c',
  gold: '#d4a94f',
};

// ---------------------------------------------------------------------------
// SVG building context
// ---------------------------------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];

class Ctx {
  readonly defs: string[] = [];
  private n = 0;
  constructor(readonly rng: Rng) {}

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  private stops(stops: Stop[]): string {
    return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** Soft contact shadow. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    const fill = this.radial([
      [0, '#000', opacity],
      [0.6, '#000', opacity * 0.45],
      [1, '#000', 0],
    ]);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
  }
}

const g = (transform: string, body: string, extra = ''): string => `<g transform="${transform}"${extra}>${body}</g>`;

// ---------------------------------------------------------------------------
// Shared props
// ---------------------------------------------------------------------------

function bean(x: number, y: number, r: number, angle: number, color: string): string {
  const crease = darken(color, 0.45);
  return g(
    `translate(${x} ${y}) rotate(${angle})`,
    `<ellipse rx="${r}" ry="${r * 0.68}" fill="${color}"/>` +
      `<ellipse cx="${-r * 0.25}" cy="${-r * 0.28}" rx="${r * 0.45}" ry="${r * 0.2}" fill="#fff" opacity="0.13"/>` +
      `<path d="M${-r * 0.8} ${r * 0.02}C${-r * 0.3} ${-r * 0.3} ${r * 0.3} ${r * 0.32} ${r * 0.8} ${-r * 0.02}" stroke="${crease}" stroke-width="${r * 0.16}" fill="none" stroke-linecap="round"/>`,
  );
}

function beanColor(rng: Rng): string {
  return rng.pick(['#4a2a17', '#5b341d', '#3b2213', '#633a20', '#43261a']);
}

function leafShape(x: number, y: number, len: number, angle: number, color: string): string {
  return g(
    `translate(${x} ${y}) rotate(${angle})`,
    `<path d="M0 0C${len * 0.3} ${-len * 0.32} ${len * 0.75} ${-len * 0.3} ${len} 0C${len * 0.75} ${len * 0.3} ${len * 0.3} ${len * 0.32} 0 0Z" fill="${color}"/>` +
      `<path d="M${len * 0.05} 0L${len * 0.9} 0" stroke="${darken(color, 0.3)}" stroke-width="${Math.max(1, len * 0.04)}" opacity="0.7"/>`,
  );
}

function steam(ctx: Ctx, cx: number, y: number, spread: number, height: number, count = 3): string {
  const { rng } = ctx;
  const fade = ctx.linear([
    [0, '#fff', 0],
    [0.45, '#fff', 0.32],
    [0.85, '#fff', 0.22],
    [1, '#fff', 0],
  ]);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * spread + rng.range(-8, 8);
    const a = rng.range(14, 26) * (rng.chance(0.5) ? 1 : -1);
    const h = height * rng.range(0.7, 1.05);
    out +=
      `<path d="M${x} ${y}C${x - a} ${y - h * 0.25} ${x + a} ${y - h * 0.45} ${x + a * 0.2} ${y - h * 0.65}C${x - a * 0.5} ${y - h * 0.82} ${x + a * 0.3} ${y - h * 0.92} ${x - a * 0.4} ${y - h}"` +
      ` stroke="${fade}" stroke-width="${rng.range(9, 14)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function plate(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, color = '#f7f3ee'): string {
  const rim = ctx.linear([
    [0, lighten(color, 0.4)],
    [1, darken(color, 0.12)],
  ]);
  return (
    ctx.shadow(cx, cy + ry * 0.25, rx * 1.05, ry * 1.1, 0.28) +
    `<ellipse cx="${cx}" cy="${cy + ry * 0.1}" rx="${rx}" ry="${ry}" fill="${darken(color, 0.18)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>` +
    `<ellipse cx="${cx}" cy="${cy + ry * 0.05}" rx="${rx * 0.68}" ry="${ry * 0.66}" fill="${darken(color, 0.06)}"/>` +
    `<ellipse cx="${cx}" cy="${cy + ry * 0.08}" rx="${rx * 0.64}" ry="${ry * 0.6}" fill="${color}"/>`
  );
}

/** Small round brand mark: ring + bean. */
function logoMark(cx: number, cy: number, r: number, fg: string, bg: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="${fg}" stroke-width="${r * 0.06}"/>` +
    g(
      `translate(${cx} ${cy}) rotate(-35)`,
      `<ellipse rx="${r * 0.42}" ry="${r * 0.3}" fill="${fg}"/>` +
        `<path d="M${-r * 0.34} 0C${-r * 0.12} ${-r * 0.14} ${r * 0.12} ${r * 0.14} ${r * 0.34} 0" stroke="${bg}" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>`,
    )
  );
}

// ---------------------------------------------------------------------------
// Studio backdrop for product shots (square)
// ---------------------------------------------------------------------------

interface Backdrop {
  wall: string;
  table: string;
  deco: string;
  dark: boolean;
  surface: 'wood' | 'marble' | 'linen';
}

const BACKDROPS: Backdrop[] = [
  { wall: '#efe2cf', table: '#c89b6d', deco: '#e2cdb2', dark: false, surface: 'wood' },
  { wall: '#cfd9c9', table: '#f2ece4', deco: '#b7c8b3', dark: false, surface: 'marble' },
  { wall: '#34493f', table: '#8a5a3b', deco: '#46604f', dark: true, surface: 'wood' },
  { wall: '#e6c39d', table: '#6f4532', deco: '#dcb088', dark: false, surface: 'wood' },
  { wall: '#d7a186', table: '#efe4d6', deco: '#c98b6f', dark: false, surface: 'linen' },
  { wall: '#2f241e', table: '#5a3a28', deco: '#43342b', dark: true, surface: 'wood' },
  { wall: '#f4ede3', table: '#2f5d50', deco: '#e6dccd', dark: false, surface: 'linen' },
];

function pickBackdrop(rng: Rng): Backdrop {
  const b = rng.pick(BACKDROPS);
  return { ...b, wall: jitter(b.wall, rng, 7, 0.03), table: jitter(b.table, rng, 6, 0.03), deco: jitter(b.deco, rng, 7, 0.03) };
}

/**
 * A scene's backdrop, table edge (`horizonAt`, a range of fractions of H) and focus (`focusAt`, of W),
 * picked from the scene's random sequence in that order, and the studio drawn with them.
 */
function studioStage(ctx: Ctx, W: number, H: number, horizonAt: [number, number], focusAt: [number, number]) {
  const backdrop = pickBackdrop(ctx.rng);
  const horizon = H * ctx.rng.range(...horizonAt);
  const cx = W * ctx.rng.range(...focusAt);
  return { horizon, cx, stage: studio(ctx, W, H, horizon, backdrop, cx) };
}

/** A studio scene's start: its random source, its seed's words in lower case, and its stage (studioStage). */
function studioScene(ctx: Ctx, spec: ImageSpec, W: number, H: number, horizonAt: [number, number], focusAt: [number, number]) {
  return { rng: ctx.rng, s: spec.seed.toLowerCase(), ...studioStage(ctx, W, H, horizonAt, focusAt) };
}

function studio(ctx: Ctx, W: number, H: number, horizon: number, b: Backdrop, focusX: number): string {
  const { rng } = ctx;
  const wall = ctx.linear([
    [0, darken(b.wall, 0.1)],
    [1, lighten(b.wall, 0.06)],
  ]);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  // wall decoration
  const deco = rng.int(0, 3);
  if (deco === 0) {
    out += `<circle cx="${focusX + rng.range(-60, 60)}" cy="${horizon * rng.range(0.42, 0.55)}" r="${W * rng.range(0.28, 0.36)}" fill="${b.deco}"/>`;
  } else if (deco === 1) {
    const aw = W * rng.range(0.42, 0.52);
    const ax = focusX - aw / 2 + rng.range(-40, 40);
    out += `<path d="M${ax} ${horizon}V${horizon * 0.42}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${horizon * 0.42}V${horizon}Z" fill="${b.deco}"/>`;
  } else if (deco === 2) {
    const n = rng.int(5, 8);
    const sw = W / (n * 2);
    for (let i = 0; i < n; i++)
      out += `<rect x="${i * sw * 2 + sw * 0.5}" y="0" width="${sw}" height="${horizon}" fill="${b.deco}" opacity="0.55"/>`;
  } else {
    // window light falling on the wall
    const x = rng.range(W * 0.05, W * 0.45);
    out += `<path d="M${x} ${horizon * 0.1}L${x + W * 0.3} ${horizon * 0.1}L${x + W * 0.45} ${horizon}L${x + W * 0.12} ${horizon}Z" fill="#fff" opacity="${b.dark ? 0.06 : 0.22}"/>`;
    out += `<path d="M${x + W * 0.14} ${horizon * 0.1}L${x + W * 0.16} ${horizon * 0.1}L${x + W * 0.3} ${horizon}L${x + W * 0.28} ${horizon}Z" fill="${b.wall}" opacity="0.5"/>`;
  }
  // a plant leaf creeping in from a corner, sometimes
  if (rng.chance(0.4)) {
    const left = rng.chance(0.5);
    const bx = left ? -20 : W + 20;
    for (let i = 0; i < 4; i++) {
      out += leafShape(
        bx,
        horizon * rng.range(0.15, 0.7),
        W * rng.range(0.14, 0.22),
        (left ? 0 : 180) + rng.range(-40, 40),
        jitter(PAL.leaf, rng, 12, 0.06),
      );
    }
  }
  // table
  const table = ctx.linear([
    [0, b.table],
    [1, darken(b.table, 0.18)],
  ]);
  out += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${table}"/>`;
  if (b.surface === 'wood') {
    for (let i = 0; i < 7; i++) {
      const y = horizon + (H - horizon) * ((i + rng.range(0.2, 0.8)) / 7);
      out += `<path d="M0 ${y}C${W * 0.3} ${y + rng.range(-6, 6)} ${W * 0.6} ${y + rng.range(-6, 6)} ${W} ${y + rng.range(-4, 4)}" stroke="${darken(b.table, 0.3)}" stroke-width="${rng.range(1.5, 3)}" opacity="0.25" fill="none"/>`;
    }
  } else if (b.surface === 'marble') {
    for (let i = 0; i < 4; i++) {
      const x = rng.range(0, W);
      out += `<path d="M${x} ${horizon}C${x + rng.range(-120, 120)} ${horizon + 80} ${x + rng.range(-200, 200)} ${H - 120} ${x + rng.range(-250, 250)} ${H}" stroke="#9a9189" stroke-width="${rng.range(1, 2.5)}" opacity="0.35" fill="none"/>`;
    }
  } else {
    const n = 9;
    for (let i = 0; i < n; i++) {
      out += `<rect x="0" y="${horizon + ((H - horizon) * i) / n}" width="${W}" height="${(H - horizon) / (n * 2.5)}" fill="${darken(b.table, 0.08)}" opacity="0.35"/>`;
    }
  }
  out += `<rect x="0" y="${horizon - 2}" width="${W}" height="5" fill="#fff" opacity="0.18"/>`;
  return out;
}

// ---------------------------------------------------------------------------
// Drinks
// ---------------------------------------------------------------------------

type Surface = 'crema' | 'milk' | 'black';

function latteArt(ctx: Ctx, style: number, base: string, foam: string): string {
  // unit coordinates, centred, roughly within radius 1
  if (style === 0) {
    return `<path d="M0 0.62C-0.95 0.05 -0.6 -0.78 0 -0.28C0.6 -0.78 0.95 0.05 0 0.62Z" fill="${foam}"/>`;
  }
  if (style === 1) {
    // tulip: stacked cups opening upwards + a small heart on top
    let s = '';
    const layers: [number, number, number][] = [
      [0.3, 0.6, 0.34],
      [-0.02, 0.46, 0.27],
      [-0.3, 0.33, 0.2],
    ];
    for (const [y, rx, ry] of layers) {
      s += `<path d="M${-rx} ${y}Q${-rx} ${y + ry * 1.5} 0 ${y + ry * 1.5}Q${rx} ${y + ry * 1.5} ${rx} ${y}Q0 ${y + ry * 0.55} ${-rx} ${y}Z" fill="${foam}"/>`;
    }
    s += `<path d="M0 -0.32C-0.32 -0.5 -0.22 -0.82 0 -0.62C0.22 -0.82 0.32 -0.5 0 -0.32Z" fill="${foam}"/>`;
    s += `<path d="M0 -0.5L0 0.86" stroke="${foam}" stroke-width="0.05"/>`;
    return s;
  }
  if (style === 2) {
    // rosetta: a leaf with curved wings and a stem pulled through
    let s = `<path d="M0 -0.82C0.6 -0.5 0.72 0.35 0 0.8C-0.72 0.35 -0.6 -0.5 0 -0.82Z" fill="${foam}"/>`;
    for (let i = 0; i < 9; i++) {
      const y = -0.62 + i * 0.16;
      const w = 0.72 * Math.sin(Math.PI * (0.12 + (i / 8) * 0.76));
      s += `<path d="M${-w} ${y - 0.1}Q0 ${y + 0.16} ${w} ${y - 0.1}" stroke="${base}" stroke-width="0.055" fill="none" stroke-linecap="round"/>`;
    }
    s += `<path d="M0 -0.86L0 0.9" stroke="${foam}" stroke-width="0.05" stroke-linecap="round"/>`;
    return s;
  }
  // cappuccino: foam disc with cocoa ring and dusting
  const dust = ctx.radial([
    [0, foam],
    [0.7, foam],
    [0.86, mix(foam, base, 0.5)],
    [1, base],
  ]);
  let s = `<circle r="0.82" fill="${dust}"/>`;
  for (let i = 0; i < 14; i++) {
    const a = ctx.rng.range(0, Math.PI * 2);
    const d = ctx.rng.range(0, 0.55);
    s += `<circle cx="${Math.cos(a) * d}" cy="${Math.sin(a) * d}" r="${ctx.rng.range(0.015, 0.035)}" fill="${base}" opacity="0.5"/>`;
  }
  return s;
}

function cup(
  ctx: Ctx,
  cx: number,
  y0: number,
  w: number,
  opts: { color: string; saucer: string; surface: Surface; art: number; tall: number },
): string {
  const { rng } = ctx;
  const h = w * opts.tall;
  const rx = w / 2;
  const ry = w * 0.14;
  let out = '';
  // saucer
  const sy = y0 + h + w * 0.02;
  out += ctx.shadow(cx, sy + w * 0.08, w * 0.95, w * 0.2, 0.3);
  out += `<ellipse cx="${cx}" cy="${sy + w * 0.035}" rx="${w * 0.84}" ry="${w * 0.18}" fill="${darken(opts.saucer, 0.25)}"/>`;
  out += `<ellipse cx="${cx}" cy="${sy}" rx="${w * 0.84}" ry="${w * 0.18}" fill="${ctx.linear([
    [0, lighten(opts.saucer, 0.25)],
    [1, darken(opts.saucer, 0.08)],
  ])}"/>`;
  out += `<ellipse cx="${cx}" cy="${sy + w * 0.01}" rx="${w * 0.52}" ry="${w * 0.1}" fill="${darken(opts.saucer, 0.12)}"/>`;
  out += ctx.shadow(cx, sy, w * 0.42, w * 0.07, 0.35);
  // handle
  const hc = darken(opts.color, 0.08);
  out += `<path d="M${cx + rx * 0.9} ${y0 + h * 0.2}C${cx + rx * 1.55} ${y0 + h * 0.05} ${cx + rx * 1.55} ${y0 + h * 0.72} ${cx + rx * 0.72} ${y0 + h * 0.68}" stroke="${hc}" stroke-width="${w * 0.085}" fill="none" stroke-linecap="round"/>`;
  // body
  const body = ctx.linear(
    [
      [0, lighten(opts.color, 0.1)],
      [0.3, opts.color],
      [0.75, darken(opts.color, 0.12)],
      [1, darken(opts.color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  out += `<path d="M${cx - rx} ${y0}C${cx - rx} ${y0 + h * 0.78} ${cx - rx * 0.62} ${y0 + h} ${cx} ${y0 + h}C${cx + rx * 0.62} ${y0 + h} ${cx + rx} ${y0 + h * 0.78} ${cx + rx} ${y0}Z" fill="${body}"/>`;
  out += `<path d="M${cx - rx * 0.78} ${y0 + h * 0.18}C${cx - rx * 0.78} ${y0 + h * 0.55} ${cx - rx * 0.6} ${y0 + h * 0.75} ${cx - rx * 0.4} ${y0 + h * 0.85}" stroke="#fff" stroke-opacity="0.28" stroke-width="${w * 0.035}" fill="none" stroke-linecap="round"/>`;
  // rim + drink
  out += `<ellipse cx="${cx}" cy="${y0}" rx="${rx}" ry="${ry}" fill="${lighten(opts.color, 0.15)}"/>`;
  const lrx = rx * 0.9;
  const lry = ry * 0.78;
  const ly = y0 + ry * 0.12;
  if (opts.surface === 'black') {
    out += `<ellipse cx="${cx}" cy="${ly}" rx="${lrx}" ry="${lry}" fill="${ctx.radial([
      [0, '#4b2b19'],
      [1, '#1f110a'],
    ])}"/>`;
    out += `<ellipse cx="${cx - lrx * 0.3}" cy="${ly - lry * 0.3}" rx="${lrx * 0.35}" ry="${lry * 0.16}" fill="#fff" opacity="0.18"/>`;
  } else {
    const base = opts.surface === 'crema' ? '#9a5a2e' : '#8a5230';
    const crema = ctx.radial([
      [0, opts.surface === 'crema' ? '#d19a5e' : '#b07445'],
      [0.7, base],
      [1, '#5c3219'],
    ]);
    out += `<ellipse cx="${cx}" cy="${ly}" rx="${lrx}" ry="${lry}" fill="${crema}"/>`;
    if (opts.surface === 'milk') {
      const clip = ctx.clip(`<ellipse cx="${cx}" cy="${ly}" rx="${lrx}" ry="${lry}"/>`);
      out += `<g clip-path="${clip}">${g(
        `translate(${cx} ${ly}) scale(${lrx * 0.78} ${lry * 0.78})`,
        latteArt(ctx, opts.art, base, PAL.foam),
      )}</g>`;
    } else {
      for (let i = 0; i < 10; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = rng.range(0.1, 0.8);
        out += `<ellipse cx="${cx + Math.cos(a) * d * lrx}" cy="${ly + Math.sin(a) * d * lry}" rx="${rng.range(4, 10)}" ry="${rng.range(2, 4)}" fill="#5e3119" opacity="0.45"/>`;
      }
    }
  }
  out += `<ellipse cx="${cx}" cy="${y0}" rx="${rx}" ry="${ry}" fill="none" stroke="${lighten(opts.color, 0.3)}" stroke-width="${w * 0.012}"/>`;
  return out;
}

interface IcedLook {
  stops: Stop[];
  straw: string | null;
  garnish: 'lime' | 'lemon' | 'mint' | 'cherry' | 'pomegranate' | 'none';
  bubbles: boolean;
}

/** The espresso tonic in its glass: espresso over milk over pomegranate, top to bottom. */
const TONIC_STOPS: Stop[] = [
  [0, '#3a1e10'],
  [0.28, '#7a3b22'],
  [0.5, '#f0d9c3'],
  [0.78, '#c8394a'],
  [1, '#8d1a2c'],
];

function icedGlass(ctx: Ctx, cx: number, top: number, w: number, h: number, look: IcedLook): string {
  const { rng } = ctx;
  const bw = w * 0.8;
  const r = w * 0.08;
  const shape = `M${cx - w / 2} ${top}L${cx - bw / 2} ${top + h - r}Q${cx - bw / 2} ${top + h} ${cx - bw / 2 + r} ${top + h}L${cx + bw / 2 - r} ${top + h}Q${cx + bw / 2} ${top + h} ${cx + bw / 2} ${top + h - r}L${cx + w / 2} ${top}Z`;
  const clip = ctx.clip(`<path d="${shape}"/>`);
  const lvl = top + h * 0.13;
  let out = ctx.shadow(cx, top + h, w * 0.62, w * 0.1, 0.35);
  // liquid
  let inner = `<rect x="${cx - w}" y="${lvl}" width="${w * 2}" height="${h}" fill="${ctx.linear(look.stops)}"/>`;
  inner += `<ellipse cx="${cx}" cy="${lvl}" rx="${w * 0.5}" ry="${w * 0.06}" fill="${lighten(look.stops[0]?.[1] ?? '#fff', 0.25)}"/>`;
  if (look.bubbles) {
    for (let i = 0; i < 26; i++) {
      inner += `<circle cx="${cx + rng.range(-w * 0.4, w * 0.4)}" cy="${rng.range(lvl + 20, top + h - 10)}" r="${rng.range(2, 6)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`;
    }
  }
  // ice
  const cubes = rng.int(3, 5);
  for (let i = 0; i < cubes; i++) {
    const s = w * rng.range(0.26, 0.34);
    const x = cx + rng.range(-w * 0.3, w * 0.3);
    const y = lvl + rng.range(-s * 0.4, h * 0.35);
    inner += g(
      `translate(${x} ${y}) rotate(${rng.range(-30, 30)})`,
      `<rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${s * 0.18}" fill="#fff" fill-opacity="0.3" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>` +
        `<path d="M${-s * 0.3} ${-s * 0.25}L${s * 0.1} ${-s * 0.3}" stroke="#fff" stroke-opacity="0.8" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  out += `<g clip-path="${clip}">${inner}</g>`;
  // straw
  if (look.straw) {
    const sx = cx + w * rng.range(0.05, 0.2);
    out += `<path d="M${sx - w * 0.1} ${top + h * 0.85}L${sx + w * 0.22} ${top - h * 0.32}" stroke="${look.straw}" stroke-width="${w * 0.07}" stroke-linecap="round"/>`;
    out += `<path d="M${sx - w * 0.1} ${top + h * 0.85}L${sx + w * 0.22} ${top - h * 0.32}" stroke="#fff" stroke-opacity="0.25" stroke-width="${w * 0.018}" stroke-linecap="round" transform="translate(-5 0)"/>`;
  }
  // glass
  out += `<path d="${shape}" fill="#fff" fill-opacity="0.1" stroke="#fff" stroke-opacity="0.65" stroke-width="4"/>`;
  out += `<path d="M${cx - w * 0.42} ${top + h * 0.06}L${cx - bw * 0.4} ${top + h * 0.9}" stroke="#fff" stroke-opacity="0.35" stroke-width="${w * 0.04}" stroke-linecap="round"/>`;
  out += `<rect x="${cx - bw / 2 + 4}" y="${top + h - w * 0.1}" width="${bw - 8}" height="${w * 0.1 - 4}" rx="${r * 0.6}" fill="#fff" opacity="0.22"/>`;
  out += `<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.07}" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="4"/>`;
  // garnish
  if (look.garnish === 'lime' || look.garnish === 'lemon') {
    const c = look.garnish === 'lime' ? '#7fae3c' : '#f0c93a';
    const gx = cx + w * 0.42;
    const gy = top + w * 0.02;
    const gr = w * 0.19;
    let seg = '';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      seg += `<path d="M0 0L${Math.cos(a) * gr * 0.78} ${Math.sin(a) * gr * 0.78}" stroke="${lighten(c, 0.6)}" stroke-width="3"/>`;
    }
    out += g(
      `translate(${gx} ${gy}) rotate(${rng.range(-20, 20)}) scale(1 0.9)`,
      `<circle r="${gr}" fill="${darken(c, 0.1)}"/><circle r="${gr * 0.85}" fill="${lighten(c, 0.45)}"/><circle r="${gr * 0.78}" fill="${lighten(c, 0.2)}"/>${seg}`,
    );
  } else if (look.garnish === 'mint') {
    for (let i = 0; i < 4; i++)
      out += leafShape(cx + rng.range(-w * 0.15, w * 0.2), top - 6, w * rng.range(0.22, 0.3), rng.range(-150, -30), '#4e8a3c');
  } else if (look.garnish === 'cherry') {
    out += `<path d="M${cx + w * 0.3} ${top + 4}C${cx + w * 0.3} ${top - w * 0.3} ${cx + w * 0.5} ${top - w * 0.4} ${cx + w * 0.55} ${top - w * 0.45}" stroke="#4e6b2c" stroke-width="5" fill="none"/>`;
    out += `<circle cx="${cx + w * 0.3}" cy="${top + 10}" r="${w * 0.09}" fill="#8c1c2b"/><circle cx="${cx + w * 0.27}" cy="${top + 4}" r="${w * 0.03}" fill="#fff" opacity="0.5"/>`;
  }
  return out;
}

function drinkScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng, s, horizon, cx, stage } = studioScene(ctx, spec, W, H, [0.6, 0.68], [0.44, 0.56]);
  const iced = /iced|cold|tonic|lemonade/.test(s);
  let out = stage;
  // table props
  const props: string[] = [];
  if (iced) {
    let look: IcedLook;
    if (/lemonade/.test(s)) {
      const c = /tarragon/.test(s)
        ? '#8cc63f'
        : /cherry/.test(s)
          ? '#b3223a'
          : /feijoa/.test(s)
            ? '#c7d98a'
            : rng.pick(['#8cc63f', '#e9b93c', '#c7d98a']);
      look = {
        stops: [
          [0, lighten(c, 0.35)],
          [1, c],
        ],
        straw: rng.pick(['#f3e6d3', PAL.green, '#1f1f1f']),
        garnish: /cherry/.test(s) ? 'cherry' : /tarragon|feijoa/.test(s) ? 'mint' : 'lemon',
        bubbles: true,
      };
      if (/tarragon/.test(s)) look.garnish = 'lime';
    } else if (/tonic/.test(s)) {
      look = {
        stops: TONIC_STOPS,
        straw: rng.chance(0.5) ? PAL.green : null,
        garnish: 'pomegranate',
        bubbles: true,
      };
    } else if (/black/.test(s)) {
      look = {
        stops: [
          [0, '#6b3a1f'],
          [1, '#24120a'],
        ],
        straw: rng.chance(0.6) ? rng.pick(['#1f1f1f', PAL.green]) : null,
        garnish: 'none',
        bubbles: false,
      };
    } else {
      look = {
        stops: [
          [0, '#5a3019'],
          [0.22, '#8c5836'],
          [0.45, '#d9b99b'],
          [1, '#f4ebdf'],
        ],
        straw: rng.pick(['#1f1f1f', PAL.green, '#f3e6d3']),
        garnish: 'none',
        bubbles: false,
      };
    }
    const w = W * rng.range(0.31, 0.35);
    const h = W * rng.range(0.52, 0.58);
    const top = horizon + H * 0.16 - h;
    out += icedGlass(ctx, cx, top, w, h, look);
    if (look.garnish === 'pomegranate') {
      for (let i = 0; i < 9; i++)
        props.push(
          `<ellipse cx="${cx + W * 0.25 + rng.range(-40, 60)}" cy="${horizon + H * 0.2 + rng.range(-20, 40)}" rx="11" ry="13" fill="#b0172f" transform="rotate(${rng.range(-30, 30)} ${cx + W * 0.25} ${horizon + H * 0.2})"/>`,
        );
    }
  } else {
    const small = /espresso/.test(s);
    const black = /black|americano|filter|v60|aeropress/.test(s);
    const milk = /milk|latte|cappuccino|raf|flat|cortado/.test(s);
    const surface: Surface = small ? 'crema' : black ? 'black' : milk ? 'milk' : rng.pick(['milk', 'milk', 'black'] as const);
    const color = rng.pick(['#f6f1ea', '#f6f1ea', '#efe4d2', '#2f5d50', '#b5643c', '#2a2522', '#dfe6e0']);
    const saucer = rng.chance(0.6) ? color : rng.pick(['#f6f1ea', '#2a2522', '#c9b8a3']);
    const w = small ? W * 0.3 : W * rng.range(0.4, 0.44);
    const tall = small ? 0.78 : rng.range(0.55, 0.66);
    const y0 = horizon + H * 0.12 - w * tall;
    out += cup(ctx, cx, y0, w, { color, saucer, surface, art: rng.int(0, 3), tall });
    out += steam(ctx, cx - w * 0.05, y0 - w * 0.12, w * 0.2, H * 0.22, small ? 2 : 3);
  }
  // scattered beans / spoon
  const n = rng.int(3, 9);
  const side = rng.chance(0.5) ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const x = cx + side * W * rng.range(0.28, 0.42);
    const y = horizon + (H - horizon) * rng.range(0.45, 0.9);
    props.push(bean(x, y, W * rng.range(0.018, 0.024), rng.range(0, 360), beanColor(rng)));
  }
  if (!iced && rng.chance(0.5)) {
    const x = cx - side * W * 0.36;
    const y = horizon + (H - horizon) * 0.72;
    props.push(
      g(
        `translate(${x} ${y}) rotate(${rng.range(-25, 25) + (side > 0 ? 180 : 0)})`,
        `<rect x="-95" y="-6" width="120" height="12" rx="6" fill="#c9c2b8"/><ellipse cx="45" cy="0" rx="32" ry="20" fill="#d8d2c9"/><ellipse cx="42" cy="-4" rx="20" ry="9" fill="#fff" opacity="0.35"/>`,
      ),
    );
  }
  out += props.join('');
  return out;
}

// ---------------------------------------------------------------------------
// Tea
// ---------------------------------------------------------------------------

const ARMUDU =
  'M-62 0C-66 40 -44 95 -40 130C-36 165 -80 195 -76 245C-73 274 -50 288 0 292C50 288 73 274 76 245C80 195 36 165 40 130C44 95 66 40 62 0Z';

function armuduGlass(ctx: Ctx, x: number, y: number, s: number, tea: string | null, saucer: string): string {
  const clip = ctx.clip(`<path d="${ARMUDU}"/>`);
  let inner = '';
  if (tea) {
    inner += `<rect x="-100" y="34" width="200" height="280" fill="${ctx.linear([
      [0, lighten(tea, 0.15)],
      [1, darken(tea, 0.35)],
    ])}"/>`;
    inner += `<ellipse cx="0" cy="34" rx="60" ry="7" fill="${lighten(tea, 0.35)}"/>`;
  }
  const body =
    `<ellipse cx="0" cy="305" rx="125" ry="24" fill="${darken(saucer, 0.3)}"/>` +
    `<ellipse cx="0" cy="298" rx="125" ry="24" fill="${saucer}"/>` +
    `<ellipse cx="0" cy="298" rx="118" ry="21" fill="none" stroke="${PAL.gold}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="298" rx="70" ry="12" fill="${darken(saucer, 0.15)}"/>` +
    `<g clip-path="${clip}">${inner}</g>` +
    `<path d="${ARMUDU}" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>` +
    `<path d="M-50 20C-52 60 -36 100 -32 128" stroke="#fff" stroke-opacity="0.45" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M-60 200C-64 230 -58 260 -40 275" stroke="#fff" stroke-opacity="0.35" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="0" rx="62" ry="7" fill="none" stroke="${PAL.gold}" stroke-width="4"/>`;
  return g(`translate(${x} ${y}) scale(${s})`, body);
}

function teapot(x: number, y: number, s: number, color: string): string {
  const dk = darken(color, 0.2);
  return g(
    `translate(${x} ${y}) scale(${s})`,
    `<path d="M90 -40C140 -60 150 -110 185 -120" stroke="${dk}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
      `<path d="M-95 -70C-160 -80 -160 20 -100 5" stroke="${dk}" stroke-width="16" fill="none"/>` +
      `<ellipse cx="0" cy="-45" rx="110" ry="85" fill="${color}"/>` +
      `<ellipse cx="-30" cy="-75" rx="40" ry="25" fill="#fff" opacity="0.2"/>` +
      `<ellipse cx="0" cy="-128" rx="50" ry="12" fill="${dk}"/><circle cx="0" cy="-145" r="14" fill="${dk}"/>` +
      `<path d="M-100 -40Q0 -10 100 -40" stroke="${PAL.gold}" stroke-width="6" fill="none" opacity="0.8"/>` +
      `<ellipse cx="0" cy="38" rx="60" ry="8" fill="${dk}"/>`,
  );
}

function lemonSlice(x: number, y: number, r: number, angle: number): string {
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    seg += `<path d="M0 0L${Math.cos(a) * r * 0.8} ${Math.sin(a) * r * 0.8}" stroke="#fff7d1" stroke-width="${r * 0.06}"/>`;
  }
  return g(
    `translate(${x} ${y}) rotate(${angle}) scale(1 0.55)`,
    `<circle r="${r}" fill="#e8b823"/><circle r="${r * 0.88}" fill="#fff3c4"/><circle r="${r * 0.8}" fill="#f6d65b"/>${seg}`,
  );
}

function sugarCube(x: number, y: number, s: number): string {
  return (
    `<path d="M${x} ${y}L${x + s} ${y - s * 0.3}L${x + s * 1.6} ${y}L${x + s * 0.6} ${y + s * 0.3}Z" fill="#ffffff"/>` +
    `<path d="M${x} ${y}L${x + s * 0.6} ${y + s * 0.3}L${x + s * 0.6} ${y + s * 1.1}L${x} ${y + s * 0.8}Z" fill="#e6e0d8"/>` +
    `<path d="M${x + s * 0.6} ${y + s * 0.3}L${x + s * 1.6} ${y}L${x + s * 1.6} ${y + s * 0.8}L${x + s * 0.6} ${y + s * 1.1}Z" fill="#d3ccc2"/>`
  );
}

function teaScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng, s, horizon, cx, stage } = studioScene(ctx, spec, W, H, [0.58, 0.66], [0.46, 0.56]);
  let out = stage;
  const side = rng.chance(0.5) ? -1 : 1;
  if (/matcha/.test(s)) {
    const bw = W * 0.42;
    const by = horizon + H * 0.05;
    const bowl = rng.pick(['#3b2f2a', '#d8cfc2', '#6f4532', '#2f5d50']);
    out += ctx.shadow(cx, by + bw * 0.42, bw * 0.55, bw * 0.08, 0.35);
    out += `<path d="M${cx - bw / 2} ${by}A${bw / 2} ${bw * 0.42} 0 0 0 ${cx + bw / 2} ${by}Z" fill="${ctx.linear(
      [
        [0, lighten(bowl, 0.12)],
        [1, darken(bowl, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    out += `<ellipse cx="${cx}" cy="${by}" rx="${bw / 2}" ry="${bw * 0.12}" fill="${lighten(bowl, 0.2)}"/>`;
    out += `<ellipse cx="${cx}" cy="${by + 3}" rx="${bw * 0.46}" ry="${bw * 0.1}" fill="${ctx.radial([
      [0, '#b5d17a'],
      [1, '#6e9a3a'],
    ])}"/>`;
    for (let i = 0; i < 18; i++)
      out += `<circle cx="${cx + rng.range(-bw * 0.35, bw * 0.35)}" cy="${by + rng.range(-bw * 0.05, bw * 0.07)}" r="${rng.range(2, 5)}" fill="#d6e8a8" opacity="0.7"/>`;
    // whisk
    const wx = cx - side * W * 0.33;
    const wy = horizon + (H - horizon) * 0.45;
    let tines = '';
    for (let i = -6; i <= 6; i++) tines += `<path d="M0 0Q${i * 6} 60 ${i * 9} 120" stroke="#e2cf9e" stroke-width="3" fill="none"/>`;
    out += g(
      `translate(${wx} ${wy - 120}) rotate(${side * 12})`,
      `<rect x="-16" y="-110" width="32" height="115" rx="10" fill="#d8c08a"/>${tines}`,
    );
  } else {
    const tea = /rosehip/.test(s) ? '#b0352c' : /herbal/.test(s) ? '#d49a2a' : /green/.test(s) ? '#b9b44a' : '#a8401c';
    const saucer = rng.pick(['#f4efe8', '#9c2a2a', '#1f3b63', '#2f5d50', '#f4efe8']);
    const gs = (H * 0.5) / 300;
    if (rng.chance(0.6)) {
      out += teapot(cx + side * W * 0.26, horizon - H * 0.0, gs * 0.95, rng.pick(['#f2ede6', '#2f5d50', '#9c2a2a', '#1f3b63', '#c9a27a']));
    }
    out += ctx.shadow(cx, horizon + H * 0.25, W * 0.16, H * 0.03, 0.3);
    out += armuduGlass(ctx, cx, horizon + H * 0.23 - 298 * gs, gs, tea, saucer);
    out += steam(ctx, cx, horizon + H * 0.23 - 298 * gs - 20, 28, H * 0.15, 2);
    const px = cx - side * W * 0.3;
    const py = horizon + (H - horizon) * 0.55;
    if (/herbal|green/.test(s)) {
      for (let i = 0; i < 5; i++)
        out += leafShape(px + rng.range(-50, 50), py + rng.range(-30, 40), W * rng.range(0.06, 0.09), rng.range(0, 360), '#4e8a3c');
    } else if (/rosehip/.test(s)) {
      for (let i = 0; i < 7; i++)
        out += `<ellipse cx="${px + rng.range(-60, 60)}" cy="${py + rng.range(-30, 40)}" rx="16" ry="12" fill="#c0392b" transform="rotate(${rng.range(0, 180)} ${px} ${py})"/>`;
      out += `<rect x="${px - 70}" y="${py + 60}" width="150" height="16" rx="8" fill="#8b5a2b"/>`;
    } else {
      out += lemonSlice(px, py, W * 0.07, rng.range(-20, 20));
      out += sugarCube(px + side * W * 0.09, py + 30, W * 0.035);
      out += sugarCube(px + side * W * 0.14, py + 55, W * 0.035);
      // thyme sprig
      let sprig = `<path d="M0 0C40 -10 80 -5 130 -25" stroke="#5c6b3a" stroke-width="3" fill="none"/>`;
      for (let i = 0; i < 8; i++)
        sprig += `<ellipse cx="${15 + i * 15}" cy="${-4 - i * 2.6 + (i % 2 ? 6 : -6)}" rx="7" ry="4" fill="#6f8b4a"/>`;
      out += g(`translate(${px - 80} ${py + 90}) rotate(${rng.range(-15, 15)})`, sprig);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Coffee beans (bag + beans) and bags in general
// ---------------------------------------------------------------------------

function coffeeBag(ctx: Ctx, cx: number, top: number, w: number, h: number, color: string, labelColor: string): string {
  const { rng } = ctx;
  const l = cx - w / 2;
  const r = cx + w / 2;
  const bot = top + h;
  let out = ctx.shadow(cx, bot, w * 0.7, w * 0.1, 0.4);
  const body = ctx.linear(
    [
      [0, darken(color, 0.2)],
      [0.12, color],
      [0.5, lighten(color, 0.06)],
      [0.88, color],
      [1, darken(color, 0.28)],
    ],
    0,
    0,
    1,
    0,
  );
  // crimped top
  let teeth = `M${l + w * 0.03} ${top + h * 0.12}`;
  const nT = 14;
  for (let i = 0; i <= nT; i++) {
    const x = l + w * 0.03 + ((w * 0.94) / nT) * i;
    teeth += `L${x} ${top + (i % 2 ? 0 : h * 0.015)}`;
  }
  teeth += `L${r - w * 0.03} ${top + h * 0.12}Z`;
  out += `<path d="${teeth}" fill="${darken(color, 0.08)}"/>`;
  out += `<path d="M${l + w * 0.03} ${top + h * 0.1}L${r - w * 0.03} ${top + h * 0.1}L${r} ${bot - h * 0.03}Q${r} ${bot} ${r - w * 0.04} ${bot}L${l + w * 0.04} ${bot}Q${l} ${bot} ${l} ${bot - h * 0.03}Z" fill="${body}"/>`;
  out += `<rect x="${l + w * 0.02}" y="${top + h * 0.1}" width="${w * 0.96}" height="${h * 0.05}" fill="${darken(color, 0.18)}"/>`;
  out += `<rect x="${l + w * 0.02}" y="${top + h * 0.1}" width="${w * 0.96}" height="${h * 0.012}" fill="#fff" opacity="0.2"/>`;
  // valve
  out += `<circle cx="${cx}" cy="${top + h * 0.24}" r="${w * 0.045}" fill="${darken(color, 0.12)}"/><circle cx="${cx}" cy="${top + h * 0.24}" r="${w * 0.02}" fill="${darken(color, 0.3)}"/>`;
  // label
  const lw = w * 0.7;
  const lh = h * 0.5;
  const ly = top + h * 0.36;
  const round = rng.chance(0.35);
  const fg = rgbToHsl(hexToRgb(labelColor))[2] < 0.45 ? PAL.cream : mix(labelColor, '#000', 0.75);
  if (round) {
    out += `<circle cx="${cx}" cy="${ly + lh * 0.45}" r="${lw * 0.48}" fill="${labelColor}"/>`;
  } else {
    out += `<rect x="${cx - lw / 2}" y="${ly}" width="${lw}" height="${lh}" rx="${w * 0.03}" fill="${labelColor}"/>`;
  }
  out += logoMark(cx, ly + lh * 0.25, lw * 0.13, fg, labelColor);
  out += `<rect x="${cx - lw * 0.32}" y="${ly + lh * 0.5}" width="${lw * 0.64}" height="${lh * 0.045}" rx="${lh * 0.02}" fill="${fg}" opacity="0.85"/>`;
  out += `<rect x="${cx - lw * 0.24}" y="${ly + lh * 0.62}" width="${lw * 0.48}" height="${lh * 0.035}" fill="${fg}" opacity="0.6"/>`;
  out += `<rect x="${cx - lw * 0.18}" y="${ly + lh * 0.8}" width="${lw * 0.36}" height="${lh * 0.03}" fill="${fg}" opacity="0.45"/>`;
  // fold shading
  out += `<path d="M${l + w * 0.12} ${top + h * 0.16}L${l + w * 0.1} ${bot - 4}" stroke="#000" stroke-opacity="0.1" stroke-width="${w * 0.02}"/>`;
  out += `<path d="M${r - w * 0.12} ${top + h * 0.16}L${r - w * 0.1} ${bot - 4}" stroke="#fff" stroke-opacity="0.1" stroke-width="${w * 0.02}"/>`;
  return out;
}

const BAG_COLORS: [string, string][] = [
  ['#b98d5f', '#f5ede1'],
  ['#2b2623', '#d9b99b'],
  ['#2f5d50', '#f3e6d3'],
  ['#efe4d2', '#2f5d50'],
  ['#a9573a', '#f6ead8'],
  ['#d9b99b', '#2b1a12'],
];

function beanPile(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number, r: number): string {
  const items: [number, string][] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next());
    const x = cx + Math.cos(a) * d * rx;
    const y = cy + Math.sin(a) * d * ry - (1 - d) * ry * 0.9;
    items.push([y, bean(x, y, r * rng.range(0.85, 1.15), rng.range(0, 360), beanColor(rng))]);
  }
  items.sort((p, q) => p[0] - q[0]);
  return items.map((i) => i[1]).join('');
}

function beanScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng } = ctx;
  const b = pickBackdrop(rng);
  const horizon = H * rng.range(0.6, 0.7);
  const layout = rng.int(0, 2);
  const bx = layout === 0 ? W * 0.38 : layout === 1 ? W * 0.62 : W * 0.5;
  let out = studio(ctx, W, H, horizon, b, bx);
  const [bag, lab] = rng.pick(BAG_COLORS);
  const bw = W * rng.range(0.36, 0.42);
  const bh = bw * rng.range(1.3, 1.45);
  const bot = horizon + H * 0.12;
  out += coffeeBag(ctx, bx, bot - bh, bw, bh, jitter(bag, rng, 5, 0.03), lab);
  const r = W * 0.026;
  if (layout === 2) {
    out += beanPile(rng, W * 0.22, bot + H * 0.08, W * 0.16, H * 0.05, 30, r);
    out += beanPile(rng, W * 0.8, bot + H * 0.1, W * 0.13, H * 0.045, 22, r);
  } else {
    const px = layout === 0 ? W * 0.78 : W * 0.24;
    // wooden scoop
    const sx = px;
    const sy = bot + H * 0.02;
    out += ctx.shadow(sx, sy + 40, 120, 22, 0.3);
    out += `<path d="M${sx - 120} ${sy}A120 55 0 0 0 ${sx + 120} ${sy}Z" fill="${darken('#b07a4a', 0.1)}"/>`;
    out += `<rect x="${layout === 0 ? sx + 100 : sx - 260}" y="${sy - 14}" width="160" height="26" rx="13" fill="#9a6a3e"/>`;
    out += beanPile(rng, sx, sy - 10, 105, 30, 26, r);
    out += beanPile(rng, (bx + px) / 2, bot + H * 0.14, W * 0.2, H * 0.04, 14, r);
  }
  for (let i = 0; i < 8; i++) {
    out += bean(rng.range(W * 0.05, W * 0.95), rng.range(bot + H * 0.16, H * 0.97), r, rng.range(0, 360), beanColor(rng));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Desserts
// ---------------------------------------------------------------------------

function cakeSlice(ctx: Ctx, cx: number, cy: number, s: number, kind: 'cheesecake' | 'layer'): string {
  const { rng } = ctx;
  // top face T (tip), L (back left), R (back right); height hgt
  const T: [number, number] = [cx - 210 * s, cy + 40 * s];
  const R: [number, number] = [cx + 200 * s, cy + 10 * s];
  const L: [number, number] = [cx + 40 * s, cy - 90 * s];
  const hgt = (kind === 'cheesecake' ? 180 : 200) * s;
  let out = ctx.shadow(cx, cy + hgt + 20 * s, 260 * s, 40 * s, 0.3);
  // back rounded side (visible to the right of R)
  out += `<path d="M${R[0]} ${R[1]}Q${R[0] + 30 * s} ${R[1] - 70 * s} ${L[0]} ${L[1]}L${L[0]} ${L[1] + hgt}Q${R[0] + 30 * s} ${R[1] - 70 * s + hgt} ${R[0]} ${R[1] + hgt}Z" fill="${kind === 'cheesecake' ? '#6b3a1c' : '#e9d7b9'}"/>`;
  // cut face
  const face = `M${T[0]} ${T[1]}L${R[0]} ${R[1]}L${R[0]} ${R[1] + hgt}L${T[0]} ${T[1] + hgt}Z`;
  const clip = ctx.clip(`<path d="${face}"/>`);
  let layers = '';
  if (kind === 'cheesecake') {
    layers += `<path d="${face}" fill="${ctx.linear([
      [0, '#f6dfa8'],
      [1, '#eccb85'],
    ])}"/>`;
    layers += `<path d="M${T[0]} ${T[1] + hgt - 14 * s}L${R[0]} ${R[1] + hgt - 14 * s}L${R[0]} ${R[1] + hgt}L${T[0]} ${T[1] + hgt}Z" fill="#8a4b22"/>`;
    for (let i = 0; i < 25; i++) {
      const t = rng.next();
      layers += `<circle cx="${T[0] + (R[0] - T[0]) * t}" cy="${T[1] + (R[1] - T[1]) * t + rng.range(20, hgt - 25) * 1}" r="${rng.range(1.5, 3.5) * s}" fill="#e3b96a" opacity="0.8"/>`;
    }
  } else {
    const sponge = rng.pick(['#d8a35f', '#c98c4b', '#e0b676', '#b8783f']);
    const cream = rng.pick(['#f7eedc', '#f3e2c2', '#fbf3e6']);
    const n = rng.int(5, 8);
    for (let i = 0; i < n * 2; i++) {
      const y0 = (hgt * i) / (n * 2);
      const y1 = (hgt * (i + 1)) / (n * 2);
      const c = i % 2 === 0 ? cream : sponge;
      layers += `<path d="M${T[0]} ${T[1] + y0}L${R[0]} ${R[1] + y0}L${R[0]} ${R[1] + y1 + 1}L${T[0]} ${T[1] + y1 + 1}Z" fill="${c}"/>`;
    }
  }
  layers += `<path d="${face}" fill="${ctx.linear(
    [
      [0, '#fff', 0.12],
      [1, '#000', 0.12],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<g clip-path="${clip}">${layers}</g>`;
  // top
  const topFill =
    kind === 'cheesecake'
      ? ctx.radial([
          [0, '#8a4a1f'],
          [0.6, '#5a2e14'],
          [1, '#3b1d0c'],
        ])
      : rng.pick(['#f8efdf', '#e4c08a', '#f2e4cc']);
  out += `<path d="M${T[0]} ${T[1]}L${R[0]} ${R[1]}Q${R[0] + 30 * s} ${R[1] - 70 * s} ${L[0]} ${L[1]}Z" fill="${topFill}"/>`;
  if (kind === 'layer') {
    // crumbs / nuts / berries on top
    const topping = rng.int(0, 2);
    for (let i = 0; i < 18; i++) {
      const u = rng.next();
      const v = rng.next() * (1 - u);
      const x = T[0] + (R[0] - T[0]) * u + (L[0] - T[0]) * v;
      const y = T[1] + (R[1] - T[1]) * u + (L[1] - T[1]) * v;
      if (topping === 0) out += `<circle cx="${x}" cy="${y}" r="${rng.range(3, 6) * s}" fill="#c58a45"/>`;
      else if (topping === 1) out += `<ellipse cx="${x}" cy="${y}" rx="${8 * s}" ry="${5 * s}" fill="#7a4b26"/>`;
      else if (i < 5)
        out += `<circle cx="${x}" cy="${y - 8 * s}" r="${14 * s}" fill="#a3192e"/><circle cx="${x - 4 * s}" cy="${y - 12 * s}" r="${4 * s}" fill="#fff" opacity="0.5"/>`;
    }
  } else {
    for (let i = 0; i < 6; i++) {
      const u = rng.range(0.1, 0.7);
      const v = rng.range(0.05, 1 - u - 0.05);
      out += `<ellipse cx="${T[0] + (R[0] - T[0]) * u + (L[0] - T[0]) * v}" cy="${T[1] + (R[1] - T[1]) * u + (L[1] - T[1]) * v}" rx="${rng.range(14, 30) * s}" ry="${rng.range(6, 12) * s}" fill="#2a1208" opacity="0.5"/>`;
    }
  }
  out += `<path d="M${T[0]} ${T[1]}L${R[0]} ${R[1]}" stroke="#fff" stroke-opacity="0.35" stroke-width="${3 * s}"/>`;
  return out;
}

type Pt = [number, number];

function bez(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/** Crescent croissant centred at (cx, cy), about 560*s wide; works for side and top-down views. */
function croissantShape(ctx: Ctx, cx: number, cy: number, s: number, angle: number, filling: string[] = []): string {
  const o: [Pt, Pt, Pt, Pt] = [
    [-270, 80],
    [-250, -210],
    [250, -210],
    [270, 80],
  ];
  const i: [Pt, Pt, Pt, Pt] = [
    [-270, 80],
    [-170, -40],
    [170, -40],
    [270, 80],
  ];
  const C: Pt = [0, 140];
  const n = 7;
  const ts: number[] = [];
  for (let k = 0; k <= n; k++) {
    // denser segments near the tips
    const u = k / n;
    ts.push(0.5 - 0.5 * Math.cos(Math.PI * u));
  }
  const bulge = (a: Pt, b: Pt, amount: number): string => {
    const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const dx = m[0] - C[0];
    const dy = m[1] - C[1];
    const len = Math.hypot(dx, dy) || 1;
    return `Q${m[0] + (dx / len) * amount} ${m[1] + (dy / len) * amount} ${b[0]} ${b[1]}`;
  };
  const O = ts.map((t) => bez(o[0], o[1], o[2], o[3], t));
  const I = ts.map((t) => bez(i[0], i[1], i[2], i[3], t));
  let d = `M${O[0]?.[0]} ${O[0]?.[1]}`;
  for (let k = 0; k < n; k++) {
    const mid = 1 - Math.abs((ts[k]! + ts[k + 1]!) / 2 - 0.5) * 2;
    d += bulge(O[k]!, O[k + 1]!, 10 + 26 * mid);
  }
  for (let k = n; k > 0; k--) d += bulge(I[k]!, I[k - 1]!, -6);
  d += 'Z';
  let out = `<path d="${d}" fill="#7a3f12" transform="translate(0 18)"/>`;
  // filling peeking out along the inner edge (sandwiches)
  filling.forEach((c, k) => {
    out += `<path d="M-210 ${50 - k * 9}C-120 ${-25 - k * 10} 120 ${-25 - k * 10} 210 ${50 - k * 9}" stroke="${c}" stroke-width="${24 - k * 5}" fill="none" stroke-linecap="round"/>`;
  });
  out += `<path d="${d}" fill="${ctx.linear([
    [0, '#efb868'],
    [0.5, '#cd7f33'],
    [1, '#9a541b'],
  ])}"/>`;
  for (let k = 0; k < n; k++) {
    const a = O[k]!;
    const b = O[k + 1]!;
    const a2 = I[k]!;
    const b2 = I[k + 1]!;
    const mx = (a[0] + b[0]) * 0.32 + (a2[0] + b2[0]) * 0.18;
    const my = (a[1] + b[1]) * 0.32 + (a2[1] + b2[1]) * 0.18;
    const mid = 1 - Math.abs((ts[k]! + ts[k + 1]!) / 2 - 0.5) * 2;
    const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    out += `<ellipse cx="${mx}" cy="${my}" rx="${12 + 26 * mid}" ry="${5 + 8 * mid}" fill="#fff1cf" opacity="0.3" transform="rotate(${ang} ${mx} ${my})"/>`;
  }
  for (let k = 1; k < n; k++) {
    const a = O[k]!;
    const b = I[k]!;
    const mx = (a[0] + b[0]) / 2 + (ts[k]! - 0.5) * 24;
    const my = (a[1] + b[1]) / 2 + 8;
    out += `<path d="M${a[0]} ${a[1]}Q${mx} ${my} ${b[0]} ${b[1]}" stroke="#6e3810" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  }
  return g(`translate(${cx} ${cy}) rotate(${angle}) scale(${s})`, out);
}

function croissant(ctx: Ctx, cx: number, cy: number, s: number, topping: 'none' | 'pistachio'): string {
  const { rng } = ctx;
  let out = ctx.shadow(cx, cy + 90 * s, 300 * s, 45 * s, 0.3);
  out += croissantShape(ctx, cx, cy + 40 * s, s, rng.range(-6, 6));
  if (topping === 'pistachio') {
    out += `<path d="M${cx - 170 * s} ${cy - 30 * s}Q${cx} ${cy - 150 * s} ${cx + 170 * s} ${cy - 30 * s}" stroke="#c7dc9a" stroke-width="${14 * s}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
    for (let k = 0; k < 40; k++) {
      const t = rng.next();
      const x = cx + (t - 0.5) * 300 * s;
      const y = cy - 40 * s - Math.sin(Math.PI * t) * 65 * s + rng.range(-14, 14) * s;
      out += `<circle cx="${x}" cy="${y}" r="${rng.range(3, 7) * s}" fill="${rng.pick(['#8fb04a', '#a7c462', '#6d8f35'])}"/>`;
    }
  } else {
    for (let k = 0; k < 12; k++)
      out += `<circle cx="${cx + rng.range(-220, 220) * s}" cy="${cy + 100 * s + rng.range(0, 50) * s}" r="${rng.range(2, 4) * s}" fill="#c8822f" opacity="0.8"/>`;
  }
  return out;
}

function bun(ctx: Ctx, cx: number, cy: number, s: number): string {
  const { rng } = ctx;
  let out = ctx.shadow(cx, cy + 110 * s, 200 * s, 35 * s, 0.3);
  out += `<ellipse cx="${cx}" cy="${cy + 40 * s}" rx="${190 * s}" ry="${90 * s}" fill="#8d5220"/>`;
  out += `<ellipse cx="${cx}" cy="${cy}" rx="${185 * s}" ry="${110 * s}" fill="${ctx.radial(
    [
      [0, '#e9a95a'],
      [0.75, '#b8702c'],
      [1, '#7c4416'],
    ],
    0.45,
    0.4,
    0.6,
  )}"/>`;
  let d = `M${cx} ${cy}`;
  for (let i = 0; i < 60; i++) {
    const a = i * 0.32;
    const r = 4 + i * 2.8;
    d += `L${cx + Math.cos(a) * r * s} ${cy + Math.sin(a) * r * s * 0.6}`;
  }
  out += `<path d="${d}" stroke="#7c4416" stroke-width="${9 * s}" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 170;
    out += `<circle cx="${cx + Math.cos(a) * r * s}" cy="${cy + Math.sin(a) * r * s * 0.6}" r="${rng.range(1.5, 3.5) * s}" fill="#fff6e6" opacity="0.85"/>`;
  }
  return out;
}

function pakhlava(ctx: Ctx, cx: number, cy: number, s: number): string {
  const { rng } = ctx;
  const pieces: [number, number][] = [
    [-170, 10],
    [0, -40],
    [170, 10],
    [-60, 90],
    [110, 100],
  ];
  const n = rng.int(3, 5);
  let out = ctx.shadow(cx, cy + 150 * s, 330 * s, 50 * s, 0.3);
  for (const [dx, dy] of pieces.slice(0, n).sort((a, b) => a[1] - b[1])) {
    const x = cx + dx * s;
    const y = cy + dy * s;
    const w = 95 * s;
    const h = 50 * s;
    const t = 45 * s;
    out += `<path d="M${x - w} ${y}L${x} ${y + h}L${x} ${y + h + t}L${x - w} ${y + t}Z" fill="#b9772e"/>`;
    out += `<path d="M${x} ${y + h}L${x + w} ${y}L${x + w} ${y + t}L${x} ${y + h + t}Z" fill="#9a5e21"/>`;
    for (let k = 1; k < 5; k++) {
      const yy = (t * k) / 5;
      out += `<path d="M${x - w} ${y + yy}L${x} ${y + h + yy}L${x + w} ${y + yy}" stroke="#f0c27a" stroke-width="${2 * s}" fill="none" opacity="0.7"/>`;
    }
    out += `<path d="M${x - w} ${y}L${x} ${y - h}L${x + w} ${y}L${x} ${y + h}Z" fill="${ctx.radial([
      [0, '#d8892f'],
      [1, '#a4561a'],
    ])}"/>`;
    out += `<ellipse cx="${x}" cy="${y}" rx="${20 * s}" ry="${13 * s}" fill="#6a3b1c"/><path d="M${x - 14 * s} ${y}Q${x} ${y - 8 * s} ${x + 14 * s} ${y}" stroke="#3e200d" stroke-width="${2.5 * s}" fill="none"/>`;
    out += `<path d="M${x - w * 0.7} ${y - h * 0.1}L${x} ${y - h * 0.8}" stroke="#fff" stroke-opacity="0.3" stroke-width="${4 * s}" stroke-linecap="round"/>`;
  }
  return out;
}

function shakarbura(ctx: Ctx, cx: number, cy: number, s: number): string {
  const { rng } = ctx;
  let out = ctx.shadow(cx, cy + 120 * s, 330 * s, 45 * s, 0.3);
  const pieces = rng.int(2, 3);
  for (let p = 0; p < pieces; p++) {
    const x = cx + (p - (pieces - 1) / 2) * 210 * s;
    const y = cy + (p % 2) * 50 * s;
    const body = `M${-120} 0A120 110 0 0 1 120 0Q0 30 -120 0Z`;
    let pattern = '';
    for (let i = -5; i <= 5; i++) {
      pattern += `<path d="M${i * 18 - 12} ${-60 + Math.abs(i) * 8}L${i * 18} ${-45 + Math.abs(i) * 8}L${i * 18 + 12} ${-60 + Math.abs(i) * 8}" stroke="#c07a36" stroke-width="4" fill="none"/>`;
    }
    out += g(
      `translate(${x} ${y}) scale(${s}) rotate(${rng.range(-12, 12)})`,
      `<path d="M-120 8A120 110 0 0 1 120 8Q0 38 -120 8Z" fill="#b57a3a"/><path d="${body}" fill="${ctx.radial(
        [
          [0, '#f6dca4'],
          [1, '#d9a95e'],
        ],
        0.5,
        0.7,
        0.7,
      )}"/>${pattern}<path d="M-120 0Q0 30 120 0" stroke="#c07a36" stroke-width="6" fill="none" stroke-dasharray="10 8"/>`,
    );
  }
  return out;
}

function dessertScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng, s, horizon, cx, stage } = studioScene(ctx, spec, W, H, [0.5, 0.58], [0.47, 0.53]);
  let out = stage;
  const plateColor = rng.pick(['#f7f3ee', '#f7f3ee', '#e8dccb', '#2a2522', '#dfe6e0']);
  const py = horizon + (H - horizon) * 0.5;
  out += plate(ctx, cx, py, W * 0.42, H * 0.15, plateColor);
  const sc = W / 900;
  if (/croissant/.test(s)) out += croissant(ctx, cx, py - 120 * sc, sc * 0.95, /pistachio/.test(s) ? 'pistachio' : 'none');
  else if (/bun|roll/.test(s)) out += bun(ctx, cx, py - 20 * sc, sc);
  else if (/pakhlava|baklava|halva/.test(s)) out += pakhlava(ctx, cx, py - 60 * sc, sc * 0.95);
  else if (/shakarbura|shekerbura/.test(s)) out += shakarbura(ctx, cx, py - 20 * sc, sc * 0.95);
  else
    out += cakeSlice(
      ctx,
      cx + 10 * sc,
      py - 190 * sc,
      sc * 1.1,
      /cheesecake/.test(s) ? 'cheesecake' : /layer/.test(s) || rng.chance(0.85) ? 'layer' : 'cheesecake',
    );
  // fork
  const fx = cx + (rng.chance(0.5) ? 1 : -1) * W * 0.45;
  out += g(
    `translate(${fx} ${py + H * 0.05}) rotate(${rng.range(-75, -60)})`,
    `<rect x="-150" y="-7" width="190" height="14" rx="7" fill="#cfc8be"/><rect x="30" y="-22" width="60" height="44" rx="10" fill="#cfc8be"/>` +
      `<rect x="80" y="-20" width="70" height="7" fill="#cfc8be"/><rect x="80" y="-6" width="70" height="7" fill="#cfc8be"/><rect x="80" y="8" width="70" height="7" fill="#cfc8be"/>`,
  );
  return out;
}

// ---------------------------------------------------------------------------
// Food (top-down)
// ---------------------------------------------------------------------------

function blob(rng: Rng, cx: number, cy: number, r: number, wobble: number, points = 9): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 + rng.range(-wobble, wobble));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  let d = '';
  for (let i = 0; i < points; i++) {
    const p0 = pts[i] as [number, number];
    const p1 = pts[(i + 1) % points] as [number, number];
    const mx = (p0[0] + p1[0]) / 2;
    const my = (p0[1] + p1[1]) / 2;
    d += i === 0 ? `M${mx} ${my}` : `Q${p0[0]} ${p0[1]} ${mx} ${my}`;
  }
  const p0 = pts[0] as [number, number];
  const p1 = pts[1] as [number, number];
  d += `Q${p0[0]} ${p0[1]} ${(p0[0] + p1[0]) / 2} ${(p0[1] + p1[1]) / 2}Z`;
  return d;
}

function egg(rng: Rng, x: number, y: number, r: number): string {
  return `<path d="${blob(rng, x, y, r, 0.22, 10)}" fill="#fbf7ef"/><circle cx="${x + rng.range(-r * 0.15, r * 0.15)}" cy="${y + rng.range(-r * 0.15, r * 0.15)}" r="${r * 0.42}" fill="#f2a81d"/><circle cx="${x - r * 0.12}" cy="${y - r * 0.12}" r="${r * 0.12}" fill="#fff" opacity="0.6"/>`;
}

function herbs(rng: Rng, cx: number, cy: number, r: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    out += `<ellipse cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" rx="${rng.range(3, 7)}" ry="${rng.range(1.5, 3)}" fill="${rng.pick(['#3f7a2c', '#5b9a3a', '#2f6a25'])}" transform="rotate(${rng.range(0, 180)} ${cx + Math.cos(a) * d} ${cy + Math.sin(a) * d})"/>`;
  }
  return out;
}

function foodScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng } = ctx;
  const s = spec.seed.toLowerCase();
  const table = rng.pick(['#c89b6d', '#8a5a3b', '#efe7dc', '#6f4532', '#dcd3c6', '#3c4f46']);
  const t = jitter(table, rng, 6, 0.03);
  let out = `<rect width="${W}" height="${H}" fill="${t}"/>`;
  const wood = rng.chance(0.6);
  if (wood) {
    const n = rng.int(4, 6);
    for (let i = 1; i < n; i++)
      out += `<rect x="${(W * i) / n - 2}" y="0" width="4" height="${H}" fill="${darken(t, 0.25)}" opacity="0.6"/>`;
    for (let i = 0; i < 14; i++) {
      const x = rng.range(0, W);
      out += `<path d="M${x} 0C${x + rng.range(-20, 20)} ${H * 0.3} ${x + rng.range(-20, 20)} ${H * 0.6} ${x + rng.range(-15, 15)} ${H}" stroke="${darken(t, 0.2)}" stroke-width="${rng.range(1, 2.5)}" opacity="0.3" fill="none"/>`;
    }
  } else {
    for (let i = 0; i < 5; i++) {
      const y = rng.range(0, H);
      out += `<path d="M0 ${y}C${W * 0.3} ${y + rng.range(-80, 80)} ${W * 0.6} ${y + rng.range(-80, 80)} ${W} ${y + rng.range(-100, 100)}" stroke="${darken(t, 0.15)}" stroke-width="${rng.range(1, 2)}" opacity="0.35" fill="none"/>`;
    }
  }
  // napkin
  const nap = rng.pick(['#f3e6d3', '#2f5d50', '#b5643c', '#e9e4dc']);
  const nx = rng.chance(0.5) ? W * 0.05 : W * 0.62;
  out += g(
    `rotate(${rng.range(-12, 12)} ${nx + 150} ${H * 0.2})`,
    `<rect x="${nx}" y="${H * 0.02}" width="${W * 0.36}" height="${H * 0.3}" fill="${nap}"/><rect x="${nx}" y="${H * 0.08}" width="${W * 0.36}" height="10" fill="${darken(nap, 0.2)}" opacity="0.5"/><rect x="${nx}" y="${H * 0.26}" width="${W * 0.36}" height="10" fill="${darken(nap, 0.2)}" opacity="0.5"/>`,
  );
  const cx = W * rng.range(0.45, 0.52);
  const cy = H * rng.range(0.5, 0.56);
  const R = W * 0.33;
  const plateC = rng.pick(['#f7f3ee', '#f7f3ee', '#e8dccb', '#2a2522', '#cfd9c9']);
  const pan = /eggs/.test(s);
  if (pan) {
    // copper / cast-iron pan (tava) with handle
    const pc = rng.pick(['#2b2623', '#8a4b2a']);
    out += `<rect x="${cx + R * 0.9}" y="${cy - 18}" width="${W * 0.3}" height="36" rx="18" fill="${darken(pc, 0.2)}" transform="rotate(${rng.range(-30, 30)} ${cx} ${cy})"/>`;
    out += `<circle cx="${cx + 10}" cy="${cy + 14}" r="${R * 1.02}" fill="#000" opacity="0.25"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${pc}"/><circle cx="${cx}" cy="${cy}" r="${R * 0.88}" fill="${darken(pc, 0.25)}"/>`;
    out += `<path d="${blob(rng, cx, cy, R * 0.82, 0.06, 12)}" fill="#c2361f"/>`;
    for (let i = 0; i < 16; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0, R * 0.7);
      out += `<path d="${blob(rng, cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(14, 26), 0.3, 6)}" fill="${rng.pick(['#e0502f', '#a8261a', '#ef6a3f'])}"/>`;
    }
    const eggs = rng.int(2, 3);
    for (let i = 0; i < eggs; i++) {
      const a = (i / eggs) * Math.PI * 2 + rng.range(0, 1);
      out += egg(rng, cx + Math.cos(a) * R * 0.38, cy + Math.sin(a) * R * 0.38, R * 0.26);
    }
    out += herbs(rng, cx, cy, R * 0.75, 40);
  } else {
    out += `<circle cx="${cx + 8}" cy="${cy + 12}" r="${R * 1.02}" fill="#000" opacity="0.18"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${plateC}"/><circle cx="${cx}" cy="${cy}" r="${R * 0.74}" fill="${darken(plateC, 0.05)}"/><circle cx="${cx}" cy="${cy}" r="${R * 0.71}" fill="${plateC}"/>`;
    if (/kuku/.test(s)) {
      const kr = R * 0.6;
      const wedge = rng.int(4, 6);
      out += `<circle cx="${cx}" cy="${cy}" r="${kr}" fill="#4f7d2f"/>`;
      for (let i = 0; i < 60; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * kr * 0.95;
        out += `<circle cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" r="${rng.range(3, 8)}" fill="${rng.pick(['#6b9a3c', '#3a6422', '#8aa84a', '#c9a54a'])}"/>`;
      }
      for (let i = 0; i < wedge; i++) {
        const a = (i / wedge) * Math.PI * 2;
        out += `<path d="M${cx} ${cy}L${cx + Math.cos(a) * kr} ${cy + Math.sin(a) * kr}" stroke="${plateC}" stroke-width="6"/>`;
      }
      out += `<circle cx="${cx + R * 0.55}" cy="${cy - R * 0.55}" r="${R * 0.22}" fill="#e8e2d8"/><circle cx="${cx + R * 0.55}" cy="${cy - R * 0.55}" r="${R * 0.18}" fill="#fbf8f2"/>`;
      out += herbs(rng, cx + R * 0.55, cy - R * 0.55, R * 0.1, 6);
    } else if (/syrniki/.test(s)) {
      const pos: [number, number][] = [
        [-0.32, -0.18],
        [0.3, -0.22],
        [0, 0.3],
      ];
      for (const [dx, dy] of pos) {
        const x = cx + dx * R;
        const y = cy + dy * R;
        out += `<circle cx="${x}" cy="${y}" r="${R * 0.3}" fill="${ctx.radial([
          [0, '#f0c07a'],
          [0.7, '#d58f3a'],
          [1, '#9c5a1c'],
        ])}"/>`;
      }
      out += `<path d="${blob(rng, cx, cy - R * 0.02, R * 0.17, 0.2, 8)}" fill="#fbf6ec"/>`;
      out += `<path d="${blob(rng, cx + R * 0.42, cy + R * 0.35, R * 0.14, 0.25, 8)}" fill="#7c1220"/>`;
      for (let i = 0; i < 3; i++)
        out += `<circle cx="${cx + R * 0.42 + rng.range(-15, 15)}" cy="${cy + R * 0.35 + rng.range(-15, 15)}" r="9" fill="#a3192e"/>`;
      for (let i = 0; i < 10; i++)
        out += `<circle cx="${cx + rng.range(-R * 0.6, R * 0.6)}" cy="${cy + rng.range(-R * 0.6, R * 0.6)}" r="3" fill="#fff" opacity="0.8"/>`;
    } else if (/toast/.test(s)) {
      for (let k = 0; k < 2; k++) {
        const x = cx + (k ? R * 0.05 : -R * 0.5);
        const y = cy + (k ? -R * 0.45 : -R * 0.3);
        const bw = R * 0.55;
        const bh = R * 0.7;
        out += g(
          `rotate(${k ? 12 : -8} ${x + bw / 2} ${y + bh / 2})`,
          `<path d="M${x} ${y + bh * 0.2}Q${x} ${y} ${x + bw * 0.25} ${y}Q${x + bw * 0.5} ${y - bh * 0.12} ${x + bw * 0.75} ${y}Q${x + bw} ${y} ${x + bw} ${y + bh * 0.2}L${x + bw} ${y + bh}L${x} ${y + bh}Z" fill="#a86b33"/>` +
            `<path d="${blob(rng, x + bw / 2, y + bh * 0.52, bw * 0.4, 0.12, 10)}" fill="#8fb04a"/>` +
            herbs(rng, x + bw / 2, y + bh * 0.52, bw * 0.35, 10) +
            (k ? egg(rng, x + bw / 2, y + bh * 0.5, bw * 0.3) : '') +
            `<circle cx="${x + bw * 0.3}" cy="${y + bh * 0.7}" r="4" fill="#8c1c2b"/><circle cx="${x + bw * 0.6}" cy="${y + bh * 0.3}" r="4" fill="#8c1c2b"/>`,
        );
      }
    } else {
      // sandwich / filled croissant (top-down)
      const croissantStyle = /croissant/.test(s);
      if (croissantStyle) {
        out += croissantShape(ctx, cx, cy + R * 0.08, (R * 1.25) / 560, rng.range(-20, 20), ['#6ea33a', '#d46a7a', '#f3d27a']);
      } else {
        // two halves of a tandir-bread sandwich, cut side showing the filling
        for (let k = 0; k < 2; k++) {
          const bw = R * 0.62;
          const bh = R * 0.5;
          const x = cx + (k ? R * 0.04 : -R * 0.66);
          const y = cy + (k ? -R * 0.48 : -R * 0.02);
          out += g(
            `rotate(${k ? 14 : -10} ${x + bw / 2} ${y + bh / 2})`,
            `<rect x="${x + 6}" y="${y + 10}" width="${bw}" height="${bh}" rx="${bh * 0.35}" fill="#000" opacity="0.15"/>` +
              `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="${bh * 0.35}" fill="#c98b47"/>` +
              `<rect x="${x + bw * 0.06}" y="${y + bh * 0.08}" width="${bw * 0.88}" height="${bh * 0.84}" rx="${bh * 0.3}" fill="#e3b06d"/>` +
              `<path d="M${x + bw * 0.1} ${y + bh * 0.2}Q${x + bw * 0.5} ${y + bh * 0.05} ${x + bw * 0.9} ${y + bh * 0.22}" stroke="#f6dfb0" stroke-width="5" fill="none" opacity="0.6"/>` +
              `<path d="M${x + bw * 0.04} ${y + bh}Q${x + bw * 0.5} ${y + bh * 1.14} ${x + bw * 0.96} ${y + bh}" stroke="#6ea33a" stroke-width="12" fill="none" stroke-linecap="round"/>` +
              `<path d="M${x + bw * 0.1} ${y + bh * 1.02}Q${x + bw * 0.5} ${y + bh * 1.12} ${x + bw * 0.9} ${y + bh * 1.02}" stroke="#f7f3ea" stroke-width="10" fill="none" stroke-linecap="round"/>`,
          );
        }
        out += herbs(rng, cx + R * 0.35, cy + R * 0.45, R * 0.15, 14);
        for (let k = 0; k < 4; k++)
          out += `<ellipse cx="${cx - R * 0.3 + k * 26}" cy="${cy + R * 0.55 + (k % 2) * 10}" rx="16" ry="16" fill="#9bc26a" stroke="#5e8a34" stroke-width="3"/>`;
      }
    }
  }
  // cutlery
  const kx = cx + R * 1.15;
  out += `<rect x="${kx}" y="${cy - R * 0.9}" width="20" height="${R * 1.8}" rx="10" fill="#d1cbc2"/><rect x="${kx + 4}" y="${cy - R * 0.9}" width="6" height="${R * 0.9}" rx="3" fill="#fff" opacity="0.4"/>`;
  const fx = cx - R * 1.18;
  out += `<rect x="${fx - 10}" y="${cy - R * 0.3}" width="20" height="${R * 1.2}" rx="10" fill="#d1cbc2"/><rect x="${fx - 22}" y="${cy - R * 0.55}" width="44" height="${R * 0.3}" rx="8" fill="#d1cbc2"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${fx - 22 + i * 12.5}" y="${cy - R * 0.9}" width="6" height="${R * 0.4}" rx="3" fill="#d1cbc2"/>`;
  return out;
}

// ---------------------------------------------------------------------------
// Merch & gear
// ---------------------------------------------------------------------------

function merchScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng, s, horizon, cx, stage } = studioScene(ctx, spec, W, H, [0.62, 0.7], [0.46, 0.54]);
  let out = stage;
  const bot = horizon + H * 0.14;
  const brand = rng.pick(['#2f5d50', '#2b1a12', '#b5643c', '#f3e6d3']);
  if (/tote/.test(s)) {
    const c = rng.pick(['#efe4d2', '#e8dcc8', '#2b2623', '#2f5d50']);
    const tw = W * 0.5;
    const th = W * 0.52;
    const top = bot - th;
    const ink = c === '#2b2623' || c === '#2f5d50' ? PAL.cream : PAL.espresso;
    out += ctx.shadow(cx, bot, tw * 0.6, 20, 0.35);
    out += `<path d="M${cx - tw * 0.28} ${top + 5}C${cx - tw * 0.28} ${top - th * 0.55} ${cx - tw * 0.02} ${top - th * 0.55} ${cx - tw * 0.02} ${top + 5}" stroke="${darken(c, 0.12)}" stroke-width="20" fill="none"/>`;
    out += `<path d="M${cx + tw * 0.02} ${top + 5}C${cx + tw * 0.02} ${top - th * 0.5} ${cx + tw * 0.28} ${top - th * 0.5} ${cx + tw * 0.28} ${top + 5}" stroke="${c}" stroke-width="20" fill="none"/>`;
    out += `<path d="M${cx - tw / 2} ${top}L${cx + tw / 2} ${top}L${cx + tw / 2 + 12} ${bot}L${cx - tw / 2 - 12} ${bot}Z" fill="${ctx.linear(
      [
        [0, lighten(c, 0.05)],
        [1, darken(c, 0.12)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
    out += `<path d="M${cx - tw * 0.15} ${top + 10}Q${cx - tw * 0.1} ${top + th * 0.5} ${cx - tw * 0.2} ${bot - 5}" stroke="#000" stroke-opacity="0.08" stroke-width="12" fill="none"/>`;
    out += logoMark(cx, top + th * 0.45, tw * 0.2, ink, c);
    out += `<rect x="${cx - tw * 0.2}" y="${top + th * 0.76}" width="${tw * 0.4}" height="${tw * 0.018}" rx="${tw * 0.009}" fill="${ink}" opacity="0.8"/>`;
  } else if (/mug/.test(s)) {
    const c = rng.pick(['#f4f1ea', '#2f5d50', '#1f3b63', '#b5643c']);
    const mw = W * 0.34;
    const mh = mw * 0.95;
    const top = bot - mh;
    out += ctx.shadow(cx, bot, mw * 0.7, 22, 0.35);
    out += `<path d="M${cx + mw * 0.48} ${top + mh * 0.2}C${cx + mw * 0.9} ${top + mh * 0.15} ${cx + mw * 0.9} ${top + mh * 0.75} ${cx + mw * 0.48} ${top + mh * 0.72}" stroke="${darken(c, 0.1)}" stroke-width="${mw * 0.1}" fill="none"/>`;
    out += `<path d="M${cx + mw * 0.48} ${top + mh * 0.2}C${cx + mw * 0.9} ${top + mh * 0.15} ${cx + mw * 0.9} ${top + mh * 0.75} ${cx + mw * 0.48} ${top + mh * 0.72}" stroke="#1f1f1f" stroke-width="${mw * 0.025}" fill="none"/>`;
    out += `<path d="M${cx - mw / 2} ${top}L${cx - mw / 2} ${bot - 10}Q${cx} ${bot + 14} ${cx + mw / 2} ${bot - 10}L${cx + mw / 2} ${top}Z" fill="${ctx.linear(
      [
        [0, lighten(c, 0.15)],
        [0.4, c],
        [1, darken(c, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    out += `<ellipse cx="${cx}" cy="${top}" rx="${mw / 2}" ry="${mw * 0.1}" fill="#1f1f1f"/><ellipse cx="${cx}" cy="${top + 3}" rx="${mw / 2 - 8}" ry="${mw * 0.1 - 6}" fill="${darken(c, 0.2)}"/>`;
    out += `<path d="M${cx - mw / 2} ${bot - 10}Q${cx} ${bot + 14} ${cx + mw / 2} ${bot - 10}" stroke="#1f1f1f" stroke-width="8" fill="none"/>`;
    out += logoMark(cx - mw * 0.05, top + mh * 0.5, mw * 0.2, c === '#f4f1ea' ? PAL.green : PAL.cream, c);
    out += steam(ctx, cx, top - 20, 40, H * 0.16, 2);
  } else if (/dripper|filter/.test(s)) {
    const filterOnly = /filter/.test(s);
    if (filterOnly) {
      // pack of paper cone filters
      const kraft = rng.chance(0.5) ? '#e8d7b9' : '#f6f2ea';
      for (let i = 0; i < 4; i++) {
        const x = cx - W * 0.18 + i * W * 0.1;
        const y = bot - H * 0.02 - i * 6;
        out += g(
          `translate(${x} ${y}) rotate(${-14 + i * 9})`,
          `<path d="M-120 -260L120 -260Q110 -120 30 0L-30 0Q-110 -120 -120 -260Z" fill="${darken(kraft, i * 0.03)}" stroke="${darken(kraft, 0.2)}" stroke-width="2"/>` +
            `<path d="M-10 -258L-14 -2" stroke="${darken(kraft, 0.15)}" stroke-width="2"/><path d="M-120 -260L120 -260" stroke="${darken(kraft, 0.25)}" stroke-width="5" stroke-dasharray="6 5"/>`,
        );
      }
      out += ctx.shadow(cx, bot + 10, W * 0.3, 18, 0.3);
    } else {
      // dripper on a glass server
      const dw = W * 0.36;
      const sv = bot - H * 0.25;
      out += ctx.shadow(cx, bot, dw * 0.7, 20, 0.35);
      out += `<path d="M${cx - dw * 0.36} ${sv}L${cx - dw * 0.4} ${bot - 20}Q${cx} ${bot + 8} ${cx + dw * 0.4} ${bot - 20}L${cx + dw * 0.36} ${sv}Z" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>`;
      out += `<path d="M${cx - dw * 0.39} ${bot - H * 0.1}L${cx - dw * 0.4} ${bot - 20}Q${cx} ${bot + 8} ${cx + dw * 0.4} ${bot - 20}L${cx + dw * 0.39} ${bot - H * 0.1}Z" fill="#5a2f17" opacity="0.9"/>`;
      const dc = rng.pick(['#f6f2ea', '#f6f2ea', '#c0392b', '#2b2623']);
      const dtop = sv - H * 0.27;
      out += `<ellipse cx="${cx}" cy="${sv}" rx="${dw * 0.42}" ry="14" fill="${darken(dc, 0.15)}"/>`;
      out += `<path d="M${cx - dw / 2} ${dtop}L${cx - dw * 0.12} ${sv - 8}L${cx + dw * 0.12} ${sv - 8}L${cx + dw / 2} ${dtop}Z" fill="${ctx.linear(
        [
          [0, lighten(dc, 0.1)],
          [1, darken(dc, 0.22)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`;
      for (let i = -3; i <= 3; i++)
        out += `<path d="M${cx + i * dw * 0.06} ${dtop + 20}L${cx + i * dw * 0.02} ${sv - 14}" stroke="${darken(dc, 0.15)}" stroke-width="3"/>`;
      out += `<ellipse cx="${cx}" cy="${dtop}" rx="${dw / 2}" ry="${dw * 0.09}" fill="${lighten(dc, 0.15)}"/><ellipse cx="${cx}" cy="${dtop + 4}" rx="${dw / 2 - 12}" ry="${dw * 0.09 - 8}" fill="#e8d7b9"/>`;
      out += `<path d="M${cx + dw * 0.45} ${dtop + 25}Q${cx + dw * 0.7} ${dtop + 40} ${cx + dw * 0.6} ${dtop + 90}" stroke="${darken(dc, 0.1)}" stroke-width="16" fill="none"/>`;
    }
  } else if (/grinder/.test(s)) {
    const gw = W * 0.2;
    const gh = H * 0.42;
    const top = bot - gh;
    const steel = ctx.linear(
      [
        [0, '#8d8d8d'],
        [0.3, '#e9e9e9'],
        [0.6, '#b5b5b5'],
        [1, '#6d6d6d'],
      ],
      0,
      0,
      1,
      0,
    );
    out += ctx.shadow(cx, bot, gw * 1.1, 20, 0.35);
    out += `<rect x="${cx - gw / 2}" y="${top}" width="${gw}" height="${gh}" rx="14" fill="${steel}"/>`;
    out += `<rect x="${cx - gw / 2}" y="${top + gh * 0.45}" width="${gw}" height="${gh * 0.22}" fill="${rng.pick(['#6f4532', '#2b2623', '#2f5d50'])}"/>`;
    for (let i = 0; i < 8; i++)
      out += `<rect x="${cx - gw / 2 + 6 + (i * (gw - 12)) / 8}" y="${top + gh * 0.47}" width="3" height="${gh * 0.18}" fill="#000" opacity="0.2"/>`;
    out += `<rect x="${cx - gw * 0.3}" y="${top - 22}" width="${gw * 0.6}" height="26" rx="6" fill="#9a9a9a"/>`;
    out += `<rect x="${cx - 6}" y="${top - 60}" width="12" height="42" fill="#777"/>`;
    out += `<path d="M${cx} ${top - 50}L${cx + W * 0.2} ${top - 80}" stroke="#8a8a8a" stroke-width="14" stroke-linecap="round"/>`;
    out += `<ellipse cx="${cx + W * 0.2}" cy="${top - 100}" rx="22" ry="30" fill="#6f4532"/>`;
    out += beanPile(rng, cx - W * 0.28, bot + 10, W * 0.1, H * 0.03, 14, W * 0.022);
  } else if (/armudu|glass/.test(s)) {
    const gs = (H * 0.3) / 300;
    const n = 3;
    for (let i = 0; i < n; i++) {
      const x = cx + (i - 1) * W * 0.25;
      const y = bot - (i === 1 ? H * 0.06 : 0) - 300 * gs;
      out += armuduGlass(ctx, x, y, gs, i === 1 ? '#a8401c' : null, rng.pick(['#f4efe8', '#9c2a2a', '#1f3b63']));
    }
  } else if (/drip/.test(s)) {
    // box with drip sachets in front
    const bc = rng.pick(['#2f5d50', '#efe4d2', '#b98d5f', '#2b2623']);
    const ink = bc === '#efe4d2' || bc === '#b98d5f' ? PAL.espresso : PAL.cream;
    const bw = W * 0.42;
    const bh = H * 0.36;
    const bx = cx - W * 0.08;
    const top = bot - H * 0.06 - bh;
    out += ctx.shadow(bx, bot - H * 0.06, bw * 0.7, 20, 0.35);
    out += `<path d="M${bx + bw / 2} ${top}L${bx + bw / 2 + 50} ${top - 30}L${bx + bw / 2 + 50} ${top + bh - 30}L${bx + bw / 2} ${top + bh}Z" fill="${darken(bc, 0.25)}"/>`;
    out += `<path d="M${bx - bw / 2} ${top}L${bx - bw / 2 + 50} ${top - 30}L${bx + bw / 2 + 50} ${top - 30}L${bx + bw / 2} ${top}Z" fill="${lighten(bc, 0.12)}"/>`;
    out += `<rect x="${bx - bw / 2}" y="${top}" width="${bw}" height="${bh}" fill="${bc}"/>`;
    out += logoMark(bx, top + bh * 0.38, bw * 0.14, ink, bc);
    // Ten sachets, drawn as ten marks.
    for (let i = 0; i < 10; i++)
      out += `<rect x="${bx - bw * 0.3 + i * bw * 0.062}" y="${top + bh * 0.7}" width="${bw * 0.036}" height="${bh * 0.08}" rx="${bw * 0.008}" fill="${ink}" opacity="0.85"/>`;
    const sc = rng.pick(['#f6f2ea', '#e8d7b9', '#d9b99b']);
    for (let i = 0; i < 3; i++) {
      const x = cx - W * 0.18 + i * W * 0.17;
      const y = bot + H * 0.02 + (i % 2) * 16;
      out += g(
        `translate(${x} ${y}) rotate(${rng.range(-18, 18)})`,
        `<rect x="-62" y="-80" width="124" height="150" rx="6" fill="#000" opacity="0.18" transform="translate(6 8)"/><rect x="-62" y="-80" width="124" height="150" rx="6" fill="${sc}"/><rect x="-62" y="-80" width="124" height="14" fill="${darken(sc, 0.1)}"/>` +
          `${logoMark(0, 5, 26, brand === '#f3e6d3' ? PAL.green : brand, sc)}<rect x="-35" y="45" width="70" height="6" rx="3" fill="${PAL.coffee}" opacity="0.5"/>`,
      );
    }
  } else {
    const [bag, lab] = rng.pick(BAG_COLORS);
    const bw = W * 0.38;
    const bh = bw * 1.4;
    out += coffeeBag(ctx, cx, bot - bh, bw, bh, bag, lab);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Interiors (1200 x 900 viewBox)
// ---------------------------------------------------------------------------

function chair(x: number, y: number, s: number, color: string, flip: boolean): string {
  const d = flip ? -1 : 1;
  return g(
    `translate(${x} ${y}) scale(${s * d} ${s})`,
    `<path d="M-30 0L-34 90M30 0L34 90M-26 -70L-30 0" stroke="${color}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
      `<rect x="-38" y="-8" width="76" height="14" rx="6" fill="${color}"/>` +
      `<path d="M-28 -72Q-5 -80 -30 -120" stroke="${color}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<rect x="-44" y="-128" width="26" height="58" rx="8" fill="${color}"/>`,
  );
}

function roundTable(ctx: Ctx, x: number, y: number, s: number, top: string, leg: string, cups: boolean): string {
  let out = ctx.shadow(x, y + 150 * s, 110 * s, 18 * s, 0.35);
  out += `<rect x="${x - 7 * s}" y="${y}" width="${14 * s}" height="${150 * s}" fill="${leg}"/>`;
  out += `<ellipse cx="${x}" cy="${y + 150 * s}" rx="${55 * s}" ry="${10 * s}" fill="${leg}"/>`;
  out += `<ellipse cx="${x}" cy="${y + 8 * s}" rx="${110 * s}" ry="${22 * s}" fill="${darken(top, 0.25)}"/>`;
  out += `<ellipse cx="${x}" cy="${y}" rx="${110 * s}" ry="${22 * s}" fill="${top}"/>`;
  if (cups) {
    out += `<ellipse cx="${x - 35 * s}" cy="${y - 2 * s}" rx="${26 * s}" ry="${7 * s}" fill="#f6f1ea"/><rect x="${x - 52 * s}" y="${y - 28 * s}" width="${34 * s}" height="${26 * s}" rx="${8 * s}" fill="#f6f1ea"/>`;
    out += `<rect x="${x + 25 * s}" y="${y - 40 * s}" width="${22 * s}" height="${38 * s}" rx="${4 * s}" fill="#fff" opacity="0.5"/><rect x="${x + 27 * s}" y="${y - 26 * s}" width="${18 * s}" height="${22 * s}" fill="#8c5836" opacity="0.9"/>`;
  }
  return out;
}

function pendant(ctx: Ctx, x: number, len: number, s: number, color: string, style: number): string {
  let out = `<path d="M${x} 0L${x} ${len}" stroke="#1d1612" stroke-width="2.5"/>`;
  const glow = ctx.radial([
    [0, '#ffe2a8', 0.55],
    [0.4, '#ffd08a', 0.18],
    [1, '#ffd08a', 0],
  ]);
  out += `<circle cx="${x}" cy="${len + 40 * s}" r="${190 * s}" fill="${glow}"/>`;
  if (style === 0) {
    out += `<path d="M${x - 55 * s} ${len + 50 * s}Q${x - 50 * s} ${len} ${x} ${len}Q${x + 50 * s} ${len} ${x + 55 * s} ${len + 50 * s}Z" fill="${color}"/>`;
    out += `<ellipse cx="${x}" cy="${len + 50 * s}" rx="${55 * s}" ry="${9 * s}" fill="#fff3d2"/>`;
  } else if (style === 1) {
    out += `<path d="M${x - 10 * s} ${len}L${x + 10 * s} ${len}L${x + 45 * s} ${len + 60 * s}L${x - 45 * s} ${len + 60 * s}Z" fill="${color}"/>`;
    out += `<ellipse cx="${x}" cy="${len + 60 * s}" rx="${45 * s}" ry="${7 * s}" fill="#fff3d2"/>`;
  } else {
    out += `<rect x="${x - 4 * s}" y="${len}" width="${8 * s}" height="${14 * s}" fill="#1d1612"/><circle cx="${x}" cy="${len + 36 * s}" r="${24 * s}" fill="#fff1c9"/><circle cx="${x}" cy="${len + 36 * s}" r="${14 * s}" fill="#fffaf0"/>`;
  }
  return out;
}

function plant(rng: Rng, x: number, y: number, s: number, pot: string): string {
  let out = '';
  const n = rng.int(7, 11);
  for (let i = 0; i < n; i++) {
    out += leafShape(x, y - 50 * s, rng.range(70, 130) * s, -90 + rng.range(-75, 75), jitter(PAL.leaf, rng, 14, 0.07));
  }
  out += `<path d="M${x - 42 * s} ${y - 60 * s}L${x + 42 * s} ${y - 60 * s}L${x + 32 * s} ${y}L${x - 32 * s} ${y}Z" fill="${pot}"/>`;
  out += `<rect x="${x - 46 * s}" y="${y - 66 * s}" width="${92 * s}" height="${12 * s}" rx="${4 * s}" fill="${darken(pot, 0.12)}"/>`;
  return out;
}

function interiorScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng } = ctx;
  const wallBase = rng.pick(['#efe2cf', '#e6d3bd', '#cdd8c8', '#d9a889', '#f4ede3', '#3b4f45', '#e9dccb']);
  const wall = jitter(wallBase, rng, 6, 0.03);
  const darkWall = wallBase === '#3b4f45';
  const floorY = H * rng.range(0.7, 0.76);
  const floor = jitter(rng.pick(['#9a6a44', '#7a5236', '#b88b62', '#c9bfb2', '#5e4030']), rng, 5, 0.03);
  let out = `<rect width="${W}" height="${H}" fill="${ctx.linear([
    [0, darken(wall, 0.12)],
    [1, wall],
  ])}"/>`;
  // wainscot / tiles on the lower wall
  const lower = rng.int(0, 2);
  if (lower === 1) {
    out += `<rect x="0" y="${floorY - H * 0.22}" width="${W}" height="${H * 0.22}" fill="${darken(wall, 0.1)}"/>`;
    out += `<rect x="0" y="${floorY - H * 0.22}" width="${W}" height="6" fill="${darken(wall, 0.25)}"/>`;
  } else if (lower === 2) {
    const tc = rng.pick(['#2f5d50', '#f3efe8', '#b5643c']);
    out += `<rect x="0" y="${floorY - H * 0.2}" width="${W}" height="${H * 0.2}" fill="${tc}"/>`;
    for (let x = 0; x < W; x += 40)
      out += `<rect x="${x}" y="${floorY - H * 0.2}" width="2" height="${H * 0.2}" fill="#fff" opacity="0.25"/>`;
    for (let y = floorY - H * 0.2; y < floorY; y += 22) out += `<rect x="0" y="${y}" width="${W}" height="2" fill="#fff" opacity="0.25"/>`;
  }
  // windows (arched for the old city, sometimes)
  const nWin = rng.int(1, 3);
  const arched = rng.chance(0.55);
  const winW = W * rng.range(0.14, 0.2);
  const winTop = H * rng.range(0.12, 0.2);
  const winBot = floorY - H * rng.range(0.08, 0.2);
  const sky = ctx.linear([
    [0, '#fdf6e4'],
    [1, '#cfe0e6'],
  ]);
  const winXs: number[] = [];
  const startX = rng.range(W * 0.04, W * 0.12);
  const gap = (W * 0.62 - startX) / Math.max(1, nWin);
  for (let i = 0; i < nWin; i++) winXs.push(startX + i * gap + rng.range(0, gap - winW));
  const frame = rng.pick(['#2b2623', '#f6f1ea', '#6f4532', '#2f5d50']);
  for (const wx of winXs) {
    const shape = arched
      ? `M${wx} ${winBot}V${winTop + winW / 2}A${winW / 2} ${winW / 2} 0 0 1 ${wx + winW} ${winTop + winW / 2}V${winBot}Z`
      : `M${wx} ${winTop}H${wx + winW}V${winBot}H${wx}Z`;
    // light beam on the floor
    out += `<path d="M${wx} ${winBot}L${wx + winW} ${winBot}L${wx + winW * 2.4} ${H}L${wx + winW * 0.7} ${H}Z" fill="#fff6dc" opacity="0.13"/>`;
    out += `<path d="${shape}" fill="${frame}" transform="translate(0 0)"/>`;
    out += `<path d="${shape}" fill="${sky}" transform="translate(${wx + winW / 2} ${(winTop + winBot) / 2}) scale(0.9 0.95) translate(${-(wx + winW / 2)} ${-(winTop + winBot) / 2})"/>`;
    // city hint: building silhouettes through the glass
    out += `<rect x="${wx + winW * 0.15}" y="${winBot - (winBot - winTop) * 0.25}" width="${winW * 0.25}" height="${(winBot - winTop) * 0.22}" fill="#d6c7ae" opacity="0.7"/>`;
    out += `<rect x="${wx + winW * 0.5}" y="${winBot - (winBot - winTop) * 0.35}" width="${winW * 0.3}" height="${(winBot - winTop) * 0.32}" fill="#cbb89b" opacity="0.7"/>`;
    out += `<rect x="${wx + winW / 2 - 3}" y="${winTop}" width="6" height="${winBot - winTop}" fill="${frame}"/>`;
    out += `<rect x="${wx}" y="${(winTop + winBot) / 2 + 20}" width="${winW}" height="6" fill="${frame}"/>`;
    out += `<rect x="${wx - 10}" y="${winBot}" width="${winW + 20}" height="12" fill="${darken(frame, 0.1)}"/>`;
  }
  // shelf with coffee bags + logo on the right part of the wall
  const shelfX = W * rng.range(0.66, 0.72);
  const shelfW = W - shelfX - W * 0.04;
  const shelfC = rng.pick(['#8a5a3b', '#2b2623', '#c89b6d']);
  for (let k = 0; k < 2; k++) {
    const sy = H * (0.3 + k * 0.16);
    let x = shelfX + 10;
    while (x < shelfX + shelfW - 50) {
      const bw = rng.range(34, 48);
      const bh = rng.range(50, 72);
      const [bag] = rng.pick(BAG_COLORS);
      if (rng.chance(0.25)) {
        out += `<rect x="${x}" y="${sy - bh * 0.8}" width="${bw * 0.9}" height="${bh * 0.8}" rx="6" fill="#fff" opacity="0.35"/><rect x="${x}" y="${sy - bh * 0.5}" width="${bw * 0.9}" height="${bh * 0.5}" rx="4" fill="${PAL.mocha}" opacity="0.8"/>`;
      } else {
        out += `<rect x="${x}" y="${sy - bh}" width="${bw}" height="${bh}" rx="3" fill="${bag}"/><rect x="${x + bw * 0.2}" y="${sy - bh * 0.6}" width="${bw * 0.6}" height="${bh * 0.35}" fill="#f6ead8" opacity="0.85"/>`;
      }
      x += bw + rng.range(6, 14);
    }
    out += `<rect x="${shelfX}" y="${sy}" width="${shelfW}" height="10" fill="${shelfC}"/>`;
  }
  out += logoMark(shelfX + shelfW / 2, H * 0.14, 42, darkWall ? PAL.cream : PAL.espresso, wall);
  // counter with espresso machine (sometimes)
  if (rng.chance(0.6)) {
    const cx0 = W * 0.62;
    const ctop = floorY - H * 0.2;
    const cc = rng.pick(['#2f5d50', '#6f4532', '#f3efe8', '#2b2623']);
    out += `<rect x="${cx0}" y="${ctop}" width="${W - cx0}" height="${floorY - ctop}" fill="${cc}"/>`;
    for (let x = cx0 + 30; x < W; x += 36)
      out += `<rect x="${x}" y="${ctop + 20}" width="3" height="${floorY - ctop - 20}" fill="#000" opacity="0.12"/>`;
    out += `<rect x="${cx0 - 10}" y="${ctop - 14}" width="${W - cx0 + 10}" height="16" fill="${rng.pick(['#c89b6d', '#e9e4dc', '#2b2623'])}"/>`;
    const mx = cx0 + (W - cx0) * 0.35;
    out += `<rect x="${mx}" y="${ctop - 120}" width="190" height="106" rx="10" fill="${ctx.linear(
      [
        [0, '#e6e6e6'],
        [0.5, '#a8a8a8'],
        [1, '#7a7a7a'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    out += `<rect x="${mx + 10}" y="${ctop - 112}" width="170" height="30" rx="6" fill="${rng.pick(['#c0392b', '#2f5d50', '#1f1f1f'])}"/>`;
    for (let i = 0; i < 2; i++) out += `<rect x="${mx + 40 + i * 80}" y="${ctop - 70}" width="30" height="26" rx="5" fill="#3a3a3a"/>`;
    for (let i = 0; i < 4; i++) out += `<rect x="${mx + 20 + i * 36}" y="${ctop - 142}" width="28" height="22" rx="5" fill="#f6f1ea"/>`;
  }
  // floor
  out += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${ctx.linear([
    [0, darken(floor, 0.1)],
    [1, floor],
  ])}"/>`;
  let yy = floorY;
  let step = 10;
  while (yy < H) {
    out += `<rect x="0" y="${yy}" width="${W}" height="2" fill="#000" opacity="0.12"/>`;
    yy += step;
    step *= 1.35;
  }
  for (let i = -8; i <= 8; i++)
    out += `<path d="M${W / 2 + i * 40} ${floorY}L${W / 2 + i * 190} ${H}" stroke="#000" stroke-opacity="0.07" stroke-width="2"/>`;
  out += `<rect x="0" y="${floorY}" width="${W}" height="8" fill="#000" opacity="0.12"/>`;
  // plants
  if (rng.chance(0.8))
    out += plant(rng, rng.chance(0.5) ? W * 0.05 : W * 0.58, floorY + 20, 1.2, rng.pick(['#b5643c', '#efe4d2', '#2b2623']));
  // pendants
  const nP = rng.int(2, 4);
  const pc = rng.pick(['#2b2623', '#2f5d50', '#c68a4e', '#f3efe8', '#b5643c']);
  const pStyle = rng.int(0, 2);
  for (let i = 0; i < nP; i++) {
    const x = W * (0.18 + (0.64 * (i + 0.5)) / nP) + rng.range(-30, 30);
    out += pendant(ctx, x, H * rng.range(0.14, 0.24), 1, pc, pStyle);
  }
  // tables & chairs in front
  const nT = rng.int(2, 3);
  const topC = rng.pick(['#c89b6d', '#f2ece4', '#2b2623', '#e6d3bd']);
  const legC = rng.pick(['#1d1612', '#6f4532', '#b08d57']);
  const chairC = rng.pick(['#1d1612', '#6f4532', '#2f5d50', '#b5643c', '#c89b6d']);
  for (let i = 0; i < nT; i++) {
    const x = W * (0.18 + (0.64 * (i + 0.5)) / nT) + rng.range(-40, 40);
    const y = floorY + H * rng.range(0.02, 0.06) + i * 4;
    const s = rng.range(0.95, 1.15);
    out += chair(x - 150 * s, y + 60 * s, s, chairC, false);
    out += chair(x + 150 * s, y + 60 * s, s, chairC, true);
    out += roundTable(ctx, x, y, s, topC, legC, rng.chance(0.75));
  }
  // mirror half of the rooms so the counter / shelves are not always on the right
  if (rng.chance(0.5)) out = `<g transform="translate(${W} 0) scale(-1 1)">${out}</g>`;
  // warm vignette
  out += `<rect width="${W}" height="${H}" fill="${ctx.radial([
    [0.55, '#000', 0],
    [1, '#1a0f08', 0.35],
  ])}"/>`;
  return out;
}

// ---------------------------------------------------------------------------
// Slides (1920 x 1080 viewBox)
// ---------------------------------------------------------------------------

function skyline(x: number, base: number, s: number, c: string, opacity = 1): string {
  // Maiden Tower, old-city roofs and the three Flame Towers
  let out = '';
  out += `<path d="M${x} ${base}V${base - 120 * s}H${x + 80 * s}V${base - 160 * s}L${x + 120 * s} ${base - 190 * s}L${x + 160 * s} ${base - 160 * s}V${base - 110 * s}H${x + 230 * s}V${base}Z" fill="${c}"/>`;
  out += `<path d="M${x + 240 * s} ${base}V${base - 260 * s}Q${x + 300 * s} ${base - 290 * s} ${x + 330 * s} ${base - 260 * s}L${x + 345 * s} ${base - 230 * s}V${base}Z" fill="${c}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${x + 250 * s + i * 22 * s}" y="${base - 255 * s}" width="${10 * s}" height="${14 * s}" fill="${c}"/>`;
  out += `<path d="M${x + 360 * s} ${base}V${base - 90 * s}L${x + 420 * s} ${base - 130 * s}L${x + 480 * s} ${base - 90 * s}V${base}Z" fill="${c}"/>`;
  const flame = (fx: number, h: number, w: number): string =>
    `<path d="M${fx - w} ${base}C${fx - w} ${base - h * 0.5} ${fx - w * 0.6} ${base - h * 0.85} ${fx + w * 0.2} ${base - h}C${fx + w * 0.3} ${base - h * 0.75} ${fx + w} ${base - h * 0.5} ${fx + w} ${base}Z" fill="${c}"/>`;
  out += flame(x + 620 * s, 440 * s, 95 * s) + flame(x + 800 * s, 520 * s, 105 * s) + flame(x + 960 * s, 400 * s, 88 * s);
  out += `<rect x="${x + 480 * s}" y="${base - 60 * s}" width="${500 * s}" height="${60 * s}" fill="${c}"/>`;
  return `<g opacity="${opacity}">${out}</g>`;
}

function slideScene(ctx: Ctx, spec: ImageSpec, W: number, H: number): string {
  const { rng } = ctx;
  const s = spec.seed.toLowerCase();
  const hue = rng.range(18, 32);
  const bg1 = hslToHex(hue, 0.42, 0.08);
  const bg2 = hslToHex(hue + rng.range(-4, 8), 0.45, rng.range(0.2, 0.26));
  let out = `<rect width="${W}" height="${H}" fill="${ctx.linear(
    [
      [0, bg1],
      [1, bg2],
    ],
    0,
    0,
    1,
    0.6,
  )}"/>`;
  const fx = W * rng.range(0.66, 0.74);
  const fy = H * rng.range(0.45, 0.55);
  // concentric rings + glow behind the hero
  out += `<circle cx="${fx}" cy="${fy}" r="${H * 0.75}" fill="${ctx.radial([
    [0, '#e0a466', 0.45],
    [0.5, '#c68a4e', 0.12],
    [1, '#c68a4e', 0],
  ])}"/>`;
  for (let i = 1; i <= 4; i++)
    out += `<circle cx="${fx}" cy="${fy}" r="${H * (0.18 + i * 0.13)}" fill="none" stroke="${PAL.cream}" stroke-opacity="${0.1 - i * 0.015}" stroke-width="${2 + i}"/>`;
  // green accent arc + dotted pattern on the left
  out += `<path d="M${-W * 0.05} ${H * rng.range(0.75, 0.9)}Q${W * 0.35} ${H * rng.range(0.6, 0.7)} ${W * 0.7} ${H * 1.05}L${-W * 0.05} ${H * 1.05}Z" fill="${PAL.green}" opacity="0.55"/>`;
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 4; j++)
      out += `<circle cx="${W * 0.06 + i * 28}" cy="${H * 0.12 + j * 28}" r="3.5" fill="${PAL.caramel}" opacity="0.5"/>`;
  // floating beans (behind the hero)
  for (let i = 0; i < 10; i++) {
    out += bean(rng.range(W * 0.45, W * 0.98), rng.range(H * 0.05, H * 0.95), rng.range(14, 24), rng.range(0, 360), beanColor(rng));
  }
  const compo = /roast|bean/.test(s)
    ? 1
    : /menu|autumn|season/.test(s)
      ? 2
      : /house|branch|city/.test(s)
        ? 3
        : /brand/.test(s)
          ? 0
          : rng.int(0, 3);
  if (compo === 0) {
    const w = H * 0.52;
    const y0 = fy - w * 0.2;
    out += cup(ctx, fx, y0, w, {
      color: rng.pick(['#f6f1ea', '#2f5d50', '#efe4d2']),
      saucer: '#f6f1ea',
      surface: 'milk',
      art: rng.int(0, 2),
      tall: 0.6,
    });
    out += steam(ctx, fx - w * 0.05, y0 - w * 0.12, w * 0.18, H * 0.3, 3);
  } else if (compo === 1) {
    const bw = H * 0.4;
    out += coffeeBag(ctx, fx, fy - bw * 0.75, bw, bw * 1.4, rng.pick(['#b98d5f', '#2f5d50', '#efe4d2']), '#f5ede1');
    out += beanPile(rng, fx - bw * 0.9, fy + bw * 0.75, bw * 0.5, bw * 0.1, 26, H * 0.028);
    out += beanPile(rng, fx + bw * 0.95, fy + bw * 0.78, bw * 0.4, bw * 0.09, 20, H * 0.028);
  } else if (compo === 2) {
    const w = H * 0.3;
    const h = H * 0.5;
    out += icedGlass(ctx, fx, fy - h * 0.45, w, h, {
      stops: TONIC_STOPS,
      straw: PAL.green,
      garnish: 'none',
      bubbles: true,
    });
    // pomegranate + quince
    const px = fx - w * 1.3;
    const py = fy + h * 0.42;
    out += `<circle cx="${px}" cy="${py}" r="${H * 0.09}" fill="${ctx.radial(
      [
        [0, '#e0475a'],
        [1, '#8d1a2c'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/><path d="M${px - 18} ${py - H * 0.085}l8 -26l10 18l10 -18l8 26Z" fill="#8d1a2c"/>`;
    const qx = fx + w * 1.25;
    out += `<path d="${blob(rng, qx, py + 10, H * 0.08, 0.12, 7)}" fill="${ctx.radial(
      [
        [0, '#f6dc6a'],
        [1, '#c9a12c'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`;
    out += leafShape(qx, py - H * 0.07, 60, -60, PAL.leaf);
    for (let i = 0; i < 8; i++)
      out += `<ellipse cx="${px + rng.range(60, 180)}" cy="${py + rng.range(40, 90)}" rx="9" ry="11" fill="#b0172f"/>`;
  } else {
    out += skyline(W * 0.33, H * 0.94, H / 1000, PAL.cream, 0.12);
    out += skyline(W * 0.4, H * 1.0, H / 1000, darken(bg1, 0.3));
    for (let i = 0; i < 4; i++) {
      const x = W * (0.52 + i * 0.11);
      out += `<circle cx="${x}" cy="${H * 0.42 + (i % 2) * 40}" r="12" fill="${PAL.caramel}"/><circle cx="${x}" cy="${H * 0.42 + (i % 2) * 40}" r="26" fill="none" stroke="${PAL.caramel}" stroke-opacity="0.5" stroke-width="3"/>`;
    }
    out += `<path d="M${W * 0.52} ${H * 0.42}L${W * 0.63} ${H * 0.42 + 40}L${W * 0.74} ${H * 0.42}L${W * 0.85} ${H * 0.42 + 40}" stroke="${PAL.caramel}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="10 10" fill="none"/>`;
  }
  // left side darkening so overlaid text stays readable
  out += `<rect width="${W}" height="${H}" fill="${ctx.linear(
    [
      [0, '#000', 0.45],
      [0.55, '#000', 0],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  return out;
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

export function defaultSize(kind: ImageKind): { width: number; height: number } {
  if (kind === 'slide') return { width: 1920, height: 1080 };
  if (kind === 'interior') return { width: 1200, height: 900 };
  return { width: 900, height: 900 };
}

const SCENES: Record<ImageKind, (ctx: Ctx, spec: ImageSpec, width: number, height: number) => string> = {
  slide: slideScene,
  interior: interiorScene,
  drink: drinkScene,
  tea: teaScene,
  'coffee-bean': beanScene,
  dessert: dessertScene,
  food: foodScene,
  merch: merchScene,
};

/** Builds the SVG source for an image spec. */
export function buildSvg(spec: ImageSpec, size?: { width: number; height: number }): string {
  const base = defaultSize(spec.kind);
  const out = size ?? base;
  const ctx = new Ctx(makeRng(`${spec.kind}:${spec.seed}`));
  const W = base.width;
  const H = base.height;
  const body = SCENES[spec.kind](ctx, spec, W, H);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${out.width}" height="${out.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${ctx.defs.join('')}</defs>${body}</svg>`;
  // trim float noise: smaller SVG, faster parse, identical look
  return svg.replace(/(\d+\.\d{2})\d+/g, '$1');
}

function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: false, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/**
 * Drawing the seed's 122 pictures is a third of a seed's time, and the tests seed many times over.
 * With SEED_IMAGE_CACHE_DIR (set by the test runs, never in production) each picture is kept there
 * under a hash of its SVG and of the way it is rasterised: a changed picture or rasterisation is a
 * new file, never a stale one.
 */
async function cachedRaster(svg: string, dir: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).update(rasterise.toString()).update(JSON.stringify(sharp.versions)).digest('hex');
  const file = path.join(dir, `${key}.jpg`);
  const kept = await fs.readFile(file).catch(() => null);
  if (kept) return kept;
  const bytes = await rasterise(svg);
  // Written whole under a temporary name first: a parallel run never reads half a picture.
  await fs.mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, file);
  return bytes;
}

export async function renderImage(spec: ImageSpec, size?: { width: number; height: number }): Promise<Buffer> {
  const svg = buildSvg(spec, size);
  const cacheDir = process.env.SEED_IMAGE_CACHE_DIR;
  return cacheDir ? cachedRaster(svg, cacheDir) : rasterise(svg);
}
