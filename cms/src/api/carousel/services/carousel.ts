import type { Carousel, ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, findLocalizedPage, type LocalizedDocument } from '../../../lib/localized-documents';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media';
import { paged, pageWindow } from '../../../lib/paging';

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
  async list(query: ListQuery, { includeDeleted = false } = {}) {
    const { docs, total } = await findLocalizedPage(UID, {
      where: includeDeleted ? {} : { isDeleted: false },
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      populate: { image: { select: MEDIA_FIELDS } },
      ...pageWindow(query),
      fields: ['content'],
    });
    return paged(docs.map(toCarousel), total, query);
  },
}));
