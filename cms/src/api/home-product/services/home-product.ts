import type { HomeProduct, ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, listLocalized, type LocalizedDocument } from '../../../lib/localized-documents';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media';

const UID = 'api::home-product.home-product';

export function toHomeProduct(doc: LocalizedDocument): HomeProduct {
  return {
    id: doc.id,
    title: doc.base.title,
    description: doc.base.description ?? null,
    // PostgreSQL hands decimals back as text.
    price: Number(doc.base.price),
    order: doc.base.order,
    imageUrl: imageUrl(doc.base.image),
    imageSrcSet: imageSrcSet(doc.base.image),
    isDeleted: doc.base.isDeleted,
    productDictionaries: dictionaries(doc, (row) => ({ name: row.name })),
  };
}

export default factories.createCoreService(UID, () => ({
  list(query: ListQuery, { includeDeleted = false } = {}) {
    return listLocalized(UID, query, {
      includeDeleted,
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      populate: { image: { select: MEDIA_FIELDS } },
      fields: ['name'],
      toApi: toHomeProduct,
    });
  },
}));
