import { DRAFT_MESSAGES, type HistoryAction, type PreviewAnswer, type z } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { ApiError, validate } from '../http/api-error';
import { actorOf, inScope, recorded } from '../history/scope';
import { checkFormImages, draftStore, itemsOf, type DraftFiles } from '../content/drafts';
import { existsLocalized } from '../content/localized-documents';
import { listQuery } from '../http/list-query';
import { formOf } from '../http/multipart';
import { pathId } from '../http/path-id';
import { issuePreview } from '../site/preview';
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
  /** The site's pages that show the item `id` (paths), with `item` its values once edited: what its live preview offers. */
  pages: (id: number, item: Record<string, unknown>) => string[];
}

/** Gives each item of a console answer its draft (`draft`, null without one). */
async function withDrafts(uid: UID.ContentType, answer: unknown) {
  const items = itemsOf(answer);
  const drafts = await draftStore(strapi).infoByItem(
    uid,
    items.map((item) => item.id),
  );
  for (const item of items) item.draft = drafts.get(item.id) ?? null;
  return answer;
}

/**
 * The console's content calls for one resource: the list, create (201 with the new id),
 * edit (the edited item), soft delete and revert; and its drafts: create or save one (the form the
 * create or the edit takes, checked by the same rules, the site unchanged), read it, discard it, and
 * publish the item (its draft applied by the same edit, and the item shown). The resource's service
 * does the work; this reads the form, its files and the path's id, and answers 404 for an unknown id.
 */
export function contentController(uid: UID.Service & UID.ContentType, options: ContentOptions, path: string) {
  // Every write is recorded in the content history, by the localized writes below it (lib/history).
  const scoped = (ctx: Context, action: HistoryAction, run: () => Promise<void>) => inScope(ctx, { action, resource: path, uid }, run);
  const drafts = () => draftStore(strapi);
  const noFiles = () => ({});
  const createFiles = options.createFiles ?? noFiles;
  const updateFiles = options.updateFiles ?? noFiles;

  async function setDeleted(ctx: Context, isDeleted: boolean) {
    const id = pathId(ctx);
    if (!(await registryCall(strapi, uid, 'setDeleted')(id, isDeleted))) throw new ApiError(404, options.notFound);
    ctx.body = { id, isDeleted };
  }

  /** The create form, checked: its values and its files. */
  const createForm = (ctx: Context) => {
    const form = formOf(ctx);
    const files = createFiles(form);
    return { input: validate(options.createSchema, { ...form, ...files }), files };
  };
  const updateForm = (ctx: Context) => {
    const form = formOf(ctx);
    const files = updateFiles(form);
    return { input: validate(options.updateSchema, { ...form, ...files }) as Record<string, unknown>, files };
  };
  /** 404 for an unknown id. */
  const mustExist = async (id: number) => {
    if (!(await existsLocalized(uid, id))) throw new ApiError(404, options.notFound);
  };

  return {
    find: async (ctx: Context) => {
      await listAnswer(uid, options.list)(ctx);
      ctx.body = await withDrafts(uid, ctx.body);
    },

    create: (ctx: Context) =>
      scoped(ctx, 'create', async () => {
        const { input, files } = createForm(ctx);
        const id = await registryCall(strapi, uid, 'adminCreate')(input, files);
        ctx.status = 201;
        ctx.body = { id, message: options.created };
      }),

    update: (ctx: Context) =>
      scoped(ctx, 'update', async () => {
        const id = pathId(ctx);
        const { input, files } = updateForm(ctx);
        const item = await registryCall(strapi, uid, 'adminUpdate')(id, input, files);
        if (!item) throw new ApiError(404, options.notFound);
        ctx.body = await withDrafts(uid, item);
      }),

    /**
     * A new item as a draft: made by the create, with the create's rules, hidden from its first write
     * (the site never shows it), and marked as a new draft; shown by `publish`.
     */
    createDraft: (ctx: Context) =>
      scoped(ctx, 'draft', async () => {
        const { input, files } = createForm(ctx);
        const id = await registryCall(strapi, uid, 'adminCreate')(input, files, { hidden: true });
        await drafts().save(uid, id, {}, {}, actorOf(ctx).email, true);
        ctx.status = 201;
        ctx.body = { id, message: DRAFT_MESSAGES.created };
      }),

    saveDraft: (ctx: Context) =>
      scoped(ctx, 'draft', async () => {
        const id = pathId(ctx);
        const { input, files } = updateForm(ctx);
        await mustExist(id);
        // What the edit would refuse for what it names (an unknown category, a photo not the item's), a draft does now.
        await registryCall(strapi, uid, 'checkUpdate')(id, input, files);
        ctx.body = { id, draft: await drafts().save(uid, id, input, files, actorOf(ctx).email) };
      }),

    async draft(ctx: Context) {
      const id = pathId(ctx);
      await mustExist(id);
      const draft = await drafts().find(uid, id);
      if (!draft) throw new ApiError(404, DRAFT_MESSAGES.noDraft);
      ctx.body = draft;
    },

    discardDraft: (ctx: Context) =>
      scoped(ctx, 'discard', async () => {
        const id = pathId(ctx);
        await mustExist(id);
        if (!(await drafts().discard(uid, id))) throw new ApiError(404, DRAFT_MESSAGES.noDraft);
        ctx.body = { id, draft: null };
      }),

    publish: (ctx: Context) =>
      scoped(ctx, 'publish', async () => {
        const id = pathId(ctx);
        if (!(await drafts().publish(uid, id))) throw new ApiError(404, options.notFound);
        ctx.body = await withDrafts(uid, await registryCall(strapi, uid, 'adminFind')(id));
      }),

    /**
     * A live preview of the edit form's values (lib/site/preview.ts): checked as the edit checks them,
     * written nowhere the site reads; its token frames the item's pages. New pictures are not previewed.
     */
    async preview(ctx: Context) {
      const id = pathId(ctx);
      const { input, files } = updateForm(ctx);
      // The item as published: 404 without one, and what its pages depend on.
      const published = (await registryCall(strapi, uid, 'adminFind')(id)) as Record<string, unknown> | null;
      if (!published) throw new ApiError(404, options.notFound);
      // Files are checked as the edit checks them, though the preview shows the published pictures.
      await checkFormImages(files as DraftFiles);
      await registryCall(strapi, uid, 'checkUpdate')(id, input, files);
      const values = Object.fromEntries(Object.entries(input).filter(([field]) => !(field in files)));
      const pages = options.pages(id, { ...published, ...values });
      ctx.body = { ...(await issuePreview(strapi, { uid, id, input: values })), pages } satisfies PreviewAnswer;
    },

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
