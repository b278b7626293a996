import { Readable } from 'node:stream';
import { surveyAdminListQuerySchema, surveyStatisticsQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from '../../../lib/http/api-error';
import { moderatedCalls } from '../../../lib/registry/content-controller';
import { serviceOf } from '../../../lib/registry/services';

const SURVEY = 'api::survey.survey';
const service = () => serviceOf(strapi, SURVEY);

/** Survey answers: the sorted list, soft delete and revert, the dashboard's statistics, the CSV export. */
export default {
  ...moderatedCalls(SURVEY, surveyAdminListQuerySchema, 'Surveys'),

  async statistics(ctx: Context) {
    ctx.body = await service().statistics(validate(surveyStatisticsQuerySchema, ctx.query));
  },

  /** The list's filters and order as a CSV download, streamed as the database hands the rows over. */
  async export(ctx: Context) {
    const query = validate(surveyAdminListQuerySchema, ctx.query);
    const day = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="surveys-${day}.csv"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(service().exportCsv(query));
  },
};
