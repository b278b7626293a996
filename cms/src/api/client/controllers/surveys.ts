import { camelizeKeys, publicMessage, surveySchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, fieldError, validate } from '../../../lib/http/api-error';
import { isPlainObject } from '../../../lib/http/list-query';
import { requestLocale } from '../../../lib/http/request-locale';
import { serviceOf } from '../../../lib/registry/services';

export default {
  async create(ctx: Context) {
    const locale = requestLocale(ctx);
    const body = ctx.request.body;
    if (!isPlainObject(body)) throw new ApiError(400, publicMessage(locale, 'invalidRequest'));
    const survey = validate(surveySchema(locale), camelizeKeys(body));
    if (!(await serviceOf(strapi, 'api::contact-source.contact-source').exists(survey.contactSourceId))) {
      throw fieldError(400, 'contactSourceId', publicMessage(locale, 'contactSourceUnknown'));
    }
    const id = await serviceOf(strapi, 'api::survey.survey').submit(survey);
    ctx.status = 201;
    ctx.body = { id, message: publicMessage(locale, 'surveySubmitted') };
  },
};
