import {
  DEFAULT_LOCALE,
  localeOf,
  searchKey,
  type AdminContactSource,
  type ContactSource,
  type ContactSourceAdminListQuery,
  type LanguageId,
  type ListQuery,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { notFound } from '../../../lib/http/api-error';
import {
  createLocalized,
  dictionaries,
  findLocalizedById,
  findLocalizedPage,
  updateLocalized,
  withLocales,
  type LocalizedDocument,
  type Row,
} from '../../../lib/content/localized-documents';
import { paged, pageWindow } from '../../../lib/http/paging';

const UID = 'api::contact-source.contact-source';

/**
 * Not deleted. Rows stored before the flag existed hold NULL there (Strapi adds the column without
 * a database default), and they are live contact sources.
 */
const LIVE = { $or: [{ isDeleted: false }, { isDeleted: null }] };

export function toContactSource(doc: LocalizedDocument): ContactSource {
  return { id: doc.id, contactSourceDictionaries: dictionaries(doc, (row) => ({ name: row.name })) };
}

export function toAdminContactSource(doc: LocalizedDocument): AdminContactSource {
  return { ...toContactSource(doc), isDeleted: doc.base.isDeleted === true };
}

/** A form's name in one language; the form's schema admits the three language ids only. */
type NameEntry = { languageId: number; name: string };

/** The names of a form, per language, with the search key that the list's `q` matches. */
function namesByLocale(entries: NameEntry[]) {
  return Object.fromEntries(
    entries.map(({ languageId, name }) => [localeOf(languageId as LanguageId), { name, searchText: searchKey(name) }]),
  );
}

async function findForAdmin(id: number) {
  const doc = await findLocalizedById(UID, id, { fields: ['name'] });
  if (!doc) throw notFound('Contact source');
  return toAdminContactSource(doc);
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The public list: contact sources not deleted, in creation order. */
  async list(query: ListQuery) {
    const { docs, total } = await findLocalizedPage(UID, {
      where: LIVE,
      orderBy: [{ id: 'asc' }],
      ...pageWindow(query),
      fields: ['name'],
    });
    return paged(docs.map(toContactSource), total, query);
  },

  /** Whether a survey may name this contact source: it exists and is not deleted. */
  async exists(id: number) {
    return (await strapi.db.query(UID).count({ where: { id, locale: DEFAULT_LOCALE, ...LIVE } })) > 0;
  },

  /** The console's list: deleted ones included, searched in all three names, sorted by id or az name. */
  async listForAdmin(query: ContactSourceAdminListQuery) {
    const where: Record<string, unknown> = {};
    if (query.q) {
      const key = searchKey(query.q);
      const matching: Row[] = await strapi.db.query(UID).findMany({
        select: ['documentId'],
        where: {
          $or: [
            { searchText: { $contains: key } },
            // Rows written before search keys existed (or by hand) still match by name.
            { searchText: null, name: { $containsi: query.q } },
          ],
        },
      });
      where.documentId = { $in: [...new Set(matching.map((row) => row.documentId))] };
    }
    const order = query.sortOrder;
    const { docs, total } = await findLocalizedPage(UID, {
      where,
      orderBy: query.sortBy === 'name' ? [{ name: order }, { id: order }] : [{ id: query.sortBy ? order : 'asc' }],
      ...pageWindow(query),
      fields: ['name'],
    });
    return paged(docs.map(toAdminContactSource), total, query);
  },

  findForAdmin,

  /**
   * Contact sources by stable id, deleted ones included (past answers keep their name), for the
   * survey list and statistics; one query for the az rows and one for the other languages.
   */
  async byIds(ids: number[]): Promise<Map<number, AdminContactSource>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows: Row[] = await strapi.db.query(UID).findMany({
      select: ['id', 'documentId', 'locale', 'name', 'isDeleted'],
      where: { id: { $in: unique }, locale: DEFAULT_LOCALE },
    });
    const docs = await withLocales(UID, rows, ['name']);
    return new Map(docs.map((doc) => [doc.id, toAdminContactSource(doc)]));
  },

  /** Every contact source not deleted, for the statistics' zero counts. */
  async liveIds(): Promise<number[]> {
    const rows: Row[] = await strapi.db.query(UID).findMany({ select: ['id'], where: { locale: DEFAULT_LOCALE, ...LIVE } });
    return rows.map((row) => row.id);
  },

  async createFromForm(entries: NameEntry[]) {
    const id = await createLocalized(UID, { shared: { isDeleted: false }, localized: namesByLocale(entries) });
    return findForAdmin(id);
  },

  /** Changes the names given (others stay); nothing else of a contact source is editable. */
  async updateFromForm(id: number, entries: NameEntry[] = []) {
    if (!(await updateLocalized(UID, id, { localized: namesByLocale(entries) }))) throw notFound('Contact source');
    return findForAdmin(id);
  },

  /** Soft delete and its revert: the flag only, on all three languages. */
  async setDeleted(id: number, isDeleted: boolean) {
    if (!(await updateLocalized(UID, id, { shared: { isDeleted } }))) throw notFound('Contact source');
    return findForAdmin(id);
  },
}));
