import { ApiError } from '../http/api-error';
import { updateLocalized, type RelationValue } from '../content/localized-documents';
import { RESOURCES } from '../registry/resources';
import type { Context } from 'koa';
import { inScope, recorded } from './scope';
import { shapeOf, type Snapshot } from './snapshot';
import { findEntry } from './store';

export const HISTORY_MESSAGES = {
  entryNotFound: 'History entry not found',
  notRestorable: 'This entry has no version to restore',
  entityGone: 'The entity of this entry no longer exists',
} as const;

/** The ids among `ids` that `uid` still has (a version names images and relations that may have gone since). */
async function existing(uid: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = (await strapi.db.query(uid as any).findMany({ select: ['id'], where: { id: { $in: ids } } })) as Array<{ id: number }>;
  return new Set(rows.map((row) => row.id));
}

/**
 * Writes a version back: its fields in every language, its images and relations where they still
 * exist (a replaced image that was removed since stays as it is now).
 */
async function writeBack(uid: (typeof RESOURCES)[number]['uid'], id: number, snapshot: Snapshot) {
  const shape = shapeOf(uid);
  const shared: Record<string, unknown> = {};
  for (const field of shape.shared) if (field in snapshot.shared) shared[field] = snapshot.shared[field];
  const relations: Record<string, RelationValue> = {};
  for (const link of shape.links) {
    const value = snapshot.shared[link.name];
    const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
    const alive = await existing(link.target, ids);
    if (link.target === 'plugin::upload.file') {
      if (link.multiple) shared[link.name] = ids.filter((v) => alive.has(v));
      else if (value === null || alive.has(value as number)) shared[link.name] = value;
    } else if (value === null || alive.has(value as number)) {
      if (shape.localized) relations[link.name] = { target: link.target as RelationValue['target'], id: value as number | null };
      else shared[link.name] = value;
    }
  }
  if (shape.localized) return updateLocalized(uid, id, { shared, localized: snapshot.locales, relations });
  const { count } = await strapi.db.query(uid).updateMany({ where: { id }, data: { ...shared, updatedAt: new Date() } });
  return count > 0;
}

/**
 * `POST History/{entryId}/Restore`: the entity back to its state right after that entry; with `version`
 * 'before' (`POST History/{entryId}/RestoreBefore`), to its state right before it, so that the first
 * change of content that existed before the history (the seeded demo) can be undone too. A restore is a
 * recorded write of its own (action `restore`). 404 for an unknown entry; 409 for one without that
 * version (a sign-in, an erasure, the "before" of a create) or whose entity is gone.
 */
export async function restoreEntry(ctx: Context, entryId: number, version: 'after' | 'before' = 'after') {
  const entry = await findEntry(entryId);
  if (!entry) throw new ApiError(404, HISTORY_MESSAGES.entryNotFound);
  const resource = RESOURCES.find(({ path }) => path === entry.resource);
  const snapshot = version === 'before' ? entry.before : entry.snapshot;
  if (!snapshot || entry.entityId === null || !resource) throw new ApiError(409, HISTORY_MESSAGES.notRestorable);
  const { uid } = resource;
  const entityId = entry.entityId;
  const done = await inScope(ctx, { action: 'restore', resource: resource.path, uid }, () =>
    recorded(uid, [entityId], () => writeBack(uid, entityId, snapshot)),
  );
  if (!done) throw new ApiError(409, HISTORY_MESSAGES.entityGone);
  return { id: entityId, resource: resource.path, restoredFrom: entry.id };
}
