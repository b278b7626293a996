import type { Branch, ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, listLocalized, type LocalizedDocument } from '../../../lib/localized-documents';
import { imageSrcSet, MEDIA_FIELDS, type StoredImage } from '../../../lib/media';

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
  list(query: ListQuery, { includeDeleted = false } = {}) {
    return listLocalized(UID, query, {
      includeDeleted,
      orderBy: [{ id: 'asc' }],
      populate: { images: { select: MEDIA_FIELDS } },
      fields: ['name'],
      toApi: toBranch,
    });
  },
}));
