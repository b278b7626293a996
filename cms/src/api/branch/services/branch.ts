import type { Branch, ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, findLocalizedPage, type LocalizedDocument } from '../../../lib/localized-documents';
import { imageSrcSet, MEDIA_FIELDS, type StoredImage } from '../../../lib/media';
import { paged, pageWindow } from '../../../lib/paging';

const UID = 'api::branch.branch';

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
  async list(query: ListQuery, { includeDeleted = false } = {}) {
    const { docs, total } = await findLocalizedPage(UID, {
      where: includeDeleted ? {} : { isDeleted: false },
      orderBy: [{ id: 'asc' }],
      populate: { images: { select: MEDIA_FIELDS } },
      ...pageWindow(query),
      fields: ['name'],
    });
    return paged(docs.map(toBranch), total, query);
  },
}));
