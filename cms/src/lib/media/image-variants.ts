import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp, { type Sharp } from 'sharp';

/**
 * WebP copies of the uploaded pictures (stored by the local upload provider), for the browsers that
 * accept WebP (every current one): `/uploads/<name>.jpg` stays the address (in the API, the srcsets
 * and the pages' preloads) and the answer is the copy when the request's Accept names WebP
 * (global::image-formats). A copy is made once, in the background, the first time such a browser
 * asks for the picture; until it exists that browser gets the original. A copy that would not be
 * smaller is not kept. The copies go with their picture when it is deleted.
 *
 * WebP, not AVIF: at this quality an AVIF copy of a 1920 px slide took 0.6 s of CPU against 0.15 s
 * for WebP, for a file 15 % smaller; AVIF's fastest setting made it no smaller than WebP. The
 * copies are made while visitors are served, on the same cores (docs/decisions.md).
 */

export type ModernFormat = 'webp';

/** What the encoder is asked for: about the original's look at a fraction of its bytes. */
const ENCODE: Record<ModernFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** A picture the upload plugin serves (its name: no folder, no dot file), in a format worth converting. */
export const CONVERTIBLE = /^[\w-][\w.-]*\.(jpe?g|png)$/i;

/** The format an Accept header allows by name (with a q above 0), if any. */
export function preferredFormat(accept: string | undefined): ModernFormat | null {
  if (!accept) return null;
  const accepted = (type: string) =>
    accept.split(',').some((part) => {
      const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return name === type && (q === undefined || Number(q.slice(2)) > 0);
    });
  return accepted('image/webp') ? 'webp' : null;
}

export const variantName = (name: string, format: ModernFormat) => `${name}.${format}`;

export class ImageVariants {
  private readonly queue: Array<() => Promise<void>> = [];
  private readonly queued = new Set<string>();
  /** Pictures whose copy in a format would not be smaller: asked for again only after a restart. */
  private readonly notSmaller = new Set<string>();
  private running = false;

  constructor(
    private readonly folder: string,
    private readonly log: Core.Strapi['log'],
  ) {}

  /**
   * The name of the picture's copy in `format` when there is one; else null, and the copy is
   * made in the background (or, when it would not be smaller, never).
   */
  async variant(name: string, format: ModernFormat): Promise<string | null> {
    const original = path.join(this.folder, name);
    const copy = path.join(this.folder, variantName(name, format));
    const [originalStat, copyStat] = await Promise.all([stat(original), stat(copy)]);
    if (!originalStat) return null;
    if (copyStat && copyStat.mtimeMs >= originalStat.mtimeMs) return variantName(name, format);
    const key = `${name}\n${format}`;
    if (!this.notSmaller.has(key) && !this.queued.has(key)) {
      this.queued.add(key);
      this.enqueue(async () => {
        try {
          await this.convert(original, copy, format, originalStat.size, key);
        } finally {
          this.queued.delete(key);
        }
      });
    }
    return null;
  }

  /** Removes the copies of a picture that is gone (the upload's file and its formats). */
  async remove(names: string[]) {
    await Promise.all(
      names.flatMap((name) =>
        Object.keys(ENCODE).map((format) =>
          fs.promises.rm(path.join(this.folder, variantName(name, format as ModernFormat)), { force: true }),
        ),
      ),
    );
  }

  private async convert(original: string, copy: string, format: ModernFormat, originalSize: number, key: string) {
    const partial = `${copy}.${process.pid}.part`;
    try {
      const { size } = await ENCODE[format](sharp(original)).toFile(partial);
      if (size >= originalSize) {
        this.notSmaller.add(key);
        await fs.promises.rm(partial, { force: true });
        return;
      }
      await fs.promises.rename(partial, copy);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      this.log.warn(`Could not make the ${format} copy of ${path.basename(original)}: ${(error as Error).message}`);
    }
  }

  /** One conversion at a time: they share the machine with the requests. */
  private enqueue(task: () => Promise<void>) {
    this.queue.push(task);
    if (this.running) return;
    this.running = true;
    void (async () => {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) await next();
      this.running = false;
    })();
  }

  /** Resolves once every conversion asked for so far is done (tests). */
  async idle() {
    while (this.running || this.queue.length) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stat(file: string) {
  try {
    return await fs.promises.stat(file);
  } catch {
    return null;
  }
}

let variants: ImageVariants | null = null;

/** The process's copies, in the local upload provider's folder. */
export function imageVariants(strapi: Core.Strapi): ImageVariants {
  variants ??= new ImageVariants(path.join(strapi.dirs.static.public, 'uploads'), strapi.log);
  return variants;
}

/** Deleting an uploaded picture deletes its copies, whoever deletes it. */
export function registerImageVariantCleanup(strapi: Core.Strapi) {
  const local = (url: unknown) => (typeof url === 'string' && url.startsWith('/uploads/') ? [url.slice('/uploads/'.length)] : []);
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    async afterDelete(event) {
      const file = event.result as { url?: string; formats?: Record<string, { url?: string }> | null } | undefined;
      if (!file) return;
      await imageVariants(strapi).remove([...local(file.url), ...Object.values(file.formats ?? {}).flatMap((f) => local(f.url))]);
    },
  });
}
