import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The version of what the public API shows, as this process knows it. A cached answer is served only
 * while the version it was built at is still the newest one known, and every write that changes a
 * public answer moves the version on in every process that shares the database (see
 * docs/caching.md for the guarantee and its limits).
 */
export interface CacheVersion {
  /**
   * The newest version; a promise while it has to be asked of the database; null while the cache
   * must not be used at all (not started, or PostgreSQL's notifications are not being received).
   */
  current(): number | Promise<number> | null;
  /** The newest version known, without looking for changes made elsewhere. */
  latest(): number;
  /** Records a change of public content with the transaction that is writing it (or on its own). */
  changed(): Promise<void>;
  /**
   * Pending while this process's last change may not yet have reached the other processes, for the
   * writer to answer after it (PostgreSQL); undefined when there is nothing to wait for.
   */
  settled(): Promise<void> | undefined;
  stop(): Promise<void>;
}

/** Before start, and when the database is neither SQLite nor PostgreSQL: no caching. */
const OFF: CacheVersion = {
  current: () => null,
  latest: () => 0,
  changed: async () => undefined,
  settled: () => undefined,
  stop: async () => undefined,
};

let instance: CacheVersion = OFF;

export const cacheVersion = (): CacheVersion => instance;

export async function startCacheVersion(strapi: Core.Strapi) {
  const client = strapi.config.get<string>('database.connection.client');
  if (client === 'sqlite') instance = await sqliteVersion(strapi);
  else if (client === 'postgres') instance = await postgresVersion(strapi);
}

export async function stopCacheVersion() {
  const running = instance;
  instance = OFF;
  await running.stop();
}

/**
 * Runs `mark` once per transaction: inside the transaction of the write when there is one (Strapi's
 * document service and our localized writes open one), else in a transaction of its own. What it
 * answers runs after the commit, before the write returns to its caller.
 */
function oncePerTransaction(strapi: Core.Strapi, mark: (trx: Knex.Transaction) => Promise<() => void>) {
  const marked = new WeakSet<object>();
  return async () => {
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      if (marked.has(trx)) return;
      marked.add(trx);
      const publish = await mark(trx);
      // Strapi's commit callbacks can be shared with an enclosing, finished transaction's, whose
      // next commit would run them early: only a committed transaction publishes.
      onCommit(() => {
        if (trx.isCompleted()) publish();
      });
    });
  };
}

// ---------------------------------------------------------------------------------------------
// SQLite: a version row, and a signal file written after each commit that readers stat.
// ---------------------------------------------------------------------------------------------

const TABLE = 'qahve_public_cache_version';

/**
 * A file's timestamps move in steps (a kernel tick; whole seconds on some file systems), so a file
 * changed again within the step of its last change can look unchanged. A look at the file is only
 * trusted when its last change is older than this.
 */
const TIMESTAMP_STEP_MS = 2000;

type FileState = { ino: number; size: number; mtimeMs: number; ctimeMs: number } | undefined;

const sameFile = (a: FileState, b: FileState) =>
  a === b || (!!a && !!b && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs);

async function sqliteVersion(strapi: Core.Strapi): Promise<CacheVersion> {
  const knex = strapi.db.connection;
  await knex.raw(`CREATE TABLE IF NOT EXISTS "${TABLE}" ("id" integer PRIMARY KEY, "version" integer NOT NULL)`);
  await knex.raw(`INSERT INTO "${TABLE}" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING`);

  // Written after every commit that changed public content, so that a reader who sees it changed
  // and then reads the version row is sure to read a version at least as new as that commit.
  const signal = `${strapi.config.get<string>('database.connection.connection.filename')}-public-cache`;
  const look = (): FileState => {
    const stat = fs.statSync(signal, { throwIfNoEntry: false });
    return stat && { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs };
  };

  let known = 0;
  let seen: FileState | null = null;
  let trusted = false;

  const readVersion = async () => {
    const state = look();
    const at = Date.now();
    const row: { version: number | string } | undefined = await knex(TABLE).where({ id: 1 }).first('version');
    known = Math.max(known, Number(row?.version ?? 0));
    seen = state;
    trusted = !state || at - Math.max(state.mtimeMs, state.ctimeMs) > TIMESTAMP_STEP_MS;
    return known;
  };

  // One read at a time. A request that finds one already running waits for the next one, which
  // starts after it arrived: the running read may have looked before a commit it must see.
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const refresh = (): Promise<number> => {
    if (!running) {
      running = readVersion().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(
      () => ((next = null), refresh()),
      () => ((next = null), refresh()),
    );
    return next;
  };

  return {
    current() {
      if (seen !== null && trusted && sameFile(look(), seen)) return known;
      return refresh();
    },
    latest: () => known,
    changed: oncePerTransaction(strapi, async (trx) => {
      await trx.raw(`UPDATE "${TABLE}" SET "version" = "version" + 1 WHERE "id" = 1`);
      const row: { version: number | string } = await trx(TABLE).where({ id: 1 }).first('version');
      const version = Number(row.version);
      return () => {
        known = Math.max(known, version);
        fs.writeFileSync(signal, `${version}\n`);
      };
    }),
    settled: () => undefined,
    stop: async () => undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: NOTIFY in the writing transaction (delivered at its commit), LISTEN in every process.
// ---------------------------------------------------------------------------------------------

const CHANNEL = 'qahve_public_cache';
const RECONNECT_MS = 1000;
/** A connection that died without a word (no RST) is noticed by a query that gets no answer. */
const HEARTBEAT_MS = 5000;
const HEARTBEAT_TIMEOUT_MS = 3000;
/** How long a writer waits for its own notification to come back before it answers anyway. */
const ECHO_TIMEOUT_MS = 2000;

interface PgNotification {
  channel: string;
  payload?: string;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  unref(): void;
  on(event: 'notification', listener: (message: PgNotification) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/**
 * The version is this process's own counter: any notification on the channel, or a commit of its
 * own, moves it on. While the listening connection is down nothing is served from the cache; once
 * it listens again the counter moves on, since notifications may have been missed meanwhile.
 */
async function postgresVersion(strapi: Core.Strapi): Promise<CacheVersion> {
  const { Client } = require('pg') as { Client: new (config: unknown) => PgClient };
  const config = strapi.config.get('database.connection.connection');
  const self = randomUUID();

  let known = 0;
  let listening = false;
  let stopped = false;
  let failing = false;
  let client: PgClient | null = null;
  // Notifications this process sent (numbered), committed, and received back.
  let sent = 0;
  let committed = 0;
  let echoed = 0;
  let waiters: Array<() => void> = [];

  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };

  const retry = () => {
    if (!stopped) setTimeout(listen, RECONNECT_MS).unref();
  };

  async function listen() {
    if (stopped) return;
    const connection = new Client(config);
    let heartbeat: NodeJS.Timeout | undefined;
    const lost = () => {
      clearInterval(heartbeat);
      if (client !== connection) return;
      client = null;
      listening = false;
      wake();
      connection.end().catch(() => undefined);
      retry();
    };
    connection.on('error', lost);
    connection.on('end', lost);
    connection.on('notification', ({ channel, payload = '' }) => {
      if (channel !== CHANNEL) return;
      const [from, count] = payload.split(':');
      if (from !== self) {
        known += 1;
        return;
      }
      echoed = Math.max(echoed, Number(count));
      if (echoed >= committed) wake();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // Once per outage: it is retried every second.
      if (!failing) strapi.log.warn(`Public cache: cannot listen for changes (${(error as Error).message}); not caching until it can`);
      failing = true;
      connection.end().catch(() => undefined);
      retry();
      return;
    }
    if (failing) strapi.log.info('Public cache: listening for changes again');
    failing = false;
    // The listener alone must not keep a process alive (scripts, test workers).
    connection.unref();
    client = connection;
    known += 1;
    listening = true;
    heartbeat = setInterval(() => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), HEARTBEAT_TIMEOUT_MS).unref());
      Promise.race([connection.query('SELECT 1'), timeout]).catch(lost);
    }, HEARTBEAT_MS).unref();
  }

  await listen();

  return {
    current: () => (listening ? known : null),
    latest: () => known,
    changed: oncePerTransaction(strapi, async (trx) => {
      const count = ++sent;
      await trx.raw('SELECT pg_notify(?, ?)', [CHANNEL, `${self}:${count}`]);
      return () => {
        known += 1;
        committed = Math.max(committed, count);
      };
    }),
    settled() {
      if (!listening || echoed >= committed) return undefined;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async stop() {
      stopped = true;
      listening = false;
      wake();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
