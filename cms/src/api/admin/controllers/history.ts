import { historyListQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { listAuthors, listNamedEntries } from '../../../lib/history';
import { restoreEntry } from '../../../lib/history/restore';
import { listQuery } from '../../../lib/http/list-query';
import { pathId } from '../../../lib/http/path-id';

/** The content history and audit trail (docs/history.md): the Activity page's list and a version's restore. */
export default {
  async find(ctx: Context) {
    ctx.body = await listNamedEntries(listQuery(ctx, { schema: historyListQuerySchema }));
  },

  async authors(ctx: Context) {
    ctx.body = { items: await listAuthors() };
  },

  async restore(ctx: Context) {
    ctx.body = await restoreEntry(ctx, pathId(ctx));
  },

  /** The entity back to its state right before the entry (the first change of seeded content too). */
  async restoreBefore(ctx: Context) {
    ctx.body = await restoreEntry(ctx, pathId(ctx), 'before');
  },
};
