import {
  DEFAULT_LOCALE,
  type AdminCarouselListQuery,
  type Carousel,
  type CarouselUpdate,
  type carouselCreateSchema,
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

const UID = 'api::carousel.carousel';
const POPULATE = { image: { select: MEDIA_FIELDS } };

export type CarouselCreate = z.output<typeof carouselCreateSchema>;

export function toCarousel(doc: LocalizedDocument): Carousel {
  return {
    id: doc.id,
    order: doc.base.order,
    imageUrl: imageUrl(doc.base.image),
    imageSrcSet: imageSrcSet(doc.base.image),
    isDeleted: doc.base.isDeleted,
    carouselDictionaries: dictionaries(doc, (row) => ({ content: row.content })),
  };
}

export default factories.createCoreService(UID, () => ({
  list(query: ListQuery, { includeDeleted = false } = {}) {
    return listLocalized(UID, query, {
      includeDeleted,
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      populate: POPULATE,
      fields: ['content'],
      toApi: toCarousel,
    });
  },

  /** The console's list: deleted slides included; paged, sorted and searched (content). */
  adminList(query: AdminCarouselListQuery) {
    return listForAdmin(UID, query, {
      sorts: { order: { attribute: 'order' }, id: { attribute: 'id' }, content: { attribute: 'content' } },
      defaultOrder: [{ attribute: 'order', order: 'asc' }],
      searchFields: ['content'],
      populate: POPULATE,
      fields: ['content'],
      toApi: toCarousel,
    });
  },

  async adminFind(id: number): Promise<Carousel | null> {
    const doc = await findLocalizedById(UID, id, { populate: POPULATE, fields: ['content'] });
    return doc ? toCarousel(doc) : null;
  },

  adminCreate(input: CarouselCreate, image: UploadedFile): Promise<number> {
    return writeWithImages({ imageFile: [image] }, (ids) =>
      createLocalized(UID, {
        shared: { order: input.order, image: ids.imageFile[0] },
        localized: byLocale(input.carouselDictionaries, (d) => ({ content: d.content })),
      }),
    );
  },

  /** Changes what was sent; a new image replaces the old, which is removed once the update succeeded. */
  async adminUpdate(id: number, input: CarouselUpdate, image?: UploadedFile): Promise<Carousel | null> {
    const current = await strapi.db.query(UID).findOne({ select: ['id'], where: { id, locale: DEFAULT_LOCALE }, populate: { image: { select: ['id'] } } });
    if (!current) return null;
    await writeWithImages({ imageFile: image ? [image] : [] }, (ids) =>
      updateLocalized(UID, id, {
        shared: sent({ order: input.order, image: ids.imageFile[0] }),
        localized: byLocale(input.carouselDictionaries, (d) => ({ content: d.content })),
      }),
    );
    if (image) await removeImages([current.image?.id]);
    return this.adminFind(id);
  },

  setDeleted(id: number, isDeleted: boolean) {
    return setDeletedLocalized(UID, id, isDeleted);
  },
}));
