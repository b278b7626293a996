import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, type RenderedPage, type SiteRenderer } from '@qahve/config';
import type { Core, UID } from '@strapi/strapi';
import { rolledBack } from '../content/rolled-back';
import { registryCall } from '../registry/services';

/**
 * Live previews of an edit: the site's pages that show an item, rendered by the site's own renderer
 * as they would be once the console's form (its current values, saved or not) is published.
 *
 * The console sends the form (`POST …/<Path>/:id/preview`, an administrator's call, checked by the
 * edit's rules); the values are kept under a random token for a few minutes, and the console frames
 * `/preview/<token>/<page>?lang=…`. No session travels in that address: the token, unguessable, short-
 * lived and kept only as its hash, is the grant, and it names one item's values, nothing else.
 *
 * A page is rendered inside a database transaction that applies the values with the resource's own edit
 * and shows the item, as Publish does, and is then rolled back: the render reads the item as it would be,
 * through the same loaders and API routes as a visitor's, and nothing of it is ever written. Its API reads
 * bypass the public cache (they read what no visitor may see), and its answer is never kept by any cache.
 */

export const PREVIEWS = 'qahve_previews';
export const PREVIEW_PREFIX = '/preview/';
/** How long a preview's token answers. */
export const PREVIEW_TTL_MS = 10 * 60 * 1000;

export const isPreviewPath = (path: string) => path.startsWith(PREVIEW_PREFIX);

interface PreviewRow {
  uid: string;
  entity_id: number;
  input: string;
  expires_at: number | string;
}

export interface Preview {
  uid: UID.ContentType & UID.Service;
  id: number;
  input: Record<string, unknown>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function ensurePreviewTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(PREVIEWS)) return;
  await knex.schema
    .createTable(PREVIEWS, (table) => {
      table.increments('id');
      table.string('token_hash', 64).notNullable().unique('qahve_previews_token_idx');
      table.string('uid', 80).notNullable();
      table.integer('entity_id').notNullable();
      table.text('input').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.index(['expires_at'], 'qahve_previews_expiry_idx');
    })
    .catch(async (error) => {
      // Another process made it meanwhile.
      if (!(await knex.schema.hasTable(PREVIEWS))) throw error;
    });
}

/** Keeps `input` (values the edit's rules accepted, without files) under a new token; expired ones go. */
export async function issuePreview(strapi: Core.Strapi, { uid, id, input }: Preview) {
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  const knex = strapi.db.connection;
  await knex(PREVIEWS).where('expires_at', '<', now).delete();
  await knex(PREVIEWS).insert({
    token_hash: hashOf(token),
    uid,
    entity_id: id,
    input: JSON.stringify(input),
    expires_at: now + PREVIEW_TTL_MS,
  });
  return { token, expiresAt: new Date(now + PREVIEW_TTL_MS).toISOString() };
}

/** The preview a token names, or null when it is unknown or expired. */
export async function previewOf(strapi: Core.Strapi, token: string): Promise<Preview | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const row = (await strapi.db
    .connection(PREVIEWS)
    .where({ token_hash: hashOf(token) })
    .first()) as PreviewRow | undefined;
  if (!row || Number(row.expires_at) < Date.now()) return null;
  return { uid: row.uid as Preview['uid'], id: Number(row.entity_id), input: JSON.parse(row.input) as Record<string, unknown> };
}

/**
 * Marks a preview render's own API requests (the renderer's in-process reads), with a value only this
 * process knows: the public cache neither answers nor keeps them.
 */
export const PREVIEW_REQUEST_HEADER = 'x-qahve-preview';
const previewMark = randomUUID();
const previewing = new AsyncLocalStorage<true>();

/** The header a request the renderer makes carries while a preview renders, if one does. */
export const previewRequestHeaders = (): Record<string, string> => (previewing.getStore() ? { [PREVIEW_REQUEST_HEADER]: previewMark } : {});
export const isPreviewRequest = (req: IncomingMessage) => req.headers[PREVIEW_REQUEST_HEADER] === previewMark;

class RolledBack extends Error {}

/** Whether the item is hidden (deleted, or new as a draft): its default-language row says so for all three. */
async function isHidden(strapi: Core.Strapi, { uid, id }: Preview) {
  const row = (await strapi.db.query(uid).findOne({ select: ['isDeleted'], where: { id, locale: DEFAULT_LOCALE } })) as {
    isDeleted?: boolean;
  } | null;
  return Boolean(row?.isDeleted);
}

/**
 * Renders the site's page `url` (path and query) with the preview's values applied, then rolls them back.
 * Null when the item is gone.
 */
export async function renderPreview(strapi: Core.Strapi, site: SiteRenderer, preview: Preview, url: string): Promise<RenderedPage | null> {
  let page: RenderedPage | null = null;
  try {
    await strapi.db.transaction(() =>
      rolledBack(async () => {
        // Shown as Publish shows it; an item already shown is left as it is (a write of nothing costs a render's time).
        const hidden = await isHidden(strapi, preview);
        const applied =
          (await registryCall(strapi, preview.uid, 'applyUpdate')(preview.id, preview.input, {})) &&
          (!hidden || (await registryCall(strapi, preview.uid, 'setDeleted')(preview.id, false)));
        if (applied) page = await previewing.run(true, () => site.render({ url }));
        throw new RolledBack();
      }),
    );
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return page;
}

/** The rendered page marked for no index, whatever the page itself says. */
export const unindexed = (html: string) => html.replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">');
