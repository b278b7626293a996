import {
  ADMIN_CONTENT_MESSAGES as C,
  ADMIN_MESSAGES as M,
  DEFAULT_LOCALE,
  searchKey,
  type Product,
  type ProductListQuery,
  type ProductUpdate,
  type productCreateSchema,
  type z,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { fieldError } from '../../../lib/http/api-error';
import {
  byLocale,
  dictionaries,
  documentIdsMatching,
  existsLocalized,
  sent,
  type LocalizedDocument,
  type LocalizedWrite,
} from '../../../lib/content/localized-documents';
import { createLocalizedService } from '../../../lib/content/localized-service';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media/media';
import { serviceOf } from '../../../lib/registry/services';

const UID = 'api::product.product';
const CATEGORY = 'api::category.category';

export type ProductCreate = z.output<typeof productCreateSchema>;

async function requireCategory(id: number) {
  if (!(await existsLocalized(CATEGORY, id))) throw fieldError(400, 'categoryId', C.categoryUnknown);
}

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
    productDictionaries: dictionaries(doc, (row) => ({
      name: row.name,
      description: row.description ?? null,
      imageAlt: row.imageAlt ?? null,
    })),
  };
}

/**
 * A menu item shows its second image: an edit that leaves a menu item without one (removing it, or putting an item
 * without one on the menu) is refused naming the field, as the create is.
 */
async function requireMenuItemImage(id: number, input: ProductUpdate) {
  if (input.secondaryImageFile !== undefined && input.secondaryImageFile !== null) return;
  if (input.isMenuItem === false || (input.isMenuItem === undefined && !input.removeSecondaryImage)) return;
  const current = await strapi.db.query(UID).findOne({
    select: ['isMenuItem'],
    where: { id, locale: DEFAULT_LOCALE },
    populate: { secondaryImage: { select: ['id'] } },
  });
  if (!current) return;
  const isMenuItem = input.isMenuItem ?? current.isMenuItem;
  const hasImage = !input.removeSecondaryImage && Boolean(current.secondaryImage);
  if (isMenuItem && !hasImage) throw fieldError(400, 'secondaryImageFile', M.secondaryImageRequired);
}

const category = (id: number): LocalizedWrite['relations'] => ({ category: { target: CATEGORY, id } });

export default factories.createCoreService(UID, ({ strapi }) => ({
  ...createLocalizedService<Product, ProductCreate, ProductUpdate, ProductListQuery>(UID, {
    populate: {
      primaryImage: { select: MEDIA_FIELDS },
      secondaryImage: { select: MEDIA_FIELDS },
      category: { select: ['id'] },
    },
    fields: ['name', 'description', 'imageAlt'],
    toApi: toProduct,
    publicOrder: [{ order: 'asc' }, { id: 'asc' }],
    /**
     * The menu's full list and the catalogue's pages: filtered by menu flag, by a category and
     * everything below it, and by a search over the text of all three languages.
     */
    async publicWhere(query) {
      const where: Record<string, unknown> = { isDeleted: false, category: { isDeleted: false } };
      if (query.isMenuItem !== undefined) where.isMenuItem = query.isMenuItem;
      if (query.categoryId !== undefined) {
        where.category = { id: { $in: await serviceOf(strapi, 'api::category.category').visibleSubtreeIds(query.categoryId) } };
      }
      if (query.q !== undefined) where.documentId = { $in: documentIdsMatching(UID, searchKey(query.q)) };
      return where;
    },
    adminList: {
      sorts: {
        order: { attribute: 'order' },
        id: { attribute: 'id' },
        name: { attribute: 'name' },
        categoryName: { relation: 'category', attribute: 'name' },
        sizeAndPrice: { attribute: 'sizeAndPrice' },
        isMenuItem: { attribute: 'isMenuItem' },
      },
      defaultOrder: [{ attribute: 'order', order: 'asc' }],
      searchFields: ['name', 'description'],
    },
    images: { primaryImage: 'primaryImageFile', secondaryImage: { field: 'secondaryImageFile', optional: true } },
    async check(input, id) {
      if (input.categoryId !== undefined) await requireCategory(input.categoryId);
      if (id !== undefined) await requireMenuItemImage(id, input as ProductUpdate);
    },
    create: (input) => ({
      shared: { isMenuItem: input.isMenuItem, sizeAndPrice: input.sizeAndPrice, order: input.order, woltLink: input.woltLink ?? null },
      localized: byLocale(input.productDictionaries, (d) => ({
        name: d.name,
        description: d.description ?? null,
        imageAlt: d.imageAlt ?? null,
      })),
      relations: category(input.categoryId),
    }),
    update: (input) => ({
      shared: sent({ isMenuItem: input.isMenuItem, sizeAndPrice: input.sizeAndPrice, order: input.order, woltLink: input.woltLink }),
      localized: byLocale(input.productDictionaries, (d) => sent({ name: d.name, description: d.description, imageAlt: d.imageAlt })),
      relations: input.categoryId !== undefined ? category(input.categoryId) : undefined,
    }),
  }),

  async isVisible(id: number) {
    return (await strapi.db.query(UID).count({ where: { id, locale: DEFAULT_LOCALE, isDeleted: false } })) > 0;
  },
}));
