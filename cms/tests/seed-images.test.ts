import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { branches, homeProducts, products, slides, type ImageSpec } from '../src/seed/content';
import { buildSvg, defaultSize, renderImage } from '../scripts/seed-images';

/** Every picture the demo seeds: slides, home products, branch photos, both pictures of each product. */
const SPECS: ImageSpec[] = [
  ...slides.map((slide) => slide.image),
  ...homeProducts.map((product) => product.image),
  ...branches.flatMap((branch) => branch.images),
  ...products.flatMap((product) => (product.secondaryImage ? [product.image, product.secondaryImage] : [product.image])),
];

describe('the seed pictures', () => {
  it('carry no words, in any language (the site shows them in three)', () => {
    expect(SPECS.length).toBeGreaterThan(100);
    const worded = SPECS.filter((spec) => /<text\b/.test(buildSvg(spec))).map((spec) => spec.seed);
    expect(worded).toEqual([]);
  });

  it('are still drawn, each kind at its size', async () => {
    for (const kind of new Set(SPECS.map((spec) => spec.kind))) {
      const spec = SPECS.find((s) => s.kind === kind)!;
      const jpeg = await renderImage(spec, defaultSize(kind));
      const { format, width, height } = await sharp(jpeg).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', ...defaultSize(kind) });
      // A picture, not a blank: its pixels vary.
      const { channels } = await sharp(jpeg).stats();
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
    }
  });
});
