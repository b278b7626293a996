import { ADMIN_CONTENT_MESSAGES as C, adminHomeProductListQuerySchema, homeProductCreateSchema, homeProductUpdateSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { formOf, singleFile } from '../../../lib/multipart';
import { pathId } from '../../../lib/path-id';

const homeProducts = () => strapi.service('api::home-product.home-product');

/** The console's home products (SPEC §7): multipart forms with the spec's field names. */
export default {
  async find(ctx: Context) {
    ctx.body = await homeProducts().adminList(listQuery(ctx, { schema: adminHomeProductListQuerySchema }));
  },

  async create(ctx: Context) {
    const form = formOf(ctx);
    const image = singleFile(form, 'imageFile', 'imageFile');
    const input = validate(homeProductCreateSchema, { ...form, imageFile: image });
    const id = await homeProducts().adminCreate(input, image);
    ctx.status = 201;
    ctx.body = { id, message: C.homeProductCreated };
  },

  async update(ctx: Context) {
    const id = pathId(ctx);
    const form = formOf(ctx);
    const image = singleFile(form, 'imageFile', 'imageFile');
    const input = validate(homeProductUpdateSchema, { ...form, imageFile: image });
    const homeProduct = await homeProducts().adminUpdate(id, input, image);
    if (!homeProduct) throw new ApiError(404, C.homeProductNotFound);
    ctx.body = homeProduct;
  },

  remove: (ctx: Context) => setDeleted(ctx, true),
  revert: (ctx: Context) => setDeleted(ctx, false),
};

async function setDeleted(ctx: Context, isDeleted: boolean) {
  const id = pathId(ctx);
  if (!(await homeProducts().setDeleted(id, isDeleted))) throw new ApiError(404, C.homeProductNotFound);
  ctx.body = { id, isDeleted };
}
