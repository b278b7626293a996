import type { Core } from '@strapi/strapi';

/**
 * The SQL that requests ran while `run` ran: queries issued inside an HTTP request's context
 * (Strapi's request context), so that work a write left running in the background is not counted.
 */
export async function requestQueries<T>(strapi: Core.Strapi, run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const listener = (query: { sql: string }) => {
    if (strapi.requestContext.get()) queries.push(query.sql);
  };
  strapi.db.connection.on('query', listener);
  try {
    return { result: await run(), queries };
  } finally {
    strapi.db.connection.off('query', listener);
  }
}
