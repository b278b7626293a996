import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { OutboxWorker, retryDelay } from '../jobs/outbox/worker';

// knex's where-callbacks return the query builder, a thenable knex itself never awaits.
/* eslint-disable @typescript-eslint/no-misused-promises */

/**
 * Purging the shared cache in front (Varnish, a CDN) by tag, for every write of shown content
 * (docs/caching.md, "Shared caches"):
 *
 * 1. The write's own transaction inserts one outbox row naming the tags to purge
 *    (lib/public-cache/invalidation.ts, the one place every write of shown content passes), so a
 *    purge is recorded exactly when the write commits, and never for a write rolled back.
 * 2. Every process works the outbox: the writer at once after its commit (the row is written
 *    leased to it), every process each second. A batch of due rows is claimed with one conditional
 *    UPDATE (the writer's own, or due and unclaimed or its claim lapsed, in its WHERE): of several
 *    processes one changes a row, and only it purges. An idle round only reads.
 * 3. Purged, the rows are deleted; failed, they are due again after a doubling wait (1 s, 2 s, …
 *    up to a minute), until a day has passed: by then the cache has let the answers go by itself
 *    (s-maxage of a day).
 *
 * The loop, the claim and the doubling wait are the shared outbox worker's (lib/jobs/outbox/worker.ts).
 * How a purge reaches the cache is an adapter's business: Varnish's xkey over HTTP, or a CDN's
 * purge-by-tag call. No code here knows of a resource.
 */

export interface PurgeAdapter {
  readonly name: string;
  /** Purges every answer filed under any of `tags`; throws when the cache did not confirm it. */
  purge(tags: string[]): Promise<void>;
}

export const OUTBOX = 'qahve_cache_purges';

const BATCH = 100;
const LEASE_MS = 30_000;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;
/** How long a write's answer waits for its purge to be confirmed before it goes out anyway. */
const SETTLE_TIMEOUT_MS = 2000;
/** A purge older than the shared caches keep an answer (s-maxage) has nothing left to purge. */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const timeout = () => AbortSignal.timeout(Number(process.env.CACHE_PURGE_TIMEOUT_MS) || 5000);

/** Varnish with vmod xkey: `PURGE /` with the tags in `xkey-purge`, to each Varnish (deploy/varnish/default.vcl). */
export function varnishAdapter(urls: string[]): PurgeAdapter {
  return {
    name: 'varnish',
    async purge(tags) {
      await Promise.all(
        urls.map(async (url) => {
          const res = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') }, signal: timeout() });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${url} answered ${res.status} to PURGE`);
        }),
      );
    },
  };
}

/**
 * A CDN's purge by tag, in the shape the common ones share: `POST <url>` with a bearer token and
 * `{"tags": [...]}` (Cloudflare's purge_cache takes at most 30 tags a call), answered 2xx, and not
 * `{"success": false}`.
 */
export function cdnAdapter(url: string, token: string, perCall = 30): PurgeAdapter {
  return {
    name: 'cdn',
    async purge(tags) {
      for (let at = 0; at < tags.length; at += perCall) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags: tags.slice(at, at + perCall) }),
          signal: timeout(),
        });
        const text = await res.text();
        let refused = false;
        try {
          refused = (JSON.parse(text) as { success?: unknown }).success === false;
        } catch {
          // A 2xx without JSON is a confirmation too.
        }
        if (res.status < 200 || res.status > 299 || refused) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The adapter CACHE_PURGE names (`varnish` or `cdn`), or null when nothing in front is purged. */
export function configuredAdapter(env: NodeJS.ProcessEnv = process.env): PurgeAdapter | null {
  const kind = (env.CACHE_PURGE ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'none') return null;
  if (kind === 'varnish') {
    const urls = list(env.VARNISH_PURGE_URLS);
    if (urls.length === 0) throw new Error('CACHE_PURGE=varnish needs VARNISH_PURGE_URLS (the Varnish addresses, comma-separated)');
    return varnishAdapter(urls);
  }
  if (kind === 'cdn') {
    if (!env.CDN_PURGE_URL || !env.CDN_PURGE_TOKEN) throw new Error('CACHE_PURGE=cdn needs CDN_PURGE_URL and CDN_PURGE_TOKEN');
    return cdnAdapter(env.CDN_PURGE_URL, env.CDN_PURGE_TOKEN, Number(env.CDN_PURGE_TAGS_PER_CALL) || 30);
  }
  throw new Error(`CACHE_PURGE must be varnish, cdn or empty (not "${env.CACHE_PURGE}")`);
}

export const purgeConfigured = () => configuredAdapter() !== null;

export async function ensureOutbox(strapi: Core.Strapi) {
  const schema = strapi.db.connection.schema;
  if (await schema.hasTable(OUTBOX)) return;
  await strapi.db.connection.schema.createTable(OUTBOX, (table) => {
    table.increments('id');
    table.text('tags').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable();
    table.string('claimed_by', 100).nullable();
    table.bigInteger('claimed_until').nullable();
    table.string('last_error', 500).nullable();
    table.bigInteger('created_at').notNullable();
    table.index(['next_attempt_at'], `${OUTBOX}_due`);
  });
}

interface OutboxRow {
  id: number;
  tags: string;
  attempts: number;
  created_at: number | string;
}

export class PurgeWorker extends OutboxWorker {
  private failing = false;
  /** Tags recorded per writing transaction, so that a write's many row events make one row. */
  private readonly recorded = new WeakMap<object, Set<string>>();
  private lastPrune = 0;

  constructor(
    strapi: Core.Strapi,
    private readonly adapter: PurgeAdapter,
    intervalMs = Number(process.env.CACHE_PURGE_INTERVAL_MS) || 1000,
  ) {
    super(strapi, 'Cache purge', intervalMs);
  }

  /** Records the purge of `tag` in the transaction that is writing (or in one of its own). */
  async record(tag: string) {
    await this.strapi.db.transaction(async ({ trx, onCommit }) => {
      let tags = this.recorded.get(trx);
      if (tags?.has(tag)) return;
      const first = !tags;
      tags ??= new Set();
      tags.add(tag);
      this.recorded.set(trx, tags);
      const now = Date.now();
      // Leased to this process, which purges it right after the commit; another process takes it
      // only if this one has not within the lease (it stopped, or the purge failed).
      await (trx as Knex.Transaction)(OUTBOX).insert({
        tags: tag,
        attempts: 0,
        next_attempt_at: now,
        claimed_by: this.id,
        claimed_until: now + LEASE_MS,
        created_at: now,
      });
      if (first) onCommit(() => this.request());
    });
  }

  /**
   * Pending until a round of the outbox that began after this process's last recorded commit has
   * ended (at most 2 s): a write answers once its purge has gone out, so a client that reads through
   * the cache after the answer finds it purged. Undefined when there is nothing to wait for.
   */
  override settled(): Promise<void> | undefined {
    return super.settled(SETTLE_TIMEOUT_MS);
  }

  /** One batch: claimed, purged, removed (or put back for later). True when there may be more. */
  async work(now = Date.now()): Promise<boolean> {
    const knex = this.strapi.db.connection;
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await knex(OUTBOX)
        .where('created_at', '<', now - GIVE_UP_MS)
        .delete();
    }
    // Rows this process wrote (the lease they were written with is its own), and rows due whose
    // claim is gone or lapsed. Looked for first, so that an idle round writes nothing (on SQLite a
    // write of another process can make a transaction under way fail to take its write lock).
    const eligible = (q: Knex.QueryBuilder) =>
      q
        .where('claimed_by', this.id)
        .orWhere((w) =>
          w.where('next_attempt_at', '<=', now).andWhere((c) => c.whereNull('claimed_until').orWhere('claimed_until', '<', now)),
        );
    const candidates = (await knex(OUTBOX)
      .select('id')
      .where((q) => eligible(q))
      .orderBy('id')
      .limit(BATCH)) as Array<{ id: number }>;
    if (candidates.length === 0) return false;
    const { token, rows } = await this.claim<OutboxRow>(
      OUTBOX,
      candidates.map((row) => row.id),
      eligible,
      { leaseMs: LEASE_MS, now },
    );
    if (rows.length === 0) return false;
    const tags = [...new Set(rows.flatMap((row) => row.tags.split(' ')))].sort();
    try {
      await this.adapter.purge(tags);
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      if (!this.failing) this.strapi.log.warn(`Cache purge: ${this.adapter.name} failed (${message}); trying again`);
      this.failing = true;
      for (const row of rows) {
        await knex(OUTBOX)
          .where({ id: row.id, claimed_by: token })
          .update({
            claimed_by: null,
            claimed_until: null,
            next_attempt_at: Date.now() + retryDelay(row.attempts, FIRST_RETRY_MS, LAST_RETRY_MS),
            last_error: message,
          });
      }
      return false;
    }
    if (this.failing) this.strapi.log.info(`Cache purge: ${this.adapter.name} purges again`);
    this.failing = false;
    await knex(OUTBOX)
      .whereIn(
        'id',
        rows.map((row) => row.id),
      )
      .andWhere({ claimed_by: token })
      .delete();
    return rows.length === BATCH;
  }
}

let worker: PurgeWorker | null = null;

export const purgeWorker = () => worker;

/** Creates the outbox and, when a cache in front is purged (CACHE_PURGE), starts this process's worker. */
export async function startCachePurges(strapi: Core.Strapi) {
  await ensureOutbox(strapi);
  const adapter = configuredAdapter();
  if (!adapter) return;
  worker = new PurgeWorker(strapi, adapter);
  worker.start();
}

export async function stopCachePurges() {
  const running = worker;
  worker = null;
  await running?.stop();
}
