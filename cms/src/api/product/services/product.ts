import {
  ADMIN_CONTENT_MESSAGES as C,
  DEFAULT_LOCALE,
  searchKey,
  type AdminProductListQuery,
  type Product,
  type ProductListQuery,
  type ProductUpdate,
  type productCreateSchema,
  type z,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { fieldError } from '../../../lib/api-error';
import { removeImages, writeWithImages } from '../../../lib/images';
import {
  byLocale,
  createLocalized,
  dictionaries,
  documentIdsMatching,
  existsLocalized,
  findLocalizedById,
  findLocalizedPage,
  listForAdmin,
  sent,
  setDeletedLocalized,
  updateLocalized,
  type LocalizedDocument,
} from '../../../lib/localized-documents';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media';
import type { UploadedFile } from '../../../lib/multipart';
import { paged, pageWindow } from '../../../lib/paging';

const UID = 'api::product.product';
const CATEGORY = 'api::category.category';
const POPULATE = {
  primaryImage: { select: MEDIA_FIELDS },
  secondaryImage: { select: MEDIA_FIELDS },
  category: { select: ['id'] },
};
const FIELDS = ['name', 'description'];

export type ProductCreate = z.output<typeof productCreateSchema>;
export interface ProductImages {
  primary?: UploadedFile;
  secondary?: UploadedFile;
}

const listOf = (file?: UploadedFile) => (file ? [file] : []);

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
    if (query.q !== undefined) where.documentId = { $in: documentIdsMatching(UID, searchKey(query.q)) };

    const { docs, total } = await findLocalizedPage(UID, {
      where,
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      populate: POPULATE,
      ...pageWindow(query),
      fields: FIELDS,
    });
    return paged(docs.map(toProduct), total, query);
  },

  async isVisible(id: number) {
    return (await strapi.db.query(UID).count({ where: { id, locale: DEFAULT_LOCALE, isDeleted: false } })) > 0;
  },

  /** The console's list: every product, deleted ones with their flag; paged, sorted and searched in the database. */
  adminList(query: AdminProductListQuery) {
    return listForAdmin(UID, query, {
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
      populate: POPULATE,
      fields: FIELDS,
      toApi: toProduct,
    });
  },

  async adminFind(id: number): Promise<Product | null> {
    const doc = await findLocalizedById(UID, id, { populate: POPULATE, fields: FIELDS });
    return doc ? toProduct(doc) : null;
  },

  /** Creates a product in three languages with its images; a failure leaves no row and no file. */
  async adminCreate(input: ProductCreate, images: ProductImages): Promise<number> {
    await requireCategory(input.categoryId);
    return writeWithImages(
      { primaryImageFile: listOf(images.primary), secondaryImageFile: listOf(images.secondary) },
      (ids) =>
        createLocalized(UID, {
          shared: {
            isMenuItem: input.isMenuItem,
            sizeAndPrice: input.sizeAndPrice,
            order: input.order,
            woltLink: input.woltLink ?? null,
            primaryImage: ids.primaryImageFile[0],
            secondaryImage: ids.secondaryImageFile[0] ?? null,
          },
          localized: byLocale(input.productDictionaries, (d) => ({ name: d.name, description: d.description ?? null })),
          relations: { category: { target: CATEGORY, id: input.categoryId } },
        }),
    );
  },

  /**
   * Changes what was sent. New images replace the old ones, which are removed only once the update
   * has succeeded. Answers null for an unknown id.
   */
  async adminUpdate(id: number, input: ProductUpdate, images: ProductImages): Promise<Product | null> {
    const current = await strapi.db.query(UID).findOne({
      select: ['id'],
      where: { id, locale: DEFAULT_LOCALE },
      populate: { primaryImage: { select: ['id'] }, secondaryImage: { select: ['id'] } },
    });
    if (!current) return null;
    if (input.categoryId !== undefined) await requireCategory(input.categoryId);
    await writeWithImages({ primaryImageFile: listOf(images.primary), secondaryImageFile: listOf(images.secondary) }, (ids) =>
      updateLocalized(UID, id, {
        shared: sent({
          isMenuItem: input.isMenuItem,
          sizeAndPrice: input.sizeAndPrice,
          order: input.order,
          woltLink: input.woltLink,
          primaryImage: ids.primaryImageFile[0],
          secondaryImage: ids.secondaryImageFile[0],
        }),
        localized: byLocale(input.productDictionaries, (d) => sent({ name: d.name, description: d.description })),
        relations: input.categoryId !== undefined ? { category: { target: CATEGORY, id: input.categoryId } } : undefined,
      }),
    );
    await removeImages([images.primary && current.primaryImage?.id, images.secondary && current.secondaryImage?.id]);
    return this.adminFind(id);
  },

  setDeleted(id: number, isDeleted: boolean) {
    return setDeletedLocalized(UID, id, isDeleted);
  },
}));
