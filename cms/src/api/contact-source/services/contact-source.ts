import { DEFAULT_LOCALE, type ContactSource, type ListQuery } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { dictionaries, findLocalizedPage, type LocalizedDocument } from '../../../lib/localized-documents';
import { paged, pageWindow } from '../../../lib/paging';

const UID = 'api::contact-source.contact-source';

export function toContactSource(doc: LocalizedDocument): ContactSource {
  return { id: doc.id, contactSourceDictionaries: dictionaries(doc, (row) => ({ name: row.name })) };
}

export default factories.createCoreService(UID, () => ({
  async list(query: ListQuery) {
    const { docs, total } = await findLocalizedPage(UID, {
      orderBy: [{ id: 'asc' }],
      ...pageWindow(query),
      fields: ['name'],
    });
    return paged(docs.map(toContactSource), total, query);
  },

  async exists(id: number) {
    return (await strapi.db.query(UID).count({ where: { id, locale: DEFAULT_LOCALE } })) > 0;
  },
}));
