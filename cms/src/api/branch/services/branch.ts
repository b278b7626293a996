import {
  ADMIN_CONTENT_MESSAGES as C,
  ADMIN_MESSAGES as M,
  DEFAULT_LOCALE,
  type AdminBranchListQuery,
  type Branch,
  type BranchUpdate,
  type branchCreateSchema,
  type ListQuery,
  type z,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { fieldError } from '../../../lib/api-error';
import { removeImages, writeWithImages } from '../../../lib/images';
import {
  byLocale,
  createLocalized,
  dictionaries,
  findLocalizedById,
  listForAdmin,
  listLocalized,
  setDeletedLocalized,
  updateLocalized,
  type LocalizedDocument,
} from '../../../lib/localized-documents';
import { imageSrcSet, MEDIA_FIELDS, type StoredImage } from '../../../lib/media';
import type { UploadedFile } from '../../../lib/multipart';

const UID = 'api::branch.branch';
const POPULATE = { images: { select: MEDIA_FIELDS } };

export type BranchCreate = z.output<typeof branchCreateSchema>;

export function toBranch(doc: LocalizedDocument): Branch {
  return {
    id: doc.id,
    isDeleted: doc.base.isDeleted,
    branchImages: ((doc.base.images ?? []) as StoredImage[]).map((image) => ({
      id: image.id,
      imageUrl: image.url,
      imageSrcSet: imageSrcSet(image),
    })),
    branchDictionaries: dictionaries(doc, (row) => ({ id: row.id, name: row.name })),
  };
}

export default factories.createCoreService(UID, () => ({
  list(query: ListQuery, { includeDeleted = false } = {}) {
    return listLocalized(UID, query, {
      includeDeleted,
      orderBy: [{ id: 'asc' }],
      populate: POPULATE,
      fields: ['name'],
      toApi: toBranch,
    });
  },

  /** The console's list: deleted branches included; paged, sorted and searched (name). */
  adminList(query: AdminBranchListQuery) {
    return listForAdmin(UID, query, {
      sorts: { id: { attribute: 'id' }, name: { attribute: 'name' } },
      defaultOrder: [{ attribute: 'id', order: 'asc' }],
      searchFields: ['name'],
      populate: POPULATE,
      fields: ['name'],
      toApi: toBranch,
    });
  },

  async adminFind(id: number): Promise<Branch | null> {
    const doc = await findLocalizedById(UID, id, { populate: POPULATE, fields: ['name'] });
    return doc ? toBranch(doc) : null;
  },

  adminCreate(input: BranchCreate, images: UploadedFile[]): Promise<number> {
    return writeWithImages({ imageFiles: images }, (ids) =>
      createLocalized(UID, {
        shared: { images: ids.imageFiles },
        localized: byLocale(input.branchDictionaries, (d) => ({ name: d.name })),
      }),
    );
  },

  /**
   * New photos are added after the kept ones; `removeImageIds` takes photos away (their files are
   * removed once the update succeeded). An edit that takes photos away leaves at least one.
   */
  async adminUpdate(id: number, input: BranchUpdate, newImages: UploadedFile[]): Promise<Branch | null> {
    const current = await strapi.db.query(UID).findOne({ select: ['id'], where: { id, locale: DEFAULT_LOCALE }, populate: { images: { select: ['id'] } } });
    if (!current) return null;
    const currentIds: number[] = (current.images ?? []).map((image: { id: number }) => image.id);
    const removed = new Set(input.removeImageIds ?? []);
    for (const imageId of removed) if (!currentIds.includes(imageId)) throw fieldError(400, 'removeImageIds', C.branchImageUnknown);
    const kept = currentIds.filter((imageId) => !removed.has(imageId));
    const imagesChange = removed.size > 0 || newImages.length > 0;
    if (imagesChange && kept.length + newImages.length === 0) throw fieldError(400, 'images', M.atLeastOneImage);

    await writeWithImages({ 'images.image': newImages }, (ids) =>
      updateLocalized(UID, id, {
        shared: imagesChange ? { images: [...kept, ...ids['images.image']] } : {},
        localized: byLocale(input.branchDictionaries, (d) => ({ name: d.name })),
      }),
    );
    await removeImages([...removed]);
    return this.adminFind(id);
  },

  setDeleted(id: number, isDeleted: boolean) {
    return setDeletedLocalized(UID, id, isDeleted);
  },
}));
