import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Writes made only to be read and then rolled back: a live preview renders the site with an edit applied
 * inside a database transaction it never commits (no file goes either: files an edit takes away are removed
 * only once its transaction commits, lib/media/images.ts). What such a write would keep only for other
 * readers (the public cache's version and purges, the console's search keys, the translation records) is
 * skipped: nobody reads it before the rollback, and the site's pages, which the preview renders, are made
 * of none of it.
 */
const scope = new AsyncLocalStorage<true>();

export const inRolledBackWrite = () => scope.getStore() === true;

/** Runs `write`, whose transaction the caller rolls back, with what only other readers would read left unwritten. */
export const rolledBack = <T>(write: () => Promise<T>) => scope.run(true, write);
