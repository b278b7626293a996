import type { z } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { ApiError, validate } from '../http/api-error';
import { inScope, recorded } from '../history/scope';
import { listQuery } from '../http/list-query';
import { formOf } from '../http/multipart';
import { pathId } from '../http/path-id';
import { registryCall, type ListMethod } from './services';

/** A list call: the service's method answering it, and what its query takes. */
export interface ListCall {
  method: ListMethod;
  /** The query's schema: the paging parameters alone without one. */
  schema?: z.ZodType;
  /** Small lists come whole when no paging is asked for. */
  wholeByDefault?: boolean;
}

/** Answers a list call with the service's list. */
export const listAnswer =
  (service: UID.Service, { method, ...query }: ListCall) =>
  async (ctx: Context) => {
    ctx.body = await registryCall(strapi, service, method)(listQuery(ctx, query));
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
 * The console's content calls for one resource: the list, create (201 with the new id),
 * edit (the edited item), soft delete and revert. The resource's service does the work; this reads
 * the form, its files and the path's id, and answers 404 for an unknown id.
 */
export function contentController(uid: UID.Service & UID.ContentType, options: ContentOptions, path: string) {
  // Every write is recorded in the content history, by the localized writes below it (lib/history).
  const scoped = (ctx: Context, action: 'create' | 'update' | 'delete' | 'revert', run: () => Promise<void>) =>
    inScope(ctx, { action, resource: path, uid }, run);
  const noFiles = () => ({});
  const createFiles = options.createFiles ?? noFiles;
  const updateFiles = options.updateFiles ?? noFiles;

  async function setDeleted(ctx: Context, isDeleted: boolean) {
    const id = pathId(ctx);
    if (!(await registryCall(strapi, uid, 'setDeleted')(id, isDeleted))) throw new ApiError(404, options.notFound);
    ctx.body = { id, isDeleted };
  }

  return {
    find: listAnswer(uid, options.list),

    create: (ctx: Context) =>
      scoped(ctx, 'create', async () => {
        const form = formOf(ctx);
        const files = createFiles(form);
        const input = validate(options.createSchema, { ...form, ...files });
        const id = await registryCall(strapi, uid, 'adminCreate')(input, files);
        ctx.status = 201;
        ctx.body = { id, message: options.created };
      }),

    update: (ctx: Context) =>
      scoped(ctx, 'update', async () => {
        const id = pathId(ctx);
        const form = formOf(ctx);
        const files = updateFiles(form);
        const input = validate(options.updateSchema, { ...form, ...files });
        const item = await registryCall(strapi, uid, 'adminUpdate')(id, input, files);
        if (!item) throw new ApiError(404, options.notFound);
        ctx.body = item;
      }),

    remove: (ctx: Context) => scoped(ctx, 'delete', () => setDeleted(ctx, true)),
    revert: (ctx: Context) => scoped(ctx, 'revert', () => setDeleted(ctx, false)),
  };
}

/**
 * The console's calls on a moderated resource whose service answers each itself, a 404 included:
 * the list, one item, soft delete and revert (both answer the item).
 */
export function moderatedCalls(service: UID.Service & UID.ContentType, listSchema: z.ZodType, path: string) {
  /** Soft delete or revert, recorded in the content history with the entity's states around it. */
  const setDeleted = (ctx: Context, isDeleted: boolean) => {
    const id = pathId(ctx);
    return inScope(ctx, { action: isDeleted ? 'delete' : 'revert', resource: path, uid: service }, () =>
      recorded(service, [id], () => registryCall(strapi, service, 'setDeleted')(id, isDeleted)),
    );
  };
  return {
    find: listAnswer(service, { method: 'listForAdmin', schema: listSchema }),

    async findOne(ctx: Context) {
      ctx.body = await registryCall(strapi, service, 'findForAdmin')(pathId(ctx));
    },

    async delete(ctx: Context) {
      ctx.body = await setDeleted(ctx, true);
    },

    async revert(ctx: Context) {
      ctx.body = await setDeleted(ctx, false);
    },
  };
}
