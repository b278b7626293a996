import fs from 'node:fs/promises';
import { ADMIN_MESSAGES, detectImageKind, IMAGE_EXTENSION, IMAGE_MAX_BYTES, IMAGE_MIME } from '@qahve/config';
import { ApiError, fieldError } from './api-error';
import type { UploadedFile } from './multipart';


/**
 * Checks uploaded images by content (JPEG, PNG, WebP, AVIF; never SVG, HTML or a renamed file) and
 * size, before anything is stored. Answers 415 or 413 naming the field.
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
  }
}

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
    throw error;
  }
  return { ids: stored.map((file) => file.id), discard };
}

/** Removes files that a successful update replaced. */
export async function removeImages(ids: Array<number | null | undefined>) {
  const upload = strapi.plugin('upload').service('upload');
  for (const id of ids) {
    if (!id) continue;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
    if (file) await upload.remove(file).catch(() => undefined);
  }
}
