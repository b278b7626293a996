import { ADMIN_CONTENT_MESSAGES as C, adminProductListQuerySchema, productCreateSchema, productUpdateSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { formOf, singleFile } from '../../../lib/multipart';
import { pathId } from '../../../lib/path-id';

const products = () => strapi.service('api::product.product');

/** The console's products (SPEC §7): multipart forms with the spec's field names. */
export default {
  async find(ctx: Context) {
    ctx.body = await products().adminList(listQuery(ctx, { schema: adminProductListQuerySchema }));
  },

  async create(ctx: Context) {
    const form = formOf(ctx);
    const primary = singleFile(form, 'primaryImageFile', 'primaryImageFile');
    const secondary = singleFile(form, 'secondaryImageFile', 'secondaryImageFile');
    const input = validate(productCreateSchema, { ...form, primaryImageFile: primary, secondaryImageFile: secondary });
    const id = await products().adminCreate(input, { primary, secondary });
    ctx.status = 201;
    ctx.body = { id, message: C.productCreated };
  },

  async update(ctx: Context) {
    const id = pathId(ctx);
    const form = formOf(ctx);
    const primary = singleFile(form, 'primaryImageFile', 'primaryImageFile');
    const secondary = singleFile(form, 'secondaryImageFile', 'secondaryImageFile');
    const input = validate(productUpdateSchema, { ...form, primaryImageFile: primary, secondaryImageFile: secondary });
    const product = await products().adminUpdate(id, input, { primary, secondary });
    if (!product) throw new ApiError(404, C.productNotFound);
    ctx.body = product;
  },

  remove: (ctx: Context) => setDeleted(ctx, true),
  revert: (ctx: Context) => setDeleted(ctx, false),
};

async function setDeleted(ctx: Context, isDeleted: boolean) {
  const id = pathId(ctx);
  if (!(await products().setDeleted(id, isDeleted))) throw new ApiError(404, C.productNotFound);
  ctx.body = { id, isDeleted };
}
