import {
  DEFAULT_LOCALE,
  type AdminHomeProductListQuery,
  type HomeProduct,
  type HomeProductUpdate,
  type homeProductCreateSchema,
  type ListQuery,
  type z,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { removeImages, writeWithImages } from '../../../lib/images';
import {
  byLocale,
  createLocalized,
  dictionaries,
  findLocalizedById,
  listForAdmin,
  listLocalized,
  sent,
  setDeletedLocalized,
  updateLocalized,
  type LocalizedDocument,
} from '../../../lib/localized-documents';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media';
import type { UploadedFile } from '../../../lib/multipart';

const UID = 'api::home-product.home-product';
const POPULATE = { image: { select: MEDIA_FIELDS } };

export type HomeProductCreate = z.output<typeof homeProductCreateSchema>;

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
      populate: POPULATE,
      fields: ['name'],
      toApi: toHomeProduct,
    });
  },

  /** The console's list: deleted ones included; paged, sorted and searched (name, title, description). */
  adminList(query: AdminHomeProductListQuery) {
    return listForAdmin(UID, query, {
      sorts: {
        order: { attribute: 'order' },
        id: { attribute: 'id' },
        name: { attribute: 'name' },
        title: { attribute: 'title' },
        price: { attribute: 'price' },
      },
      defaultOrder: [{ attribute: 'order', order: 'asc' }],
      searchFields: ['name', 'title', 'description'],
      populate: POPULATE,
      fields: ['name'],
      toApi: toHomeProduct,
    });
  },

  async adminFind(id: number): Promise<HomeProduct | null> {
    const doc = await findLocalizedById(UID, id, { populate: POPULATE, fields: ['name'] });
    return doc ? toHomeProduct(doc) : null;
  },

  adminCreate(input: HomeProductCreate, image: UploadedFile): Promise<number> {
    return writeWithImages({ imageFile: [image] }, (ids) =>
      createLocalized(UID, {
        shared: {
          title: input.title,
          description: input.description ?? null,
          price: input.price,
          order: input.order,
          image: ids.imageFile[0],
        },
        localized: byLocale(input.productDictionaries, (d) => ({ name: d.name })),
      }),
    );
  },

  /** Changes what was sent; a new image replaces the old, which is removed once the update succeeded. */
  async adminUpdate(id: number, input: HomeProductUpdate, image?: UploadedFile): Promise<HomeProduct | null> {
    const current = await strapi.db.query(UID).findOne({ select: ['id'], where: { id, locale: DEFAULT_LOCALE }, populate: { image: { select: ['id'] } } });
    if (!current) return null;
    await writeWithImages({ imageFile: image ? [image] : [] }, (ids) =>
      updateLocalized(UID, id, {
        shared: sent({
          title: input.title,
          description: input.description,
          price: input.price,
          order: input.order,
          image: ids.imageFile[0],
        }),
        localized: byLocale(input.productDictionaries, (d) => ({ name: d.name })),
      }),
    );
    if (image) await removeImages([current.image?.id]);
    return this.adminFind(id);
  },

  setDeleted(id: number, isDeleted: boolean) {
    return setDeletedLocalized(UID, id, isDeleted);
  },
}));
