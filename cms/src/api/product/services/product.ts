import { DEFAULT_LOCALE, searchKey, type Product, type ProductListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, documentIdsMatching, findLocalizedPage, type LocalizedDocument } from '../../../lib/localized-documents';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media';
import { paged, pageWindow } from '../../../lib/paging';

const UID = 'api::product.product';

export function toProduct(doc: LocalizedDocument): Product {
  return {
    id: doc.id,
    categoryId: doc.base.category?.id ?? null,
    order: doc.base.order,
    isMenuItem: doc.base.isMenuItem,
    isDeleted: doc.base.isDeleted,
    sizeAndPrice: doc.base.sizeAndPrice,
    primaryImageUrl: imageUrl(doc.base.primaryImage),
    primaryImageSrcSet: imageSrcSet(doc.base.primaryImage),
    secondaryImageUrl: imageUrl(doc.base.secondaryImage),
    woltLink: doc.base.woltLink || null,
    productDictionaries: dictionaries(doc, (row) => ({ name: row.name, description: row.description ?? null })),
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * The menu's full list and the catalogue's pages: sorted by order, filtered by menu flag, by a
   * category and everything below it, and by a search over the text of all three languages.
   */
  async listPublic(query: ProductListQuery) {
    const where: Record<string, unknown> = { isDeleted: false, category: { isDeleted: false } };
    if (query.isMenuItem !== undefined) where.isMenuItem = query.isMenuItem;
    if (query.categoryId !== undefined) {
      where.category = { id: { $in: await strapi.service('api::category.category').visibleSubtreeIds(query.categoryId) } };
    }
    if (query.q !== undefined) where.documentId = { $in: await documentIdsMatching(UID, searchKey(query.q)) };

    const { docs, total } = await findLocalizedPage(UID, {
      where,
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      populate: {
        primaryImage: { select: MEDIA_FIELDS },
        secondaryImage: { select: MEDIA_FIELDS },
        category: { select: ['id'] },
      },
      ...pageWindow(query),
      fields: ['name', 'description'],
    });
    return paged(docs.map(toProduct), total, query);
  },

  async isVisible(id: number) {
    return (await strapi.db.query(UID).count({ where: { id, locale: DEFAULT_LOCALE, isDeleted: false } })) > 0;
  },
}));
