import fs from 'node:fs/promises';
import { candidateAdminListQuerySchema, CV_MAX_BYTES, publicMessage } from '@qahve/config';
import type { Context } from 'koa';
import { fieldError } from '../../../lib/api-error';
import { listQuery } from '../../../lib/list-query';
import { uploadedFiles } from '../../../lib/multipart';
import { requestLocale } from '../../../lib/request-locale';
import { pathId } from '../../../lib/path-id';

const service = () => strapi.service('api::candidate.candidate');

/** Job candidates: the paged list, the detail, the favourite toggle and the private CV download. */
export default {
  async find(ctx: Context) {
    ctx.body = await service().listForAdmin(listQuery(ctx, { schema: candidateAdminListQuerySchema }));
  },

  /**
   * The old console's unused submit (SPEC §7): the public application, same rules and answer, for
   * an administrator. The admin routes' parser allows 5 MB uploads, so the CV's 2 MB is checked here.
   */
  async create(ctx: Context) {
    const files = uploadedFiles(ctx);
    if (files.some((file) => file.size > CV_MAX_BYTES)) {
      await Promise.all(files.map((file) => fs.rm(file.filepath, { force: true })));
      throw fieldError(413, 'resumeFile', publicMessage(requestLocale(ctx), 'fileTooBig'));
    }
    await strapi.controller('api::client.candidates').create(ctx, async () => {});
  },

  async findOne(ctx: Context) {
    ctx.body = await service().detail(pathId(ctx));
  },

  /** No body: flips isFavourite and answers the new state. */
  async toggleFavourite(ctx: Context) {
    ctx.body = await service().toggleFavourite(pathId(ctx));
  },

  /** Streams the CV as an attachment; never cached, never sniffed into something a browser runs. */
  async resume(ctx: Context) {
    const { handle, size, contentType, fileName } = await service().resume(pathId(ctx));
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = contentType;
    ctx.length = size;
    ctx.body = handle.createReadStream();
  },
};
