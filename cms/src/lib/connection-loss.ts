/** PostgreSQL's "operator intervention" and "connection exception" classes, and the socket's own errors. */
const CONNECTION_CODES = /^(57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|Timeout acquiring a connection|terminating connection|database system is (shutting down|starting up)/i;

/** Whether an error is the database connection lost (a restart, a cut socket), not a refused query. */
export function isConnectionLoss(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return CONNECTION_CODES.test(String(code ?? '')) || CONNECTION_MESSAGES.test(String(message ?? ''));
}
