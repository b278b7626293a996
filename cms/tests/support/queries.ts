import type { Core } from '@strapi/strapi';

/**
 * The SQL that requests ran while `run` ran: queries issued inside an HTTP request's context
 * (Strapi's request context) before that request's answer ended. Work a request leaves running after
 * it answered keeps its context and is not counted: Strapi's document service, for one, reads the
 * written entry again for its entry events once the transaction commits, without waiting.
 */
export async function requestQueries<T>(strapi: Core.Strapi, run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const listener = (query: { sql: string }) => {
    const context = strapi.requestContext.get();
    if (context && !context.res.writableEnded) queries.push(query.sql);
  };
  strapi.db.connection.on('query', listener);
  try {
    return { result: await run(), queries };
  } finally {
    strapi.db.connection.off('query', listener);
  }
}
