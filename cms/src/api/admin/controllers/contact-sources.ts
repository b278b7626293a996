import {
  ADMIN_MESSAGES,
  contactSourceAdminListQuerySchema,
  contactSourceCreateSchema,
  contactSourceUpdateSchema,
  LANGUAGE_IDS,
} from '@qahve/config';
import type { Context } from 'koa';
import { fieldError, validate } from '../../../lib/http/api-error';
import { moderatedCalls } from '../../../lib/registry/content-controller';
import { inScope } from '../../../lib/history';
import { formOf } from '../../../lib/http/multipart';
import { pathId } from '../../../lib/http/path-id';
import { serviceOf } from '../../../lib/registry/services';

const CONTACT_SOURCE = 'api::contact-source.contact-source';
const service = () => serviceOf(strapi, CONTACT_SOURCE);
const PATH = 'ContactSources';

/** The form, with a list longer than one entry per language refused before its entries are checked. */
function form(ctx: Context) {
  const tree = formOf(ctx);
  const entries = tree.contactSourceDictionaries;
  if (Array.isArray(entries) && entries.length > LANGUAGE_IDS.length) {
    throw fieldError(400, 'contactSourceDictionaries', ADMIN_MESSAGES.exactlyThreeLanguages);
  }
  return tree;
}

/** Contact sources of the survey: create (multipart), list, edit, soft delete and revert. */
export default {
  ...moderatedCalls(CONTACT_SOURCE, contactSourceAdminListQuerySchema, PATH),

  // Recorded in the content history by the localized writes of the service (lib/history).
  create: (ctx: Context) =>
    inScope(ctx, { action: 'create', resource: PATH, uid: CONTACT_SOURCE }, async () => {
      const { contactSourceDictionaries } = validate(contactSourceCreateSchema, form(ctx));
      ctx.status = 201;
      ctx.body = await service().createFromForm(contactSourceDictionaries);
    }),

  update: (ctx: Context) =>
    inScope(ctx, { action: 'update', resource: PATH, uid: CONTACT_SOURCE }, async () => {
      const id = pathId(ctx);
      const { contactSourceDictionaries } = validate(contactSourceUpdateSchema, form(ctx));
      ctx.body = await service().updateFromForm(id, contactSourceDictionaries);
    }),
};
