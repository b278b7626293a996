import { candidateAdminListQuerySchema } from '@qahve/config';
import type { Context } from 'koa';
import { inScope, recorded } from '../../../lib/history';
import { listQuery } from '../../../lib/http/list-query';
import { pathId } from '../../../lib/http/path-id';
import { serviceOf } from '../../../lib/registry/services';

const CANDIDATE = 'api::candidate.candidate';
const service = () => serviceOf(strapi, CANDIDATE);
const scoped = <T>(ctx: Context, action: 'favourite' | 'erase', run: () => Promise<T>) =>
  inScope(ctx, { action, resource: 'Candidates', uid: CANDIDATE }, run);

/** Job candidates: the paged list, the detail, the favourite toggle, the private CV download and erasure. */
export default {
  async find(ctx: Context) {
    ctx.body = await service().listForAdmin(listQuery(ctx, { schema: candidateAdminListQuerySchema }));
  },

  /** The old console's unused submit: the public application, same rules and answer. */
  async create(ctx: Context) {
    await strapi.controller('api::client.candidates').create(ctx, async () => {});
  },

  async findOne(ctx: Context) {
    ctx.body = await service().detail(pathId(ctx));
  },

  /** No body: flips isFavourite and answers the new state. */
  async toggleFavourite(ctx: Context) {
    const id = pathId(ctx);
    ctx.body = await scoped(ctx, 'favourite', () => recorded(CANDIDATE, [id], () => service().toggleFavourite(id)));
  },

  /** Erases the candidate and the CV for good (personal data, no soft delete): `{ id }`, then 404s. */
  async erase(ctx: Context) {
    const id = pathId(ctx);
    // Recorded by the service's erasing transaction, without the erased data (lib/history recordErasure).
    ctx.body = await scoped(ctx, 'erase', () => service().erase(id));
  },

  /** Streams the CV as an attachment; never cached, never sniffed into something a browser runs. */
  async resume(ctx: Context) {
    const { stream, size, contentType, fileName } = await service().resume(pathId(ctx));
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = contentType;
    ctx.length = size;
    ctx.body = stream;
  },
};
