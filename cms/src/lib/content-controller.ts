import type { z } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { ApiError, validate } from './api-error';
import { listQuery } from './list-query';
import { formOf } from './multipart';
import { pathId } from './path-id';

/** A list call: the service's method answering it, and what its query takes. */
export interface ListCall {
  method: 'list' | 'listTree' | 'adminList' | 'adminTree' | 'listForAdmin';
  /** The query's schema: the paging parameters alone without one. */
  schema?: z.ZodType;
  /** Small lists come whole when no paging is asked for. */
  wholeByDefault?: boolean;
}

/** Answers a list call with the service's list. */
export const listAnswer =
  (service: UID.Service, { method, ...query }: ListCall) =>
  async (ctx: Context) => {
    ctx.body = await strapi.service(service)[method](listQuery(ctx, query));
  };

export interface ContentOptions {
  /** The console's list (the tree for categories). */
  list: ListCall;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** The form's files, by the field the schema checks them under; the service gets them as they are. */
  createFiles?: (form: Record<string, unknown>) => Record<string, unknown>;
  updateFiles?: (form: Record<string, unknown>) => Record<string, unknown>;
  /** The message of a create's answer, and of the 404 for an unknown id. */
  created: string;
  notFound: string;
}

/**
 * The console's content calls (SPEC §7) for one resource: the list, create (201 with the new id),
 * edit (the edited item), soft delete and revert. The resource's service does the work; this reads
 * the form, its files and the path's id, and answers 404 for an unknown id.
 */
export function contentController(uid: UID.Service, options: ContentOptions) {
  const service = () => strapi.service(uid);
  const noFiles = () => ({});
  const createFiles = options.createFiles ?? noFiles;
  const updateFiles = options.updateFiles ?? noFiles;

  async function setDeleted(ctx: Context, isDeleted: boolean) {
    const id = pathId(ctx);
    if (!(await service().setDeleted(id, isDeleted))) throw new ApiError(404, options.notFound);
    ctx.body = { id, isDeleted };
  }

  return {
    find: listAnswer(uid, options.list),

    async create(ctx: Context) {
      const form = formOf(ctx);
      const files = createFiles(form);
      const input = validate(options.createSchema, { ...form, ...files });
      const id = await service().adminCreate(input, files);
      ctx.status = 201;
      ctx.body = { id, message: options.created };
    },

    async update(ctx: Context) {
      const id = pathId(ctx);
      const form = formOf(ctx);
      const files = updateFiles(form);
      const input = validate(options.updateSchema, { ...form, ...files });
      const item = await service().adminUpdate(id, input, files);
      if (!item) throw new ApiError(404, options.notFound);
      ctx.body = item;
    },

    remove: (ctx: Context) => setDeleted(ctx, true),
    revert: (ctx: Context) => setDeleted(ctx, false),
  };
}

/**
 * The console's calls on a moderated resource whose service answers each itself, a 404 included:
 * the list, one item, soft delete and revert (both answer the item).
 */
export function moderatedCalls(service: UID.Service, listSchema: z.ZodType) {
  const of = () => strapi.service(service);
  return {
    find: listAnswer(service, { method: 'listForAdmin', schema: listSchema }),

    async findOne(ctx: Context) {
      ctx.body = await of().findForAdmin(pathId(ctx));
    },

    async delete(ctx: Context) {
      ctx.body = await of().setDeleted(pathId(ctx), true);
    },

    async revert(ctx: Context) {
      ctx.body = await of().setDeleted(pathId(ctx), false);
    },
  };
}
