import { ADMIN_CONTENT_MESSAGES as C, adminBranchListQuerySchema, branchCreateSchema, branchUpdateSchema } from '@qahve/config';
import type { Context } from 'koa';
import { ApiError, validate } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { asFileList, formOf } from '../../../lib/multipart';
import { pathId } from '../../../lib/path-id';

const branches = () => strapi.service('api::branch.branch');

/** Every file of `Images.Image` (also sent as `Images[0].Image`). */
function newImagesOf(form: Record<string, unknown>) {
  const images = form.images;
  const entries = Array.isArray(images) ? images : [images];
  return entries.flatMap((entry) => (entry && typeof entry === 'object' && 'image' in entry ? asFileList(entry.image) : []));
}

/**
 * The console's branches (SPEC §7). Create: `ImageFiles` (one or more), `BranchDictionaries[i].Name`
 * and `.LanguageId`. Edit: `Images.Image` adds photos, `RemoveImageIds` (repeated, indexed or
 * comma-separated ids of `branchImages`) takes photos away, `BranchDictionaries[i].Id/Name/LanguageId`.
 */
export default {
  async find(ctx: Context) {
    ctx.body = await branches().adminList(listQuery(ctx, { schema: adminBranchListQuerySchema, wholeByDefault: true }));
  },

  async create(ctx: Context) {
    const form = formOf(ctx);
    const images = asFileList(form.imageFiles);
    const input = validate(branchCreateSchema, { ...form, imageFiles: images });
    const id = await branches().adminCreate(input, images);
    ctx.status = 201;
    ctx.body = { id, message: C.branchCreated };
  },

  async update(ctx: Context) {
    const id = pathId(ctx);
    const form = formOf(ctx);
    const newImages = newImagesOf(form);
    const input = validate(branchUpdateSchema, { ...form, newImages });
    const branch = await branches().adminUpdate(id, input, newImages);
    if (!branch) throw new ApiError(404, C.branchNotFound);
    ctx.body = branch;
  },

  remove: (ctx: Context) => setDeleted(ctx, true),
  revert: (ctx: Context) => setDeleted(ctx, false),
};

async function setDeleted(ctx: Context, isDeleted: boolean) {
  const id = pathId(ctx);
  if (!(await branches().setDeleted(id, isDeleted))) throw new ApiError(404, C.branchNotFound);
  ctx.body = { id, isDeleted };
}
