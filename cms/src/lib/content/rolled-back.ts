import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Writes made only to be read and then rolled back: a live preview renders the site with an edit applied
 * inside a database transaction it never commits. What such a write would do outside the database cannot
 * be rolled back with it, so it is not done at all: no file is removed (the picture an edit takes away
 * stays the published item's). What it would write only for other readers (the public cache's version and
 * purges, the console's search keys, the translation records) is skipped too: nobody reads it before the
 * rollback, and the site's pages, which the preview renders, are made of none of it.
 */
const scope = new AsyncLocalStorage<true>();

export const inRolledBackWrite = () => scope.getStore() === true;

/** Runs `write`, whose transaction the caller rolls back, with everything outside the database left alone. */
export const rolledBack = <T>(write: () => Promise<T>) => scope.run(true, write);
