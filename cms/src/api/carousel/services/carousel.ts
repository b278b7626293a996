import { type Carousel, type CarouselUpdate, type carouselCreateSchema, type z } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { byLocale, dictionaries, sent, type LocalizedDocument } from '../../../lib/content/localized-documents';
import { createLocalizedService } from '../../../lib/content/localized-service';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media/media';

const UID = 'api::carousel.carousel';

export type CarouselCreate = z.output<typeof carouselCreateSchema>;

export function toCarousel(doc: LocalizedDocument): Carousel {
  return {
    id: doc.id,
    order: doc.base.order,
    imageUrl: imageUrl(doc.base.image),
    imageSrcSet: imageSrcSet(doc.base.image),
    isDeleted: doc.base.isDeleted,
    carouselDictionaries: dictionaries(doc, (row) => ({ content: row.content, imageAlt: row.imageAlt ?? null })),
  };
}

/** The home page's slides: the list in slide order, the console's list searched in their text. */
export default factories.createCoreService(UID, () =>
  createLocalizedService<Carousel, CarouselCreate, CarouselUpdate>(UID, {
    populate: { image: { select: MEDIA_FIELDS } },
    fields: ['content', 'imageAlt'],
    toApi: toCarousel,
    publicOrder: [{ order: 'asc' }, { id: 'asc' }],
    adminList: {
      sorts: { order: { attribute: 'order' }, id: { attribute: 'id' }, content: { attribute: 'content' } },
      defaultOrder: [{ attribute: 'order', order: 'asc' }],
      searchFields: ['content'],
    },
    images: { image: 'imageFile' },
    create: (input) => ({
      shared: { order: input.order },
      localized: byLocale(input.carouselDictionaries, (d) => ({ content: d.content, imageAlt: d.imageAlt ?? null })),
    }),
    update: (input) => ({
      shared: sent({ order: input.order }),
      localized: byLocale(input.carouselDictionaries, (d) => sent({ content: d.content, imageAlt: d.imageAlt })),
    }),
  }),
);
