import {
  ADMIN_CONTENT_MESSAGES as C,
  ADMIN_MESSAGES as M,
  DEFAULT_LOCALE,
  type Branch,
  type BranchUpdate,
  type branchCreateSchema,
  type z,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { fieldError } from '../../../lib/http/api-error';
import { removeImages, writeWithImages } from '../../../lib/media/images';
import {
  byLocale,
  createLocalized,
  dictionaries,
  sent,
  setDeletedLocalized,
  updateLocalized,
  type LocalizedDocument,
} from '../../../lib/content/localized-documents';
import { createdState, localizedReads, type CreateOptions } from '../../../lib/content/localized-service';
import { imageSrcSet, MEDIA_FIELDS, type StoredImage } from '../../../lib/media/media';
import type { UploadedFile } from '../../../lib/http/multipart';

const UID = 'api::branch.branch';

export type BranchCreate = z.output<typeof branchCreateSchema>;

/** A stored coordinate as a number (PostgreSQL's decimal comes as text), null when the branch has none. */
const coordinate = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

export function toBranch(doc: LocalizedDocument): Branch {
  return {
    id: doc.id,
    isDeleted: doc.base.isDeleted,
    latitude: coordinate(doc.base.latitude),
    longitude: coordinate(doc.base.longitude),
    branchImages: ((doc.base.images ?? []) as StoredImage[]).map((image) => ({
      id: image.id,
      imageUrl: image.url,
      imageSrcSet: imageSrcSet(image),
    })),
    branchDictionaries: dictionaries(doc, (row) => ({
      id: row.id,
      name: row.name,
      address: row.address || null,
      imageAlt: row.imageAlt || null,
    })),
  };
}

/** Name, address and photos' description per language; one left out of an edit stays as it is, a blank one is cleared. */
const texts = (entries: BranchUpdate['branchDictionaries']) =>
  byLocale(entries, (d) => sent({ name: d.name, address: d.address, imageAlt: d.imageAlt }));

/**
 * The photos an edit leaves the branch `id` (null for an unknown id): the ones it removes must be the
 * branch's, and an edit that changes them leaves at least one. A preview sends no new photos.
 */
async function photosAfter(id: number, input: BranchUpdate, newImages: UploadedFile[] = []) {
  const current = await strapi.db
    .query(UID)
    .findOne({ select: ['id'], where: { id, locale: DEFAULT_LOCALE }, populate: { images: { select: ['id'] } } });
  if (!current) return null;
  const currentIds: number[] = (current.images ?? []).map((image: { id: number }) => image.id);
  const removed = new Set(input.removeImageIds ?? []);
  for (const imageId of removed) if (!currentIds.includes(imageId)) throw fieldError(400, 'removeImageIds', C.branchImageUnknown);
  const kept = currentIds.filter((imageId) => !removed.has(imageId));
  const imagesChange = removed.size > 0 || newImages.length > 0;
  if (imagesChange && kept.length + newImages.length === 0) throw fieldError(400, 'images', M.atLeastOneImage);
  return { removed, kept, added: newImages, imagesChange };
}

/** The branches: read like every localized resource; written with a gallery of photos rather than single images. */
export default factories.createCoreService(UID, () => {
  const reads = localizedReads(UID, {
    populate: { images: { select: MEDIA_FIELDS } },
    fields: ['name', 'address', 'imageAlt'],
    toApi: toBranch,
    publicOrder: [{ id: 'asc' }],
    adminList: {
      sorts: { id: { attribute: 'id' }, name: { attribute: 'name' } },
      defaultOrder: [{ attribute: 'id', order: 'asc' }],
      searchFields: ['name'],
    },
  });
  /**
   * New photos are added after the kept ones; `removeImageIds` takes photos away (their files are
   * removed once the update succeeded). An edit that takes photos away leaves at least one. False for
   * an unknown id; no answer is read (`adminUpdate` reads it).
   */
  async function applyUpdate(id: number, input: BranchUpdate, { newImages }: { newImages?: UploadedFile[] } = {}): Promise<boolean> {
    const photos = await photosAfter(id, input, newImages);
    if (!photos) return false;
    const { removed, kept, added, imagesChange } = photos;

    await writeWithImages({ 'images.image': added }, (ids) =>
      updateLocalized(UID, id, {
        shared: {
          ...(imagesChange ? { images: [...kept, ...ids['images.image']] } : {}),
          // Sent together or not at all (the schema's rule): both left out keep the place.
          ...sent({ latitude: input.latitude, longitude: input.longitude }),
        },
        localized: texts(input.branchDictionaries),
      }),
    );
    await removeImages([...removed]);
    return true;
  }

  return {
    ...reads,

    adminCreate(input: BranchCreate, { imageFiles }: { imageFiles: UploadedFile[] }, options: CreateOptions = {}): Promise<number> {
      return writeWithImages({ imageFiles }, (ids) =>
        createLocalized(UID, {
          shared: {
            images: ids.imageFiles,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            ...createdState(options),
          },
          localized: byLocale(input.branchDictionaries, (d) => ({
            name: d.name,
            address: d.address ?? null,
            imageAlt: d.imageAlt ?? null,
          })),
        }),
      );
    },

    applyUpdate,

    /** The console's edit: `applyUpdate`, answered with the edited branch; null for an unknown id. */
    async adminUpdate(id: number, input: BranchUpdate, files: { newImages?: UploadedFile[] } = {}): Promise<Branch | null> {
      return (await applyUpdate(id, input, files)) ? reads.adminFind(id) : null;
    },

    /** Refuses an edit (or a draft of one) whose photos break the rules above, before anything is stored. */
    async checkUpdate(id: number, input: BranchUpdate, { newImages }: { newImages?: UploadedFile[] }) {
      await photosAfter(id, input, newImages);
    },

    setDeleted(id: number, isDeleted: boolean) {
      return setDeletedLocalized(UID, id, isDeleted);
    },
  };
});
