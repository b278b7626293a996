import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

// knex's where-callbacks return the query builder, a thenable knex itself never awaits.
/* eslint-disable @typescript-eslint/no-misused-promises */

/**
 * The loop every process runs over an outbox table (the shared cache's purges, the notifications'
 * mails): work that a committed write left in the database, done by whichever process claims it.
 *
 * - Rounds: one at a time, at once when woken (a commit of this process left work), else every
 *   `intervalMs` (another process's work, a lapsed claim, a retry come due). A round that reports
 *   more work is followed by another at once; a wake during a round runs one more after it.
 * - Claims: one conditional UPDATE (what may be claimed, in its WHERE) writes a claim token of this
 *   round and a lease: of several processes exactly one changes a row, and only it does the work.
 *   A process that dies holding a claim leaves a lease that lapses; the row is claimed again then.
 * - Retries: failed work is due again after a doubling wait (`retryDelay`).
 *
 * A subclass says what a round does (`work`); the rows, their states and what is done with them
 * are its own.
 */
export abstract class OutboxWorker {
  /** This process's worker, as it appears in the claims it writes. */
  protected readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private claims = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = false;
  /** Rounds asked for by `request`, and how many of them a finished round covered (begun after them). */
  private requested = 0;
  private covered = 0;
  private waiters: Array<() => void> = [];

  constructor(
    protected readonly strapi: Core.Strapi,
    /** What the log calls it: "Cache purge", "Notifications". */
    private readonly label: string,
    private readonly intervalMs: number,
  ) {}

  /** One round. True when there may be more to do at once. */
  protected abstract work(): Promise<boolean>;

  start() {
    this.schedule(0);
  }

  /** Runs a round soon; a round under way runs once more when it ends. */
  wake() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Work of this process was committed: a round soon, which `settled` waits for. */
  protected request() {
    this.requested += 1;
    this.wake();
  }

  /**
   * Pending until a round begun after the last `request` has ended, or `timeoutMs` has passed;
   * undefined when there is nothing to wait for.
   */
  settled(timeoutMs: number): Promise<void> | undefined {
    if (this.covered >= this.requested) return undefined;
    const target = this.requested;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      const check = () => {
        if (this.covered >= target || this.stopped) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  private roundEnded(covered: number) {
    this.covered = Math.max(this.covered, covered);
    const waiting = this.waiters;
    this.waiters = [];
    for (const check of waiting) check();
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // Never keeps the process (or a test) alive: the stop below ends it for good.
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
    if (this.stopped || this.running) return;
    const covering = this.requested;
    this.running = this.work()
      .then(
        (more) => {
          if (more) this.again = true;
        },
        (error: Error & { code?: string }) => {
          this.strapi.log.warn(`${this.label}: the outbox could not be worked (${error.code ?? error.message}); trying again`);
        },
      )
      .finally(() => {
        this.running = null;
        this.roundEnded(covering);
        const now = this.again;
        this.again = false;
        this.schedule(now ? 0 : this.intervalMs);
      });
    await this.running;
  }

  /** Ends the timer and waits for the round under way. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.roundEnded(this.requested);
  }

  /**
   * Claims the rows of `table` among `ids` that `claimable` still allows, with one UPDATE that
   * writes a claim token of its own, the lease and one more attempt (and `set`); answers the token
   * and the rows it claimed (none when another process was first).
   */
  protected async claim<Row>(
    table: string,
    ids: number[],
    claimable: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
    { leaseMs, set = {}, now = Date.now() }: { leaseMs: number; set?: Record<string, unknown>; now?: number },
  ): Promise<{ token: string; rows: Row[] }> {
    const knex = this.strapi.db.connection;
    const token = `${this.id}:${++this.claims}`;
    const changed = await knex(table)
      .whereIn('id', ids)
      .andWhere((q) => claimable(q))
      .update({ ...set, claimed_by: token, claimed_until: now + leaseMs, attempts: knex.raw('attempts + 1') });
    if (Number(changed) === 0) return { token, rows: [] };
    return { token, rows: (await knex(table).where({ claimed_by: token }).orderBy('id')) as Row[] };
  }
}

/** The wait before attempt `attempts + 1`: `firstMs`, doubling with each attempt, at most `lastMs`. */
export const retryDelay = (attempts: number, firstMs: number, lastMs: number) => Math.min(lastMs, firstMs * 2 ** Math.max(0, attempts - 1));
