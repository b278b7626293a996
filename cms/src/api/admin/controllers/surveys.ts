import { Readable } from 'node:stream';
import { surveyAdminListQuerySchema, surveyStatisticsQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { pathId } from '../../../lib/path-id';

const service = () => strapi.service('api::survey.survey');

/** Survey answers: the sorted list, soft delete and revert, the dashboard's statistics, the CSV export. */
export default {
  async find(ctx: Context) {
    ctx.body = await service().listForAdmin(listQuery(ctx, { schema: surveyAdminListQuerySchema }));
  },

  async findOne(ctx: Context) {
    ctx.body = await service().findForAdmin(pathId(ctx));
  },

  async delete(ctx: Context) {
    ctx.body = await service().setDeleted(pathId(ctx), true);
  },

  async revert(ctx: Context) {
    ctx.body = await service().setDeleted(pathId(ctx), false);
  },

  async statistics(ctx: Context) {
    ctx.body = await service().statistics(validate(surveyStatisticsQuerySchema, ctx.query));
  },

  /** The list's filters and order as a CSV download, streamed as the database hands the rows over. */
  async export(ctx: Context) {
    const query = validate(surveyAdminListQuerySchema, ctx.query);
    const day = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="surveys-${day}.csv"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(service().exportCsv(query));
  },
};
