import fs from 'node:fs/promises';
import { ADMIN_MESSAGES, detectImageKind, IMAGE_EXTENSION, IMAGE_MAX_BYTES, IMAGE_MIME } from '@qahve/config';
import sharp from 'sharp';
import { ApiError, fieldError } from './api-error';
import type { UploadedFile } from './multipart';

/**
 * Checks uploaded images by content (JPEG, PNG, WebP, AVIF; never SVG, HTML or a renamed file) and
 * size, before anything is stored. The signature decides the kind; the image must then also read
 * as one (sharp parses its header and dimensions), so a signature followed by junk is refused too.
 * Answers 415 or 413 naming the field.
 */
export async function checkImages(field: string, files: UploadedFile[]) {
  for (const file of files) {
    if (file.size > IMAGE_MAX_BYTES) throw fieldError(413, field, ADMIN_MESSAGES.imageTooLarge);
    const handle = await fs.open(file.filepath, 'r');
    try {
      const head = new Uint8Array(64);
      await handle.read(head, 0, head.length, 0);
      if (!detectImageKind(head)) throw fieldError(415, field, ADMIN_MESSAGES.imageType);
    } finally {
      await handle.close();
    }
    const metadata = await sharp(file.filepath).metadata().catch(() => null);
    if (!metadata?.width || !metadata?.height) throw fieldError(415, field, ADMIN_MESSAGES.imageType);
  }
}

/** The upload plugin refuses a file it cannot read as an image with its own (client) error. */
const isRefusedUpload = (error: unknown) =>
  ['ApplicationError', 'ValidationError'].includes((error as { name?: string })?.name ?? '') && !(error instanceof ApiError);

/**
 * Stores images through the upload plugin (which makes the responsive variants), named by their
 * detected type. Answers the new file ids and a `discard` that removes them again, for a write that
 * fails after the upload: no orphaned upload is left behind.
 */
export async function storeImages(files: UploadedFile[]) {
  const upload = strapi.plugin('upload').service('upload');
  const stored: Array<{ id: number }> = [];
  const discard = async () => {
    for (const file of stored) await upload.remove(file).catch(() => undefined);
  };
  try {
    for (const file of files) {
      const head = new Uint8Array(64);
      const handle = await fs.open(file.filepath, 'r');
      await handle.read(head, 0, head.length, 0).finally(() => handle.close());
      const kind = detectImageKind(head);
      if (!kind) throw new ApiError(415, ADMIN_MESSAGES.imageType);
      const base = (file.originalFilename ?? 'image').replace(/\.[^.]*$/, '').slice(0, 80) || 'image';
      const name = `${base}${IMAGE_EXTENSION[kind]}`;
      const [saved] = await upload.upload({
        data: { fileInfo: { name } },
        files: { filepath: file.filepath, originalFilename: name, mimetype: IMAGE_MIME[kind], size: file.size },
      });
      stored.push(saved);
    }
  } catch (error) {
    await discard();
    if (isRefusedUpload(error)) throw new ApiError(415, ADMIN_MESSAGES.imageType);
    throw error;
  }
  return { ids: stored.map((file) => file.id), discard };
}

/** How many content links (any entity, any language) an uploaded file still has. */
async function linksOf(id: number): Promise<number> {
  const joinTable = (strapi.db.metadata.get('plugin::upload.file').attributes as Record<string, any>).related?.joinTable;
  if (!joinTable) return 0;
  const [{ count }] = await strapi.db.connection(joinTable.name).where(joinTable.joinColumn.name, id).count({ count: '*' });
  return Number(count);
}

/**
 * Removes files that a successful update replaced or took away. A file that some other entry still
 * shows (the demo content shares pictures, and so may the Strapi panel) is kept.
 */
export async function removeImages(ids: Array<number | null | undefined>) {
  const upload = strapi.plugin('upload').service('upload');
  for (const id of new Set(ids)) {
    if (!id) continue;
    if ((await linksOf(id)) > 0) continue;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
    if (file) await upload.remove(file).catch(() => undefined);
  }
}

/**
 * Stores the request's new images, runs the write with their ids, and on any failure removes them
 * again, so that a rejected or failed write leaves no upload behind. The images are checked first.
 */
export async function writeWithImages<T>(
  images: Record<string, UploadedFile[]>,
  write: (ids: Record<string, number[]>) => Promise<T>,
): Promise<T> {
  for (const [field, files] of Object.entries(images)) await checkImages(field, files);
  const stored: Record<string, number[]> = {};
  const discards: Array<() => Promise<void>> = [];
  const discardAll = async () => {
    for (const discard of discards) await discard();
  };
  try {
    for (const [field, files] of Object.entries(images)) {
      const { ids, discard } = await storeImages(files).catch((error) => {
        // Name the field of an image the upload plugin could not read.
        throw error instanceof ApiError && error.status === 415 && !error.errors ? fieldError(415, field, error.message) : error;
      });
      stored[field] = ids;
      discards.push(discard);
    }
    return await write(stored);
  } catch (error) {
    await discardAll();
    throw error;
  }
}
