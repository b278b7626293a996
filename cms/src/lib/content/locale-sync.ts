import { DEFAULT_LOCALE, LOCALES, searchKey, type LanguageCode } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { writingAllLocales, type ContentUID, type Row } from './localized-documents';
import { inRolledBackWrite } from './rolled-back';

/** The fields whose text feeds a document's search key, per content type. */
const SEARCHED_FIELDS: Partial<Record<ContentUID, string[]>> = {
  'api::product.product': ['name', 'description'],
  'api::category.category': ['name'],
  'api::contact-source.contact-source': ['name'],
};

type Schema = { pluginOptions?: { i18n?: { localized?: boolean } }; attributes: Record<string, any> };

const isLocalized = (schema: Schema) => schema.pluginOptions?.i18n?.localized === true;

/**
 * Relations to our own content that this type owns (the side that stores the link), which i18n
 * keeps per language. Strapi's own `localizations`, `createdBy` and `updatedBy` are not ours to copy.
 */
const ownedRelations = (schema: Schema) =>
  Object.entries(schema.attributes)
    .filter(([name, a]) => a.type === 'relation' && !a.mappedBy && String(a.target).startsWith('api::') && name !== 'localizations')
    .map(([name]) => name);

const localizedFields = (schema: Schema) =>
  Object.entries(schema.attributes)
    .filter(([, a]) => a.pluginOptions?.i18n?.localized === true && a.type !== 'relation')
    .map(([name]) => name);

/**
 * Keeps the invariants of localized documents whoever writes them, the Strapi panel included:
 * - a document created in one language gets the other two, copied from it, so it has all three;
 * - a relation set in one language is set to the same target in the other two;
 * - the search key of each language row follows its text.
 */
export function registerLocaleSync(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.action !== 'create' && ctx.action !== 'update') return next();
    const uid = ctx.uid as ContentUID;
    const schema = strapi.getModel(uid) as unknown as Schema;
    if (!uid.startsWith('api::') || !isLocalized(schema)) return next();

    const result = (await next()) as Row | null;
    if (!result?.documentId) return result;

    const params = ctx.params as { locale?: LanguageCode; data?: Record<string, unknown> };
    if (!writingAllLocales.getStore()) {
      await writingAllLocales.run(true, () =>
        mirrorToOtherLocales(strapi, uid, schema, result.documentId, params.locale ?? DEFAULT_LOCALE, params.data ?? {}),
      );
    }
    if (!inRolledBackWrite()) await refreshSearchText(strapi, uid, result.documentId);
    return result;
  });
}

async function mirrorToOtherLocales(
  strapi: Core.Strapi,
  uid: ContentUID,
  schema: Schema,
  documentId: string,
  locale: LanguageCode,
  data: Record<string, unknown>,
) {
  const relations = ownedRelations(schema);
  const source: Row | null = await strapi.db.query(uid).findOne({
    where: { documentId, locale },
    populate: Object.fromEntries(relations.map((name) => [name, { select: ['documentId'] }])),
  });
  if (!source) return;

  const existing: Row[] = await strapi.db.query(uid).findMany({ select: ['locale'], where: { documentId } });
  const present = new Set(existing.map((row) => row.locale));
  const touched = relations.filter((name) => name in data);

  for (const other of LOCALES.filter((l) => l !== locale)) {
    const linkFor = (name: string) => {
      const value = source[name] as Row | Row[] | null;
      const targets = Array.isArray(value) ? value : value ? [value] : [];
      return { set: targets.map((target) => ({ documentId: target.documentId, locale: other })) };
    };
    if (!present.has(other)) {
      const copied = Object.fromEntries(localizedFields(schema).map((name) => [name, source[name]]));
      const links = Object.fromEntries(relations.map((name) => [name, linkFor(name)]));
      await strapi.documents(uid).update({ documentId, locale: other, data: { ...copied, ...links } as any });
    } else if (touched.length > 0) {
      const links = Object.fromEntries(touched.map((name) => [name, linkFor(name)]));
      await strapi.documents(uid).update({ documentId, locale: other, data: links as any });
    }
  }
}

async function refreshSearchText(strapi: Core.Strapi, uid: ContentUID, documentId: string) {
  const fields = SEARCHED_FIELDS[uid];
  if (!fields) return;
  const rows: Row[] = await strapi.db.query(uid).findMany({ select: ['id', 'searchText', ...fields], where: { documentId } });
  for (const row of rows) {
    const key = searchKey(fields.map((field) => row[field] ?? '').join(' '));
    if (row.searchText !== key) await strapi.db.query(uid).update({ where: { id: row.id }, data: { searchText: key } });
  }
}
