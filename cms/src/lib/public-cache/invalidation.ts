import type { Core } from '@strapi/strapi';
import { inRolledBackWrite } from '../content/rolled-back';
import { RESOURCES } from '../registry/resources';
import { purgeWorker } from './purge';
import { tagOfWrite } from './tags';
import { cacheVersion } from './version';

/** What the public GET answers are made of: our content, reviews, and the uploaded images they show. */
export const SHOWN = [...RESOURCES.filter((resource) => resource.shown).map((resource) => resource.uid), 'plugin::upload.file'];

interface WriteEvent {
  action: string;
  model: { uid: string };
  result?: { isConfirmed?: boolean; isRejected?: boolean; isDeleted?: boolean };
}

/**
 * Writes that cannot change an answer yet: a visitor's review waits for moderation (its confirmation
 * is the write that shows it), and a new upload is shown only once an entry points at it.
 */
function changesNothingShown({ action, model, result }: WriteEvent) {
  if (model.uid === 'plugin::upload.file') return action === 'afterCreate' || action === 'afterCreateMany';
  if (model.uid !== 'api::review.review' || action !== 'afterCreate' || !result) return false;
  return !(result.isConfirmed && !result.isRejected && !result.isDeleted);
}

async function invalidate(event: WriteEvent) {
  if (inRolledBackWrite() || changesNothingShown(event)) return;
  await cacheVersion().changed();
  // The shared cache in front, when there is one: the purge of this content's tag, recorded in the
  // same transaction (lib/public-cache/purge.ts).
  const tag = tagOfWrite(event.model.uid);
  const purges = purgeWorker();
  if (purges && tag) await purges.record(tag);
}

/**
 * Every write of what the public sees moves the cache version on, and purges the shared cache in
 * front by tag, whoever writes: the back office,
 * the Strapi panel (document service), seeding, scripts. They all go through Strapi's query layer,
 * whose lifecycles run inside the writing transaction.
 */
export function registerCacheInvalidation(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: SHOWN,
    afterCreate: invalidate,
    afterCreateMany: invalidate,
    afterUpdate: invalidate,
    afterUpdateMany: invalidate,
    afterDelete: invalidate,
    afterDeleteMany: invalidate,
  });
}
