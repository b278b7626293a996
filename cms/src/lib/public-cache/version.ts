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
// SQLite: a version row, and a signal file written after each commit that every process watches.
// ---------------------------------------------------------------------------------------------

const TABLE = 'qahve_public_cache_version';

/**
 * How often a process also looks at the signal file itself: the bound on how late it sees a change
 * whose notification never comes (a write made on another machine of a network file system, which
 * inotify does not report).
 */
export const LOOK_EVERY_MS = 1000;

type FileState = string | undefined;

async function sqliteVersion(strapi: Core.Strapi): Promise<CacheVersion> {
  const knex = strapi.db.connection;
  await knex.raw(`CREATE TABLE IF NOT EXISTS "${TABLE}" ("id" integer PRIMARY KEY, "version" integer NOT NULL)`);
  await knex.raw(`INSERT INTO "${TABLE}" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING`);

  // Written after every commit that changed public content (the version it committed), so that a
  // reader told of the change, who then reads the version row, reads a version at least as new as
  // that commit.
  const signal = `${strapi.config.get<string>('database.connection.connection.filename')}-public-cache`;
  /** What the periodic look compares: the contents (a version number, never written twice) and the times. */
  const look = (): FileState => {
    try {
      const stat = fs.statSync(signal);
      return `${stat.ino} ${stat.mtimeMs} ${stat.ctimeMs} ${fs.readFileSync(signal, 'utf8')}`;
    } catch {
      return undefined;
    }
  };

  let known = 0;
  // Changes to the file this process was told of, and how many of them the last read of the version
  // row started after: `known` is current while the two are equal.
  let notified = 1;
  let readAfter = 0;
  const notify = () => {
    notified += 1;
  };
  let watcher: fs.FSWatcher | null = null;
  let seen: FileState = look();
  let stopped = false;

  const readVersion = async () => {
    const after = notified;
    const row: { version: number | string } | undefined = await knex(TABLE).where({ id: 1 }).first('version');
    known = Math.max(known, Number(row?.version ?? 0));
    readAfter = after;
    return known;
  };

  /**
   * Watches the signal file (inotify on Linux). The kernel queues the notification while the writer
   * writes the file, before the writer answers; this process's event loop handles it before any
   * request that arrives later (both come through one epoll, in the order they became ready).
   */
  const watch = () => {
    watcher?.close();
    watcher = null;
    if (stopped) return;
    try {
      if (!fs.existsSync(signal)) fs.closeSync(fs.openSync(signal, 'a'));
      const current = fs.watch(signal, { persistent: false }, (event) => {
        notify();
        // Removed or replaced: the watch went with the old file.
        if (event === 'rename') setImmediate(watch);
      });
      current.on('error', () => {
        notify();
        if (watcher === current) setImmediate(watch);
      });
      watcher = current;
    } catch (error) {
      strapi.log.warn(`Public cache: cannot watch ${signal} (${(error as Error).message}); reading the version on every read until it can`);
    }
  };
  watch();

  // The look every LOOK_EVERY_MS: a change nobody was told of, or a watch to set up again.
  const timer = setInterval(() => {
    const now = look();
    if (now !== seen) notify();
    seen = now;
    if (!watcher) watch();
  }, LOOK_EVERY_MS).unref();

  // One read at a time. A request that finds one already running waits for the next one, which
  // starts after it arrived: the running read may have started before a commit it must see.
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
    current: () => (readAfter === notified && watcher ? known : refresh()),
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
    async stop() {
      stopped = true;
      clearInterval(timer);
      watcher?.close();
      watcher = null;
    },
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
  // Loaded only when PostgreSQL is the database: SQLite installs need not have `pg`.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
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
    if (!stopped) setTimeout(() => void listen(), RECONNECT_MS).unref();
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
