import { translationListQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { listQuery } from '../../../lib/list-query';
import { listTranslations, translationCounts } from '../../../lib/translations';

/** The translation status (docs/translations.md): the Translations page's list and the dashboard's counts. */
export default {
  async find(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listTranslations(listQuery(ctx, { schema: translationListQuerySchema }));
  },

  async counts(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await translationCounts();
  },
};
