import { translationConfirmSchema, translationListQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from '../../../lib/http/api-error';
import { listQuery } from '../../../lib/http/list-query';
import { confirmTranslation, listTranslations, translationCounts } from '../../../lib/translations';

/** The translation status (docs/translations.md): the Translations page's list and the dashboard's counts. */
export default {
  async find(ctx: Context) {
    ctx.body = await listTranslations(listQuery(ctx, { schema: translationListQuerySchema }));
  },

  async counts(ctx: Context) {
    ctx.body = await translationCounts();
  },

  async confirm(ctx: Context) {
    ctx.body = await confirmTranslation(validate(translationConfirmSchema, ctx.request.body ?? {}));
  },
};
