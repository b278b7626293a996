import type { Carousel, ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, listLocalized, type LocalizedDocument } from '../../../lib/localized-documents';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media';

const UID = 'api::carousel.carousel';

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
      populate: { image: { select: MEDIA_FIELDS } },
      fields: ['content'],
      toApi: toCarousel,
    });
  },
}));
