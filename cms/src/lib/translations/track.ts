import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, LOCALES, type LanguageCode } from '@qahve/config';
import type { UID } from '@strapi/strapi';
import { inRolledBackWrite } from '../content/rolled-back';
import { textHash, writeRecords, type SourceRecord } from './store';
import { readItems, translatedOf, type Item, type Translated } from './texts';

/** The languages translated from the default (source) one. */
export const TARGET_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The type whose write is being tracked (the writes it makes in turn are part of it). */
const tracking = new AsyncLocalStorage<string>();

/**
 * The records a write leaves, from the item's texts before it (none for a create) and after it, for each
 * translated field and each target language:
 * - a translation the write created or whose text it changed is saved: against the source text as the
 *   write leaves it when the write meant that language (`written`: null for all), or against none (a copy
 *   another language's write made, the locale sync's) - never translated, so stale;
 * - a translation the write left alone keeps its record: a change of the source makes it stale by itself
 *   (its record holds the source's old hash). One without a record yet (content older than the tracking)
 *   gets the source's hash from before the write, where the write changed the source.
 */
export function recordsOf(resource: Translated, before: Item | undefined, after: Item, written: ReadonlySet<LanguageCode> | null) {
  const replace: SourceRecord[] = [];
  const keep: SourceRecord[] = [];
  for (const field of resource.fields) {
    const source = after.texts[DEFAULT_LOCALE]?.[field] ?? null;
    const sourceBefore = before?.texts[DEFAULT_LOCALE]?.[field] ?? null;
    for (const locale of TARGET_LOCALES) {
      const record = { resource: resource.path, entityId: after.id, field, locale };
      const text = after.texts[locale]?.[field] ?? null;
      if (!before || (before.texts[locale]?.[field] ?? null) !== text) {
        const meant = written === null || written.has(locale);
        replace.push({ ...record, sourceHash: meant ? textHash(source) : null });
      } else if (sourceBefore !== source) {
        keep.push({ ...record, sourceHash: textHash(sourceBefore) });
      }
    }
  }
  return { replace, keep };
}

/**
 * A write of a translated resource's items `ids` (null for a create: `idsOf` reads the new id from its
 * answer), with the translation records it leaves written in one transaction with it: the items' texts
 * are read before and after it in that transaction. `written`: the languages the write was meant to
 * write (a panel write: its one language; null: all three, the console's). Every door goes through here:
 * the console's localized store and the document service's rules (the panel, scripts). Another type, or
 * a write inside one of its type being tracked (the outermost tracks), or one that will be rolled back (a
 * preview's), is the write alone; a write that fails writes no record.
 */
export async function tracked<T>(
  uid: UID.ContentType,
  ids: number[] | null,
  write: () => Promise<T>,
  options: { idsOf?: (result: T) => number[] | Promise<number[]>; written?: LanguageCode[] | null } = {},
): Promise<T> {
  const resource = translatedOf(uid);
  if (!resource || tracking.getStore() === uid || inRolledBackWrite()) return write();
  const written = options.written ? new Set(options.written) : null;
  return tracking.run(uid, () =>
    strapi.db.transaction(async ({ trx }) => {
      const before = ids ? await readItems(trx, resource, ids) : new Map<number, Item>();
      const result = await write();
      const touched = ids ?? (await options.idsOf?.(result)) ?? [];
      const after = await readItems(trx, resource, touched);
      const replace: SourceRecord[] = [];
      const keep: SourceRecord[] = [];
      for (const item of after.values()) {
        const records = recordsOf(resource, before.get(item.id), item, written);
        replace.push(...records.replace);
        keep.push(...records.keep);
      }
      await writeRecords(trx, replace, keep);
      return result;
    }),
  );
}
