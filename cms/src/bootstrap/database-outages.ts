import type { Core } from '@strapi/strapi';
import { isConnectionLoss } from '../lib/http/database-unavailable';

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

/** How long a failed transaction's error waits to learn why the transaction ended. */
const ENDING_WAIT_MS = 2000;

/**
 * A query sent on a transaction that has ended ("Transaction query already complete", say from a
 * query of the same request running beside the one that failed) tells nothing of why it ended.
 * When the transaction ended because its connection was lost, that loss becomes the error's cause,
 * so that the request is answered as the outage it is (503, global::database-unavailable).
 */
async function withEndOf(error: unknown, trx: Transactor | undefined) {
  if (typeof error !== 'object' || error === null || 'cause' in error || isConnectionLoss(error)) return error;
  if (!trx?.isCompleted?.() || !trx.executionPromise) return error;
  const ending = trx.executionPromise.then(
    () => null,
    (reason: unknown) => reason,
  );
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ENDING_WAIT_MS).unref());
  const reason = await Promise.race([ending, timeout]);
  if (reason !== null && reason !== error && isConnectionLoss(reason)) Object.assign(error, { cause: reason });
  return error;
}

function commitOrFail(strapi: Core.Strapi) {
  const db = strapi.db as unknown as { transaction: (cb?: TransactionCallback) => Promise<unknown> };
  const transaction = db.transaction.bind(db);
  db.transaction = async (cb?: TransactionCallback) => {
    if (typeof cb !== 'function') return transaction(cb);
    let trx: Transactor | undefined;
    let result: unknown;
    try {
      result = await transaction((params) => {
        trx = params.trx;
        // Watched from the start, so that a rolled-back transaction's rejection is never "unhandled".
        trx?.executionPromise?.catch(() => undefined);
        return cb(params);
      });
    } catch (error) {
      throw await withEndOf(error, trx);
    }
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
