import os from 'node:os';
import type { Core } from '@strapi/strapi';

/**
 * Files written before the row that names them (a CV, an uploaded image and its variants) would be
 * left behind, named by nothing, by a process killed in between. Each such write is noted in the
 * database first and the note removed once the row is committed or the files removed again. A
 * write that loses its database connection keeps its note (the row may be stored, only its answer
 * lost). At the next start, the notes of a process that is gone lead to its files, which are
 * removed unless a row names them; old notes are looked at every few minutes. (The fault suite
 * kills the application during uploads and restarts PostgreSQL during writes to check this.)
 */

const TABLE = 'qahve_pending_files';
const HOST = os.hostname();
/** A note older than this belongs to a process that is gone, on whatever machine it ran. */
const ABANDONED_MS = 10 * 60 * 1000;

export type PendingKind = 'cv' | 'image';

interface Note {
  id: number;
  host: string;
  pid: number;
  kind: PendingKind;
  name: string;
  started_at: number | string;
}

/** Removes what one note's write may have left: `name` as noted, `startedAt` in milliseconds. */
export type Recoverer = (name: string, startedAt: number) => Promise<void>;

const notes = () => strapi.db.connection(TABLE);

export async function ensurePendingFilesTable(strapi: Core.Strapi) {
  const schema = strapi.db.connection.schema;
  if (await schema.hasTable(TABLE)) return;
  await schema.createTable(TABLE, (table) => {
    table.increments('id');
    table.string('host', 255).notNullable();
    table.integer('pid').notNullable();
    table.string('kind', 16).notNullable();
    table.string('name', 255).notNullable();
    table.bigInteger('started_at').notNullable();
  });
}

/**
 * Notes a write of `kind` about to store `name` (a CV's file name, an image's name slug); answers
 * `done()`, which removes the note and never fails (a note left over only costs a check at start).
 */
export async function notePending(kind: PendingKind, name: string) {
  const [row] = await notes().insert({ host: HOST, pid: process.pid, kind, name, started_at: Date.now() }, ['id']);
  const id = typeof row === 'object' ? row.id : row;
  return async () => {
    await notes()
      .where({ id })
      .delete()
      .catch((error: Error) =>
        strapi.log.warn(`Could not clear the note of a stored ${kind} (${error.message}); it is checked at the next start`),
      );
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A process on this machine that has ended (its pid may be ours again: a restarted container), or an old note. */
const abandoned = (note: Note, now: number) =>
  (note.host === HOST && (note.pid === process.pid || !alive(note.pid))) || now - Number(note.started_at) > ABANDONED_MS;

/** How often a running process looks for old notes (a write whose answer a database outage lost). */
const SWEEP_MS = 5 * 60 * 1000;

/** The files of every abandoned note, removed unless a row names them; then the note. */
async function sweep(recoverers: Record<PendingKind, Recoverer>) {
  const now = Date.now();
  const left = ((await notes().select('*')) as Note[]).filter((note) => abandoned(note, now));
  let cleared = 0;
  for (const note of left) {
    try {
      await recoverers[note.kind]?.(note.name, Number(note.started_at));
    } catch (error) {
      // The file's store is out of reach (the CV bucket): the note stays for the next sweep, and the start goes on.
      strapi.log.warn(`A ${note.kind} left unfinished was not checked (${(error as Error).message}); tried again in a few minutes`);
      continue;
    }
    await notes().where({ id: note.id }).delete();
    cleared += 1;
  }
  if (cleared > 0) strapi.log.warn(`Cleared ${cleared} write(s) that a stopped process or a database outage left unfinished`);
}

/** At start, and every few minutes after: the notes that no running write will clear. */
export async function recoverPendingFiles(strapi: Core.Strapi, recoverers: Record<PendingKind, Recoverer>) {
  await ensurePendingFilesTable(strapi);
  await sweep(recoverers);
  setInterval(
    () => void sweep(recoverers).catch((error: Error) => strapi.log.warn(`Unfinished writes not checked: ${error.message}`)),
    SWEEP_MS,
  ).unref();
}

/** A stored file's variants are named `<format>_<hash>`: the hash's own name, with or without that prefix. */
export function variantsOf(slug: string) {
  const escaped = slug.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:[a-z0-9]+_)?${escaped}_[0-9a-f]{10}(?:\\.[\\w]+)?$`);
}
