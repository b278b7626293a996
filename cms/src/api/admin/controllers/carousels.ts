import { ADMIN_CONTENT_MESSAGES as C, adminCarouselListQuerySchema, carouselCreateSchema, carouselUpdateSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { formOf, singleFile } from '../../../lib/multipart';
import { pathId } from '../../../lib/path-id';

const carousels = () => strapi.service('api::carousel.carousel');

/** The console's slides (SPEC §7): multipart forms with the spec's field names; the list is whole without paging parameters. */
export default {
  async find(ctx: Context) {
    ctx.body = await carousels().adminList(listQuery(ctx, { schema: adminCarouselListQuerySchema, wholeByDefault: true }));
  },

  async create(ctx: Context) {
    const form = formOf(ctx);
    const image = singleFile(form, 'imageFile', 'imageFile');
    const input = validate(carouselCreateSchema, { ...form, imageFile: image });
    const id = await carousels().adminCreate(input, image);
    ctx.status = 201;
    ctx.body = { id, message: C.carouselCreated };
  },

  async update(ctx: Context) {
    const id = pathId(ctx);
    const form = formOf(ctx);
    const image = singleFile(form, 'imageFile', 'imageFile');
    const input = validate(carouselUpdateSchema, { ...form, imageFile: image });
    const carousel = await carousels().adminUpdate(id, input, image);
    if (!carousel) throw new ApiError(404, C.carouselNotFound);
    ctx.body = carousel;
  },

  remove: (ctx: Context) => setDeleted(ctx, true),
  revert: (ctx: Context) => setDeleted(ctx, false),
};

async function setDeleted(ctx: Context, isDeleted: boolean) {
  const id = pathId(ctx);
  if (!(await carousels().setDeleted(id, isDeleted))) throw new ApiError(404, C.carouselNotFound);
  ctx.body = { id, isDeleted };
}
