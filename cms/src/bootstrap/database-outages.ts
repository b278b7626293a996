import type { Core } from '@strapi/strapi';
import { isConnectionLoss } from '../lib/connection-loss';

/**
 * What keeps the application whole while its database restarts (the fault suite shows both):
 *
 * - knex's `commit()` resolves even when the COMMIT never reached the server (the connection was
 *   cut after the transaction's last statement); only the transaction's `executionPromise` rejects.
 *   Strapi's transactions trust `commit()`, so a write the server rolled back would be answered as
 *   stored. Every outermost transaction here also waits for that promise: such a write fails.
 * - Strapi emits its document events after a commit without waiting for them; when the database
 *   goes away at that moment the event's query rejects with nobody to catch it, which ends the
 *   process. A rejection that is a lost database connection is logged instead; any other one
 *   still ends the process, as Node does by default.
 */

type Transactor = { isCompleted?: () => boolean; executionPromise?: Promise<unknown> };
type TransactionCallback = (params: { trx: Transactor } & Record<string, unknown>) => Promise<unknown>;

function commitOrFail(strapi: Core.Strapi) {
  const db = strapi.db as unknown as { transaction: (cb?: TransactionCallback) => Promise<unknown> };
  const transaction = db.transaction.bind(db);
  db.transaction = async (cb?: TransactionCallback) => {
    if (typeof cb !== 'function') return transaction(cb);
    let trx: Transactor | undefined;
    const result = await transaction((params) => {
      trx = params.trx;
      // Watched from the start, so that a rolled-back transaction's rejection is never "unhandled".
      trx?.executionPromise?.catch(() => undefined);
      return cb(params);
    });
    // Completed here means this call began the transaction (a nested one is still open): did it commit?
    if (trx?.isCompleted?.()) await trx.executionPromise;
    return result;
  };
}

let listening = false;

function logLostConnections(strapi: Core.Strapi) {
  if (listening) return;
  listening = true;
  process.on('unhandledRejection', (reason) => {
    if (isConnectionLoss(reason)) {
      strapi.log.warn(`A database query outside any request failed while the database was away: ${(reason as Error).message}`);
      return;
    }
    // Anyone else listening (a test runner) reports it; alone, behave as Node does without a listener.
    if (process.listenerCount('unhandledRejection') === 1) throw reason;
  });
}

export function surviveDatabaseOutages(strapi: Core.Strapi) {
  commitOrFail(strapi);
  logLostConnections(strapi);
}
