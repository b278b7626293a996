import { ADMIN_CONTENT_MESSAGES as C, adminCategoryListQuerySchema, categoryCreateSchema, categoryUpdateSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { formOf } from '../../../lib/multipart';
import { pathId } from '../../../lib/path-id';

const categories = () => strapi.service('api::category.category');

/** The console's categories (SPEC §7): JSON bodies; the list is the tree, whole without paging parameters. */
export default {
  async find(ctx: Context) {
    ctx.body = await categories().adminTree(listQuery(ctx, { schema: adminCategoryListQuerySchema, wholeByDefault: true }));
  },

  async create(ctx: Context) {
    const input = validate(categoryCreateSchema, formOf(ctx));
    const id = await categories().adminCreate(input);
    ctx.status = 201;
    ctx.body = { id, message: C.categoryCreated };
  },

  async update(ctx: Context) {
    const id = pathId(ctx);
    const input = validate(categoryUpdateSchema, formOf(ctx));
    const category = await categories().adminUpdate(id, input);
    if (!category) throw new ApiError(404, C.categoryNotFound);
    ctx.body = category;
  },

  remove: (ctx: Context) => setDeleted(ctx, true),
  revert: (ctx: Context) => setDeleted(ctx, false),
};

async function setDeleted(ctx: Context, isDeleted: boolean) {
  const id = pathId(ctx);
  if (!(await categories().setDeleted(id, isDeleted))) throw new ApiError(404, C.categoryNotFound);
  ctx.body = { id, isDeleted };
}
