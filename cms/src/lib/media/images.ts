import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_MESSAGES, detectImageKind, IMAGE_EXTENSION, IMAGE_MAX_BYTES, IMAGE_MIME } from '@qahve/config';
import { strings } from '@strapi/utils';
import sharp from 'sharp';
import { ApiError, fieldError } from '../http/api-error';
import { isConnectionLoss } from '../http/database-unavailable';
import type { UploadedFile } from '../http/multipart';
import { notePending, variantsOf } from './pending-files';

/** The upload service names a stored file after the slug of its name (then a random suffix): so does a note. */
const slugOf = (base: string) => strings.nameToSlug(base.normalize(), { separator: '_', lowercase: false });

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
    const metadata = await sharp(file.filepath)
      .metadata()
      .catch(() => null);
    if (!metadata?.width || !metadata?.height) throw fieldError(415, field, ADMIN_MESSAGES.imageType);
  }
}

/**
 * A picture stored by the upload plugin ahead of the write that will show it: a scheduled publish stores a
 * draft's pictures before its transaction (an upload's pending notes cannot wait on that transaction), and
 * the write inside takes the file id as it is.
 */
export type StagedFile = UploadedFile & { storedId: number };

const isStaged = (file: UploadedFile): file is StagedFile => typeof (file as Partial<StagedFile>).storedId === 'number';

/** The upload plugin refuses a file it cannot read as an image with its own (client) error. */
const isRefusedUpload = (error: unknown) =>
  ['ApplicationError', 'ValidationError'].includes((error as { name?: string })?.name ?? '') && !(error instanceof ApiError);

/**
 * Stores images through the upload plugin (which makes the responsive variants), named by their
 * detected type, each noted as pending first (pending-files). Answers the new file ids, `release`
 * for once the write that uses them is committed, and `discard`, which removes them again, for a
 * write that fails after the upload: no orphaned upload is left behind.
 */
export async function storeImages(files: UploadedFile[]) {
  const upload = strapi.plugin('upload').service('upload');
  const stored: Array<{ id: number }> = [];
  const notes: Array<() => Promise<void>> = [];
  const release = async () => {
    for (const done of notes.splice(0)) await done();
  };
  const discard = async () => {
    for (const file of stored) await upload.remove(file).catch(() => undefined);
    await release();
  };
  try {
    for (const file of files) {
      const head = new Uint8Array(64);
      const handle = await fs.open(file.filepath, 'r');
      await handle.read(head, 0, head.length, 0).finally(() => handle.close());
      const kind = detectImageKind(head);
      if (!kind) throw new ApiError(415, ADMIN_MESSAGES.imageType);
      // The name only labels the file (the stored one is generated): control characters and folders go.
      const base =
        path
          .basename((file.originalFilename ?? 'image').replace(/[\u0000-\u001f\u007f]/g, '').replace(/\\/g, '/'))
          .replace(/\.[^.]*$/, '')
          .slice(0, 80) || 'image';
      const name = `${base}${IMAGE_EXTENSION[kind]}`;
      notes.push(await notePending('image', slugOf(base)));
      const [saved] = await upload.upload({
        data: { fileInfo: { name } },
        files: { filepath: file.filepath, originalFilename: name, mimetype: IMAGE_MIME[kind], size: file.size },
      });
      stored.push(saved);
    }
  } catch (error) {
    // Files may be written and their row lost with the connection: the notes decide later.
    if (isConnectionLoss(error)) throw error;
    await discard();
    if (isRefusedUpload(error)) throw new ApiError(415, ADMIN_MESSAGES.imageType);
    throw error;
  }
  return { ids: stored.map((file) => file.id), discard, release };
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
 * shows (the demo content shares pictures, and so may the Strapi panel) is kept. Inside a transaction of
 * the caller's (a schedule carries out all its items in one; a preview rolls its edit back) the files go
 * once it has committed, and never if it is rolled back: a rollback brings back rows whose files must be there.
 */
export async function removeImages(ids: Array<number | null | undefined>) {
  if (strapi.db.inTransaction()) {
    await strapi.db.transaction(({ onCommit }) => {
      onCommit(() => {
        removeUnlinked(ids).catch((error: Error) => strapi.log.warn(`Images: a replaced picture was not removed (${error.message})`));
      });
      return Promise.resolve();
    });
    return;
  }
  await removeUnlinked(ids);
}

async function removeUnlinked(ids: Array<number | null | undefined>) {
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
 * A staged image (stored already) keeps its place in its field's list, and is its caller's to remove.
 */
export async function writeWithImages<T>(
  images: Record<string, UploadedFile[]>,
  write: (ids: Record<string, number[]>) => Promise<T>,
): Promise<T> {
  const unstored = (files: UploadedFile[]) => files.filter((file) => !isStaged(file));
  for (const [field, files] of Object.entries(images)) await checkImages(field, unstored(files));
  const stored: Record<string, number[]> = {};
  const discards: Array<() => Promise<void>> = [];
  const releases: Array<() => Promise<void>> = [];
  const discardAll = async () => {
    for (const discard of discards) await discard();
  };
  try {
    for (const [field, files] of Object.entries(images)) {
      const { ids, discard, release } = await storeImages(unstored(files)).catch((error) => {
        // Name the field of an image the upload plugin could not read.
        throw error instanceof ApiError && error.status === 415 && !error.errors ? fieldError(415, field, error.message) : error;
      });
      let next = 0;
      stored[field] = files.map((file) => (isStaged(file) ? file.storedId : ids[next++]));
      discards.push(discard);
      releases.push(release);
    }
    const result = await write(stored);
    for (const release of releases) await release();
    return result;
  } catch (error) {
    // A lost connection may have lost only the answer to a committed write: the notes decide later.
    if (isConnectionLoss(error)) throw error;
    await discardAll();
    throw error;
  }
}

/**
 * What a write noted as `slug` at `startedAt` and never finished may have left (pending-files):
 * upload rows that nothing shows, and files that the upload provider wrote before their row.
 */
export async function recoverImages(slug: string, startedAt: number) {
  const ours = variantsOf(slug);
  const since = new Date(startedAt - 1000);
  const upload = strapi.plugin('upload').service('upload');
  const rows = ((await strapi.db.query('plugin::upload.file').findMany({ where: { createdAt: { $gte: since } } })) as StoredFile[]).filter(
    (file) => ours.test(file.hash),
  );
  const kept: StoredFile[] = [];
  for (const file of rows) {
    if ((await linksOf(file.id)) > 0) kept.push(file);
    else await upload.remove(file).catch(() => undefined);
  }
  const named = new Set(kept.flatMap((file) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)]));
  const dir = path.join(strapi.dirs.static.public, 'uploads');
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    if (!ours.test(name) || named.has(`/uploads/${name}`)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtimeMs >= since.getTime()) await fs.rm(path.join(dir, name), { force: true });
  }
}

interface StoredFile {
  id: number;
  hash: string;
  url: string;
  formats?: Record<string, { url: string }> | null;
}
