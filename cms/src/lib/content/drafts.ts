import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DraftAnswer, DraftInfo } from '@qahve/config';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { recorded } from '../history/scope';
import { isUploadedFile, type UploadedFile } from '../http/multipart';
import { checkImages, storeImages, type StagedFile } from '../media/images';
import { registryCall } from '../registry/services';

/**
 * Drafts of the content resources: an edit kept beside the published item, in two plain tables of their
 * own (no lifecycle runs on them, so nothing the public reads or caches changes when one is written), until
 * it is published (the resource's own edit, with every rule, the history and the cache purges of any edit)
 * or discarded. One draft per item; a save replaces its values, and its files field by field (a field the
 * save sends no file for keeps the draft's earlier one). The files are kept in the database, not on a
 * disk, so that any of several processes can publish what another one saved.
 */
export const DRAFTS = 'qahve_drafts';
export const DRAFT_FILES = 'qahve_draft_files';

interface DraftRow {
  id: number;
  uid: string;
  entity_id: number;
  input: string;
  is_new: boolean | number;
  updated_by: string | null;
  updated_at: number | string;
}

interface DraftFileRow {
  field: string;
  position: number;
  is_list: boolean | number;
  filename: string | null;
  mimetype: string | null;
  size: number;
  content: Buffer;
}

/** A write's files by the form field the service takes them under: one file, or a list (a branch's photos). */
export type DraftFiles = Record<string, UploadedFile | UploadedFile[] | undefined>;

/** A draft's pictures stored ahead of a publish inside a transaction (draftStore's `stage`). */
export interface StagedDraft {
  draftId: number;
  /** When the draft was saved: a save after the staging makes the staged pictures another draft's. */
  savedAt: number;
  files: DraftFiles;
  release: () => Promise<void>;
  discard: () => Promise<void>;
}

export async function ensureDraftTables(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const made = async (table: string, make: () => Promise<unknown>) => {
    if (await knex.schema.hasTable(table)) return;
    // Another process made it meanwhile.
    await make().catch(async (error) => {
      if (!(await knex.schema.hasTable(table))) throw error;
    });
  };
  await made(DRAFTS, () =>
    knex.schema.createTable(DRAFTS, (table) => {
      table.increments('id');
      table.string('uid', 80).notNullable();
      table.integer('entity_id').notNullable();
      table.text('input').notNullable();
      table.boolean('is_new').notNullable().defaultTo(false);
      table.string('updated_by', 320);
      table.bigInteger('updated_at').notNullable();
      table.unique(['uid', 'entity_id'], { indexName: 'qahve_drafts_item_idx' });
    }),
  );
  await made(DRAFT_FILES, () =>
    knex.schema.createTable(DRAFT_FILES, (table) => {
      table.increments('id');
      table.integer('draft_id').notNullable().references('id').inTable(DRAFTS).onDelete('CASCADE');
      table.string('field', 60).notNullable();
      table.integer('position').notNullable();
      table.boolean('is_list').notNullable().defaultTo(false);
      table.string('filename', 255);
      table.string('mimetype', 100);
      table.integer('size').notNullable();
      table.binary('content').notNullable();
      table.index(['draft_id'], 'qahve_draft_files_draft_idx');
    }),
  );
}

const infoOf = (row: DraftRow, files: string[]): DraftInfo => ({
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
  by: row.updated_by,
  isNew: Boolean(row.is_new),
  files,
});

/** The form values of a write, without its files (they are kept apart, as files). */
const valuesOf = (input: Record<string, unknown>, files: DraftFiles) =>
  Object.fromEntries(Object.entries(input).filter(([field, value]) => !(field in files) && !isUploadedFile(value)));

const sentFiles = (files: DraftFiles) =>
  Object.entries(files).flatMap(([field, value]) => {
    const list = Array.isArray(value) ? value : value ? [value] : [];
    return list.length > 0 ? [{ field, list, isList: Array.isArray(value) }] : [];
  });

/** Checks a form's files by content, as an edit checks its pictures (a 4xx naming the field otherwise). */
export async function checkFormImages(files: DraftFiles) {
  for (const { field, list } of sentFiles(files)) await checkImages(field, list);
}

const fileFieldsOf = async (trx: Knex, draftIds: number[]) => {
  const rows = (await trx(DRAFT_FILES).distinct('draft_id', 'field').whereIn('draft_id', draftIds)) as Array<{
    draft_id: number;
    field: string;
  }>;
  const byDraft = new Map<number, string[]>();
  for (const row of rows) byDraft.set(Number(row.draft_id), [...(byDraft.get(Number(row.draft_id)) ?? []), row.field].sort());
  return byDraft;
};

export function draftStore(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  /** Runs `work` in the current transaction, if any (SQLite's one connection is that transaction's), else in one of its own. */
  const joined = <T>(work: (trx: Knex) => Promise<T>) => strapi.db.transaction(({ trx }) => work(trx as unknown as Knex)) as Promise<T>;
  const rowOf = (trx: Knex, uid: string, id: number) => trx(DRAFTS).where({ uid, entity_id: id }).first() as Promise<DraftRow | undefined>;

  /**
   * Keeps `input` (a write the resource's update rules accepted) and its files as the draft of the item `id`,
   * in the history as a `draft` entry of the current scope. The files are checked by content first, as an
   * edit's are. `isNew`: the item was created as a draft (it stays so over later saves until published).
   */
  async function save(
    uid: UID.ContentType,
    id: number,
    input: Record<string, unknown>,
    files: DraftFiles,
    by: string | null,
    isNew = false,
  ) {
    const sent = sentFiles(files);
    await checkFormImages(files);
    const contents = await Promise.all(sent.map(({ list }) => Promise.all(list.map((file) => fs.readFile(file.filepath)))));
    await recorded(uid, [id], () =>
      joined(async (trx) => {
        const existing = await rowOf(trx, uid, id);
        const values = { input: JSON.stringify(valuesOf(input, files)), updated_by: by, updated_at: Date.now() };
        let draftId: number;
        if (existing) {
          draftId = Number(existing.id);
          await trx(DRAFTS).where({ id: draftId }).update(values);
          if (sent.length > 0)
            await trx(DRAFT_FILES)
              .where({ draft_id: draftId })
              .whereIn(
                'field',
                sent.map((s) => s.field),
              )
              .delete();
        } else {
          const [made] = await trx(DRAFTS).insert({ uid, entity_id: id, is_new: isNew, ...values }, ['id']);
          draftId = Number(typeof made === 'object' ? made.id : made);
        }
        for (const [index, { field, list, isList }] of sent.entries()) {
          for (const [position, file] of list.entries()) {
            await trx(DRAFT_FILES).insert({
              draft_id: draftId,
              field,
              position,
              is_list: isList,
              filename: file.originalFilename ?? null,
              mimetype: file.mimetype ?? null,
              size: file.size,
              content: contents[index][position],
            });
          }
        }
      }),
    );
    return (await find(uid, id))!.draft;
  }

  /** The draft of the item `id` with its form values, or null. */
  async function find(uid: UID.ContentType, id: number): Promise<DraftAnswer | null> {
    const row = await rowOf(knex(), uid, id);
    if (!row) return null;
    const files = (await fileFieldsOf(knex(), [Number(row.id)])).get(Number(row.id)) ?? [];
    return { id, draft: infoOf(row, files), input: JSON.parse(row.input) as Record<string, unknown> };
  }

  /** The drafts of the items `ids`, by item id (an item without one is not in the map). */
  async function infoByItem(uid: UID.ContentType, ids: number[]): Promise<Map<number, DraftInfo>> {
    if (ids.length === 0) return new Map();
    const rows = (await knex()(DRAFTS).where({ uid }).whereIn('entity_id', ids)) as DraftRow[];
    const files = await fileFieldsOf(
      knex(),
      rows.map((row) => Number(row.id)),
    );
    return new Map(rows.map((row) => [Number(row.entity_id), infoOf(row, files.get(Number(row.id)) ?? [])]));
  }

  /** Discards the draft of the item `id` (a `discard` entry of the current scope); false when it has none. */
  async function discard(uid: UID.ContentType, id: number): Promise<boolean> {
    // In the history's transaction (recorded opens it; this joins it): a write beside it would wait for it.
    return recorded(uid, [id], () => joined(async (trx) => Number(await trx(DRAFTS).where({ uid, entity_id: id }).delete()) > 0));
  }

  /**
   * The draft's pictures as the uploaded files an edit takes, by form field, written to temporary files
   * (named as an upload's are, so that a process that dies here leaves nothing a later start keeps);
   * `remove` deletes those files.
   */
  async function draftPictures(row: DraftRow) {
    const stored = (await joined((trx) => trx(DRAFT_FILES).where({ draft_id: row.id }).orderBy(['field', 'position']))) as DraftFileRow[];
    const files: Record<string, UploadedFile | UploadedFile[]> = {};
    const paths: string[] = [];
    const remove = () => Promise.all(paths.map((file) => fs.rm(file, { force: true }))).then(() => undefined);
    try {
      for (const file of stored) {
        const filepath = path.join(os.tmpdir(), `qahve-upload-${process.pid}-${randomBytes(12).toString('hex')}`);
        await fs.writeFile(filepath, file.content, { mode: 0o600 });
        paths.push(filepath);
        const uploaded: UploadedFile = { filepath, size: Number(file.size), originalFilename: file.filename, mimetype: file.mimetype };
        const field = files[file.field];
        files[file.field] = file.is_list ? [...(Array.isArray(field) ? field : []), uploaded] : uploaded;
      }
    } catch (error) {
      await remove();
      throw error;
    }
    return { files, count: stored.length, remove };
  }

  /**
   * Stores the pictures of the item's draft through the upload plugin now, for a publish inside a
   * transaction of the caller's (a schedule's), which cannot store them itself: null when the draft holds
   * none. Once that transaction has committed, `release` ends the pictures' pending notes; if it failed,
   * `discard` removes them (a process that dies between the two leaves the notes, and its next start
   * removes whatever nothing shows).
   */
  async function stage(uid: UID.ContentType, id: number): Promise<StagedDraft | null> {
    const row = await joined((trx) => rowOf(trx, uid, id));
    if (!row) return null;
    const pictures = await draftPictures(row);
    if (pictures.count === 0) {
      await pictures.remove();
      return null;
    }
    const releases: Array<() => Promise<void>> = [];
    const discards: Array<() => Promise<void>> = [];
    const files: DraftFiles = {};
    try {
      await checkFormImages(pictures.files);
      for (const [field, value] of Object.entries(pictures.files)) {
        const list = Array.isArray(value) ? value : [value];
        const { ids, release, discard } = await storeImages(list);
        releases.push(release);
        discards.push(discard);
        const staged: StagedFile[] = list.map((file, index) => ({ ...file, storedId: ids[index] }));
        files[field] = Array.isArray(value) ? staged : staged[0];
      }
    } catch (error) {
      for (const discard of discards) await discard();
      throw error;
    } finally {
      await pictures.remove();
    }
    return {
      draftId: row.id,
      savedAt: Number(row.updated_at),
      files,
      release: async () => {
        for (const release of releases) await release();
      },
      discard: async () => {
        for (const discard of discards) await discard();
      },
    };
  }

  /**
   * Publishes the item `id`: its draft, if it has one, applied by the resource's own edit (its rules, its
   * checks of what the values name, its images), then the item shown, then the draft removed; each step
   * recorded in the current scope (`publish`). Not one transaction: an edit stores its images before its
   * rows, outside any (a rolled-back write leaves no file: lib/media/images.ts). A failed step leaves the
   * draft, so that publishing again finishes it.
   *
   * `inTransaction`: the caller's transaction holds every write (a schedule's, all or nothing), and the
   * draft's pictures are `staged`, stored by `stage` before it; a draft with pictures not staged so, or
   * saved again since, is refused there.
   */
  async function publish(
    uid: UID.ContentType & UID.Service,
    id: number,
    { inTransaction = false, staged = null }: { inTransaction?: boolean; staged?: StagedDraft | null } = {},
  ) {
    const row = await joined((trx) => rowOf(trx, uid, id));
    let pictures: Awaited<ReturnType<typeof draftPictures>> | null = null;
    try {
      let files: DraftFiles = {};
      if (row && staged) {
        if (staged.draftId !== row.id || staged.savedAt !== Number(row.updated_at)) throw new Error('its draft was saved again meanwhile');
        files = staged.files;
      } else if (row) {
        pictures = await draftPictures(row);
        if (inTransaction && pictures.count > 0) throw new Error('its draft holds pictures that were not stored first');
        files = pictures.files;
      }
      if (row) {
        const input = { ...(JSON.parse(row.input) as Record<string, unknown>), ...files };
        if (!(await registryCall(strapi, uid, 'applyUpdate')(id, input, files))) return false;
      }
      if (!(await registryCall(strapi, uid, 'setDeleted')(id, false))) return false;
      if (row) await joined((trx) => trx(DRAFTS).where({ id: row.id }).delete());
      return true;
    } finally {
      await pictures?.remove();
    }
  }

  return { save, find, infoByItem, discard, stage, publish };
}

/** The items of a console list answer (a page's `items`, a tree's `subCategories`, any nesting): objects with an id and `isDeleted`. */
export function itemsOf(answer: unknown): Array<{ id: number; draft?: DraftInfo | null }> {
  if (Array.isArray(answer)) return answer.flatMap(itemsOf);
  if (!answer || typeof answer !== 'object') return [];
  const node = answer as Record<string, unknown>;
  const nested = Object.values(node).flatMap((value) => (Array.isArray(value) ? itemsOf(value) : []));
  const isItem = typeof node.id === 'number' && typeof node.isDeleted === 'boolean';
  return isItem ? [node as { id: number }, ...nested] : nested;
}
