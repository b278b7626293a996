import type { Knex } from 'knex';

/**
 * Times of recent events per key (a public form post of one address, a failed sign-in of one
 * address and e-mail), for the limits that count them over a sliding window.
 */
export interface HitLog {
  add(key: string, at: number): Promise<void>;
  /** The times of `key`'s events at or after `since`, newest first, at most `limit` of them. */
  since(key: string, since: number, limit: number): Promise<number[]>;
  clear(key: string): Promise<void>;
}

/** In this process's memory: for the unit tests of what counts, on a fake clock. */
export class MemoryHitLog implements HitLog {
  private readonly hits = new Map<string, number[]>();

  async add(key: string, at: number) {
    this.hits.set(key, [...(this.hits.get(key) ?? []), at]);
  }

  async since(key: string, since: number, limit: number) {
    const recent = (this.hits.get(key) ?? []).filter((at) => at >= since);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return [...recent].reverse().slice(0, limit);
  }

  async clear(key: string) {
    this.hits.delete(key);
  }

  /** Keys holding events (those read since their last event left every window were forgotten). */
  get size() {
    return this.hits.size;
  }
}

const TABLE = 'qahve_hits';
/** Longer than any window that reads the log; older events are deleted. */
const RETENTION_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * In the database, so that every process serving the API counts the same events: the limits hold
 * with several replicas behind one load balancer. A table of its own, outside Strapi's content types
 * (Strapi leaves tables it did not create alone), made on first use.
 */
export class DatabaseHitLog implements HitLog {
  private ready: Promise<void> | null = null;
  private lastPrune = 0;

  constructor(
    private readonly knex: () => Knex,
    private readonly now: () => number = Date.now,
  ) {}

  async add(key: string, at: number) {
    await this.table();
    await this.knex()(TABLE).insert({ hit_key: key, at });
    await this.prune();
  }

  async since(key: string, since: number, limit: number) {
    await this.table();
    const rows: Array<{ at: number | string }> = await this.knex()(TABLE)
      .select('at')
      .where('hit_key', key)
      .andWhere('at', '>=', since)
      .orderBy('at', 'desc')
      .limit(limit);
    // PostgreSQL answers bigint columns as strings.
    return rows.map((row) => Number(row.at));
  }

  async clear(key: string) {
    await this.table();
    await this.knex()(TABLE).where('hit_key', key).delete();
  }

  private async prune() {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.knex()(TABLE)
      .where('at', '<', now - RETENTION_MS)
      .delete();
  }

  private table() {
    this.ready ??= this.createTable().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async createTable() {
    const knex = this.knex();
    // IF NOT EXISTS, because another process may be making it at the same moment.
    await knex.raw(`CREATE TABLE IF NOT EXISTS "${TABLE}" ("hit_key" varchar(320) NOT NULL, "at" bigint NOT NULL)`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS "${TABLE}_key_at_idx" ON "${TABLE}" ("hit_key", "at")`);
  }
}

/** The log every limit of this application shares (one per process, all on the same database). */
export const sharedHitLog: HitLog = new DatabaseHitLog(() => strapi.db.connection);
