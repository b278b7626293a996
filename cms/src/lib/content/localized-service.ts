import { DEFAULT_LOCALE, removeFlagOf, type ListQuery } from '@qahve/config';
import { removeImages, writeWithImages } from '../media/images';
import {
  createLocalized,
  existsLocalized,
  findLocalizedById,
  findLocalizedPage,
  listForAdmin,
  sent,
  setDeletedLocalized,
  updateLocalized,
  type AdminListOptions,
  type AdminPageRequest,
  type ContentUID,
  type LocalizedDocument,
  type LocalizedWrite,
} from './localized-documents';
import type { UploadedFile } from '../http/multipart';
import { paged, pageWindow } from '../http/paging';

/** How a create stores its item: `hidden`, deleted from the start (a new item created as a draft, never public before its publish). */
export interface CreateOptions {
  hidden?: boolean;
}

/** The shared values a create adds for its options. */
export const createdState = ({ hidden = false }: CreateOptions = {}) => (hidden ? { isDeleted: true } : {});

/** A write's single-file images, by form field (`imageFile`, `primaryImageFile`...). */
export type ImageFiles = Record<string, UploadedFile | undefined>;

type Order = Array<Record<string, 'asc' | 'desc'>>;

/** How the public and the console read a resource kept in three languages. */
export interface LocalizedReads<T, Q extends ListQuery = ListQuery> {
  /** Relations and images read with each document. */
  populate?: Record<string, unknown>;
  /** The localized fields read from the other two languages. */
  fields: string[];
  /** The API's shape of a document. */
  toApi: (doc: LocalizedDocument) => T;
  /** The public list's order. */
  publicOrder: Order;
  /** The public list's filter; without one, the documents not deleted. */
  publicWhere?: (query: Q) => Promise<Record<string, unknown>>;
  /** The console's list: what `sortBy` sorts on, the order without it, the text `q` looks in. */
  adminList: Pick<AdminListOptions<T>, 'sorts' | 'defaultOrder' | 'searchFields'>;
}

/** How the console writes a resource kept in three languages; images come from single-file form fields. */
export interface LocalizedWrites<T, Create, Update> {
  /**
   * Image attribute -> the form field its file comes in (checked and stored in this order). An optional image
   * (`{ field, optional: true }`) may be absent on create (none is stored), and an edit whose `remove<Field>` flag
   * is true takes it away (its file removed as a replaced one is); the answers give null for it.
   */
  images?: Record<string, string | { field: string; optional: true }>;
  /** Refuses a write naming what does not exist, before anything is stored (on edit, with the id). */
  check?: (input: Create | Update, id?: number) => Promise<void>;
  /** A create's write, its images aside. */
  create: (input: Create) => LocalizedWrite;
  /** An edit's write, its images aside: only what was sent. */
  update: (input: Update) => LocalizedWrite;
  /** The edited document as the edit answers it. */
  find: (id: number) => Promise<T | null>;
}

export function localizedReads<T, Q extends ListQuery = ListQuery>(uid: ContentUID, options: LocalizedReads<T, Q>) {
  const { populate, fields, toApi } = options;
  return {
    async list(query: Q) {
      const { docs, total } = await findLocalizedPage(uid, {
        where: options.publicWhere ? await options.publicWhere(query) : { isDeleted: false },
        orderBy: options.publicOrder,
        populate,
        ...pageWindow(query),
        fields,
      });
      return paged(docs.map(toApi), total, query);
    },

    /** The console's list: deleted documents included; paged, sorted and searched in the database. */
    adminList(query: AdminPageRequest) {
      return listForAdmin(uid, query, { ...options.adminList, populate, fields, toApi });
    },

    async adminFind(id: number): Promise<T | null> {
      const doc = await findLocalizedById(uid, id, { populate, fields });
      return doc ? toApi(doc) : null;
    },
  };
}

const listOf = (file?: UploadedFile) => (file ? [file] : []);

export function localizedWrites<T, Create, Update>(uid: ContentUID, options: LocalizedWrites<T, Create, Update>) {
  const images = Object.entries(options.images ?? {}).map(
    ([attribute, image]) => [attribute, typeof image === 'string' ? image : image.field] as const,
  );
  const optional = new Set(
    Object.entries(options.images ?? {}).flatMap(([attribute, image]) => (typeof image === 'string' ? [] : [attribute])),
  );
  /** The optional images an edit's flags take away. */
  const removed = (input: Update) =>
    images.filter(([attribute, field]) => optional.has(attribute) && (input as Record<string, unknown>)[removeFlagOf(field)] === true);
  const filesOf = (files: ImageFiles) => Object.fromEntries(images.map(([, field]) => [field, listOf(files[field])]));
  const stored = (ids: Record<string, number[]>) => Object.fromEntries(images.map(([attribute, field]) => [attribute, ids[field][0]]));

  /**
   * Changes what was sent. New images replace the old ones, which are removed only once the update
   * has succeeded. Answers false for an unknown id, and nothing else: a preview and a publish read
   * no answer (`adminUpdate` does).
   */
  async function applyUpdate(id: number, input: Update, files: ImageFiles = {}): Promise<boolean> {
    const current =
      images.length > 0
        ? await strapi.db.query(uid).findOne({
            select: ['id'],
            where: { id, locale: DEFAULT_LOCALE },
            populate: Object.fromEntries(images.map(([attribute]) => [attribute, { select: ['id'] }])),
          })
        : (await existsLocalized(uid, id)) && {};
    if (!current) return false;
    await options.check?.(input, id);
    const write = options.update(input);
    const taken = removed(input);
    const cleared = Object.fromEntries(taken.map(([attribute]) => [attribute, null]));
    await writeWithImages(filesOf(files), (ids) =>
      updateLocalized(uid, id, { ...write, shared: { ...write.shared, ...cleared, ...sent(stored(ids)) } }),
    );
    await removeImages([
      ...images.map(([attribute, field]) => files[field] && current[attribute]?.id),
      ...taken.map(([attribute]) => current[attribute]?.id),
    ]);
    return true;
  }

  return {
    /** Creates the document in three languages with its images; a failure leaves no row and no file. */
    async adminCreate(input: Create, files: ImageFiles = {}, createOptions: CreateOptions = {}): Promise<number> {
      await options.check?.(input);
      const write = options.create(input);
      return writeWithImages(filesOf(files), (ids) =>
        createLocalized(uid, {
          ...write,
          shared: {
            ...write.shared,
            ...Object.fromEntries(Object.entries(stored(ids)).map(([attribute, id]) => [attribute, id ?? null])),
            ...createdState(createOptions),
          },
        }),
      );
    },

    applyUpdate,

    /** The console's edit: `applyUpdate`, answered with the edited document; null for an unknown id. */
    async adminUpdate(id: number, input: Update, files: ImageFiles = {}): Promise<T | null> {
      return (await applyUpdate(id, input, files)) ? options.find(id) : null;
    },

    /** Refuses an edit (or a draft of one) naming what does not exist, before anything is stored. */
    async checkUpdate(id: number, input: Update) {
      await options.check?.(input, id);
    },

    setDeleted(id: number, isDeleted: boolean) {
      return setDeletedLocalized(uid, id, isDeleted);
    },
  };
}

/** The service of a resource kept in three languages: its public list, the console's list, find and writes. */
export function createLocalizedService<T, Create, Update, Q extends ListQuery = ListQuery>(
  uid: ContentUID,
  options: LocalizedReads<T, Q> & Omit<LocalizedWrites<T, Create, Update>, 'find'>,
) {
  const reads = localizedReads(uid, options);
  return { ...reads, ...localizedWrites<T, Create, Update>(uid, { ...options, find: reads.adminFind }) };
}
