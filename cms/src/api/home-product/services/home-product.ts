import { type HomeProduct, type HomeProductUpdate, type homeProductCreateSchema, type z } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { byLocale, dictionaries, sent, type LocalizedDocument } from '../../../lib/content/localized-documents';
import { createLocalizedService } from '../../../lib/content/localized-service';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media/media';

const UID = 'api::home-product.home-product';

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
    productDictionaries: dictionaries(doc, (row) => ({ name: row.name, imageAlt: row.imageAlt ?? null })),
  };
}

/** The home page's featured products: the list in their order, the console's list searched in name, title and description. */
export default factories.createCoreService(UID, () =>
  createLocalizedService<HomeProduct, HomeProductCreate, HomeProductUpdate>(UID, {
    populate: { image: { select: MEDIA_FIELDS } },
    fields: ['name', 'imageAlt'],
    toApi: toHomeProduct,
    publicOrder: [{ order: 'asc' }, { id: 'asc' }],
    adminList: {
      sorts: {
        order: { attribute: 'order' },
        id: { attribute: 'id' },
        name: { attribute: 'name' },
        title: { attribute: 'title' },
        price: { attribute: 'price' },
      },
      defaultOrder: [{ attribute: 'order', order: 'asc' }],
      searchFields: ['name', 'title', 'description'],
    },
    images: { image: 'imageFile' },
    create: (input) => ({
      shared: { title: input.title, description: input.description ?? null, price: input.price, order: input.order },
      localized: byLocale(input.productDictionaries, (d) => ({ name: d.name, imageAlt: d.imageAlt ?? null })),
    }),
    update: (input) => ({
      shared: sent({ title: input.title, description: input.description, price: input.price, order: input.order }),
      localized: byLocale(input.productDictionaries, (d) => sent({ name: d.name, imageAlt: d.imageAlt })),
    }),
  }),
);
