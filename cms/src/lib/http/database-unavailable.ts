/**
 * Whether an error means the database cannot be reached right now (as opposed to a query that is
 * wrong): the request may succeed if sent again a little later, so it is answered 503 with
 * Retry-After (global::database-unavailable), not 500.
 */

/** The socket to PostgreSQL could not be opened or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that refuses or drops connections: class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting up: "cannot connect now"), 53300 (too many
 * connections).
 */
const POSTGRES_CODE = /^(08...|57P0[123]|53300)$/;

/**
 * SQLite's result codes for a file that is locked by another process for longer than the busy
 * timeout (a backup, a migration) or cannot be opened.
 */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN)(_|$)/;

/**
 * A driver's message as the whole message, or as its end: knex puts the statement in front of the
 * message of any error a query gives (`<sql> - Connection terminated unexpectedly`), so a pattern
 * anchored at the start would miss a connection lost during a query. Anchored at the end, text of
 * the statement (a visitor's words in it) cannot pass for it.
 */
const driverMessage = (text: string) => new RegExp(`(^| - )${text}$`, 'i');

/** What pg and knex say without a code: a dropped connection, a pool that could not get one in time. */
const MESSAGES = [
  driverMessage('Connection terminated( unexpectedly| due to connection timeout)?'),
  driverMessage('Client has encountered a connection error and is not queryable'),
  driverMessage('Client was closed and is not queryable'),
  driverMessage('timeout exceeded when trying to connect'),
  /^Knex: Timeout acquiring a connection/i,
  driverMessage('The database connection is not open'),
  /not currently accepting connections/i,
];

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The code that tells, or null; it follows `cause` and AggregateError's `errors` a few levels deep. */
export function unavailableCode(error: unknown, depth = 0): string | null {
  if (depth > 4 || typeof error !== 'object' || error === null) return null;
  const { name, code, message, cause, errors } = error as ErrorLike;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code) || SQLITE_CODE.test(code))) return code;
  if (name === 'KnexTimeoutError') return 'KnexTimeoutError';
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return message.slice(0, 80);
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = unavailableCode(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Whether an error may be the connection lost under a write (a restart, a cut socket, a pool that
 * could not give one): the write may have committed without its answer reaching us, so what it left
 * behind (files, notes) is not cleaned up here but decided later from what the database holds.
 */
export function isConnectionLoss(error: unknown) {
  return unavailableCode(error) !== null;
}
