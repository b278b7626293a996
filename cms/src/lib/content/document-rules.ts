import {
  branchCreateSchema,
  carouselCreateSchema,
  categoryCreateSchema,
  contactSourceCreateSchema,
  DEFAULT_LOCALE,
  homeProductCreateSchema,
  LANGUAGES,
  LOCALES,
  productCreateSchema,
  type LanguageCode,
  type z,
} from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { inRecordedWrite, inSourceScope, recorded, type Actor } from '../history/scope';
import { updateLocalized, writingAllLocales, type ContentUID, type Row } from './localized-documents';
import { RESOURCES } from '../registry/resources';
import { tracked } from '../translations/track';

/**
 * The console's rules for the writes of every other door: the Strapi panel's content manager, Strapi's
 * REST routes were they enabled, a script calling the document service. They all write through
 * Strapi's Document Service, so one middleware there holds them (the console's own writes go through
 * lib/content/localized-documents, whose controllers check the same schemas before they write):
 * - a delete, of one language or of all, is the console's soft delete of the whole item in every
 *   language (revertable in the console); no language row is ever removed, so none is orphaned;
 * - `isDeleted` is never written as a raw value: only a delete (and the console's revert) sets it;
 * - the item as the write leaves it is checked with the console's create schema (config/src/resources),
 *   every language at once; a failing field is a ValidationError, which the panel shows on the field,
 *   and the write is rolled back. On an edit, only the fields the edit changed are held to the rules, so
 *   that an item the console let through earlier can still be edited;
 * - a write a panel user makes is recorded in the history, with their e-mail and the source "panel";
 * - every write records what its translations were saved against (lib/translations), whoever makes it.
 * Cache invalidation needs nothing here: it runs on every write in the database lifecycles.
 */

type Rows = Partial<Record<LanguageCode, Row>>;

interface Rule {
  /** The console form of the item as it is stored, in every language. */
  form: (base: Row, rows: Rows) => Record<string, unknown>;
  schema: z.ZodType;
  /** Relations and images read with the rows. */
  populate?: Record<string, unknown>;
  /** A console form field -> the panel's attribute it is shown on (the same name when left out). */
  fields?: Record<string, string>;
}

const ids = { select: ['id'] };
const present = (value: unknown) => (value ? {} : undefined);
const dictionaries = (rows: Rows, entry: (row: Row) => Record<string, unknown>) =>
  LANGUAGES.map(({ id, code }) => ({ languageId: id, ...(rows[code] ? entry(rows[code]!) : {}) }));
const optional = (value: unknown) => (value === null ? undefined : value);

const RULES: Partial<Record<ContentUID, Rule>> = {
  'api::product.product': {
    schema: productCreateSchema,
    populate: { category: ids, primaryImage: ids, secondaryImage: ids },
    form: (base, rows) => ({
      isMenuItem: base.isMenuItem,
      sizeAndPrice: base.sizeAndPrice,
      categoryId: base.category?.id,
      order: base.order,
      woltLink: optional(base.woltLink),
      primaryImageFile: present(base.primaryImage),
      secondaryImageFile: present(base.secondaryImage),
      productDictionaries: dictionaries(rows, (row) => ({
        name: row.name,
        description: row.description ?? null,
        imageAlt: row.imageAlt ?? null,
      })),
    }),
    fields: { categoryId: 'category', primaryImageFile: 'primaryImage', secondaryImageFile: 'secondaryImage' },
  },
  'api::category.category': {
    schema: categoryCreateSchema,
    populate: { parent: ids },
    form: (base, rows) => ({
      parentCategoryId: base.parent?.id ?? null,
      categoryDictionaries: dictionaries(rows, (row) => ({ name: row.name })),
    }),
    fields: { parentCategoryId: 'parent' },
  },
  'api::carousel.carousel': {
    schema: carouselCreateSchema,
    populate: { image: ids },
    form: (base, rows) => ({
      order: base.order,
      imageFile: present(base.image),
      carouselDictionaries: dictionaries(rows, (row) => ({ content: row.content, imageAlt: row.imageAlt ?? null })),
    }),
    fields: { imageFile: 'image' },
  },
  'api::home-product.home-product': {
    schema: homeProductCreateSchema,
    populate: { image: ids },
    form: (base, rows) => ({
      imageFile: present(base.image),
      title: base.title,
      description: optional(base.description),
      price: base.price,
      order: base.order,
      productDictionaries: dictionaries(rows, (row) => ({ name: row.name, imageAlt: row.imageAlt ?? null })),
    }),
    fields: { imageFile: 'image' },
  },
  'api::branch.branch': {
    schema: branchCreateSchema,
    populate: { images: ids },
    form: (base, rows) => ({
      imageFiles: base.images ?? [],
      latitude: base.latitude,
      longitude: base.longitude,
      branchDictionaries: dictionaries(rows, (row) => ({ name: row.name, address: row.address ?? null, imageAlt: row.imageAlt ?? null })),
    }),
    fields: { imageFiles: 'images' },
  },
  'api::contact-source.contact-source': {
    schema: contactSourceCreateSchema,
    form: (_base, rows) => ({ contactSourceDictionaries: dictionaries(rows, (row) => ({ name: row.name })) }),
  },
};

/** The console's id of a document: the id of its default-language row. */
async function consoleIdOf(uid: ContentUID, documentId: string): Promise<number | null> {
  const row = (await strapi.db.query(uid).findOne({ select: ['id'], where: { documentId, locale: DEFAULT_LOCALE } })) as Row | null;
  return row?.id ?? null;
}

async function formOf(uid: ContentUID, rule: Rule, documentId: string): Promise<Record<string, unknown> | null> {
  const found = (await strapi.db.query(uid).findMany({ where: { documentId }, populate: rule.populate })) as Row[];
  const rows: Rows = Object.fromEntries(found.map((row) => [row.locale, row]));
  const base = rows[DEFAULT_LOCALE] ?? found[0];
  return base ? rule.form(base, rows) : null;
}

const valueAt = (form: Record<string, unknown> | null, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    form,
  );

/**
 * Refuses the item as the write leaves it if it breaks the console's rules: on a create, any field; on an
 * edit, a field the edit changed. The message names the language of a per-language field.
 */
function check(rule: Rule, before: Record<string, unknown> | null, after: Record<string, unknown>) {
  const result = rule.schema.safeParse(after);
  if (result.success) return;
  const changed = (path: PropertyKey[]) =>
    before === null || JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path));
  const problems = result.error.issues
    .filter((issue) => changed(issue.path.slice(0, 3)))
    .map((issue) => {
      const [field, index, inner] = issue.path;
      if (typeof index === 'number' && typeof inner === 'string') {
        return { path: [inner], message: `${issue.message} (${LANGUAGES[index]?.code ?? index})` };
      }
      const name = String(field ?? '');
      return { path: [rule.fields?.[name] ?? name], message: issue.message };
    });
  if (problems.length === 0) return;
  throw new errors.ValidationError(problems.map((problem) => problem.message).join('; '), {
    errors: problems.map((problem) => ({ ...problem, name: 'ValidationError', value: null })),
  });
}

/** The panel user making the current request, if it is one (the panel's sign-in, not the console's). */
function panelActor(strapi: Core.Strapi): Actor | null {
  const ctx = strapi.requestContext.get() as { state?: { auth?: { strategy?: { name?: string } }; user?: { email?: string } } } | undefined;
  if (ctx?.state?.auth?.strategy?.name !== 'admin' || !ctx.state.user) return null;
  return { id: null, email: ctx.state.user.email ?? null };
}

export function registerDocumentRules(strapi: Core.Strapi) {
  const paths = new Map(RESOURCES.map((resource) => [resource.uid as string, resource.path]));

  // Typed loosely: a delete answers what the soft delete did, not the removal Strapi's types describe.
  strapi.documents.use((async (context: { uid: string; action: string; params: unknown }, next: () => Promise<unknown>) => {
    const uid = context.uid as ContentUID;
    const rule = RULES[uid];
    // The console's own writes (lib/content/localized-documents) and the writes a recorded one makes in turn.
    if (!rule || writingAllLocales.getStore() || inRecordedWrite()) return next();
    const action = context.action;
    if (action !== 'create' && action !== 'update' && action !== 'delete') return next();

    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const actor = panelActor(strapi);
    const resource = paths.get(uid)!;
    const asActor = <T>(kind: 'create' | 'update' | 'delete', run: () => Promise<T>) =>
      actor ? inSourceScope(actor, { action: kind, resource, uid, source: 'panel' }, run) : run();

    if (action === 'delete') {
      const id = params.documentId ? await consoleIdOf(uid, params.documentId) : null;
      // A row without its default-language version is no item of the console's: removing it orphans nothing.
      if (id === null) return next();
      await asActor('delete', () => updateLocalized(uid, id, { shared: { isDeleted: true } }));
      return { documentId: params.documentId, entries: [] };
    }

    if (params.data && 'isDeleted' in params.data) {
      const { isDeleted: _ignored, ...data } = params.data;
      params.data = data;
    }
    const existingId = action === 'update' && params.documentId ? await consoleIdOf(uid, params.documentId) : null;
    const write = async () => {
      const before = existingId !== null ? await formOf(uid, rule, params.documentId!) : null;
      const result = (await next()) as Row | null;
      if (result?.documentId) {
        const after = await formOf(uid, rule, result.documentId);
        if (after) check(rule, before, after);
      }
      return result;
    };
    const idsOf = async (result: Row | null) => {
      const id = result?.documentId ? await consoleIdOf(uid, result.documentId) : null;
      return id === null ? [] : [id];
    };
    const ids = existingId !== null ? [existingId] : null;
    // Its texts' translation records written with it: the language it writes is the one it meant (the others
    // the locale sync fills on a create are copies nobody translated).
    const locale = (context.params as { locale?: unknown }).locale;
    const written = [typeof locale === 'string' && (LOCALES as string[]).includes(locale) ? (locale as LanguageCode) : DEFAULT_LOCALE];
    return tracked(
      uid,
      ids,
      () =>
        asActor(action, () => recorded<Row | null>(uid, ids, () => strapi.db.transaction(write) as unknown as Promise<Row | null>, idsOf)),
      { idsOf, written },
    );
  }) as unknown as Parameters<typeof strapi.documents.use>[0]);
}

const PRODUCT = 'api::product.product';
const REVIEW = 'api::review.review';

interface DeleteEvent {
  params: { where?: Record<string, unknown> };
  state: { productIds?: number[] };
}

/**
 * A product's reviews go with it once it is really gone: nothing can show them again (the public shows
 * a product's reviews on its page), so moderating them, or counting them on the dashboard, would be
 * work without a purpose ("—" rows). A delete through any door is the soft delete above; only a removal
 * below the document service (the demo seed's reset, a script, SQL) removes rows, and this runs for
 * what goes through Strapi's query layer: the product's default-language row taken, its reviews follow.
 */
export function registerProductReviewCleanup(strapi: Core.Strapi) {
  const remember = async (event: DeleteEvent) => {
    const rows = (await strapi.db
      .query(PRODUCT)
      .findMany({ select: ['id'], where: { ...event.params.where, locale: DEFAULT_LOCALE } })) as Row[];
    event.state.productIds = rows.map((row) => row.id);
  };
  const follow = async (event: DeleteEvent) => {
    const ids = event.state.productIds ?? [];
    for (let i = 0; i < ids.length; i += 500) {
      await strapi.db.query(REVIEW).deleteMany({ where: { productId: { $in: ids.slice(i, i + 500) } } });
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [PRODUCT],
    beforeDelete: remember as never,
    beforeDeleteMany: remember as never,
    afterDelete: follow as never,
    afterDeleteMany: follow as never,
  });
}
