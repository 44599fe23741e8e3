import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The shop's database; tables come from their modules' `*.schema.ts` files (docs/decisions/032). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; functions that must run inside one take it as their first argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every `NOTIFY` on `channel` (from any process on this database,
   * this one included) until the returned function is called.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite: in `dataDir` when given, in memory otherwise
 * (tests; `loadDataDir` starts it from a `dumpDataDir()` tarball, the tests' migrated template). Same
 * schema and migrations for both.
 */
export async function openDatabase(options: { url?: string; poolSize?: number; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.url) {
    // No connectionTimeoutMillis: pg-pool counts the wait for a free connection in it, so at a peak's queue it would
    // fail requests that only had to wait; a server that is down refuses at once, and that answers 503.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, admin command) is replaced by the pool on next use;
    // without a listener its 'error' event would crash the process.
    pool.on('error', () => {});
    // So would a connection's own 'error' event while it is lent out between two queries (a transaction waiting on
    // the gateway, say) when PostgreSQL shuts down: its next query fails instead, which the request answers 503, and
    // the pool drops the connection when it comes back. The fault drill found it (cluster/faults.test.ts).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migrateOnePostgresAtATime(pool, migrationsFolder),
      listen: (channel, onMessage) => listenOnPostgres(options.url!, channel, onMessage),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers is most of the embedded database's memory (decision record 020: the
  // server after start must stay under 300 MB), and PGlite touches every page of them when it starts. 16 MB
  // holds the whole demo database (10 MB with PostgreSQL's catalogues, 3.4 MB of shop tables); a larger
  // shop's pages are read from the operating system's cache, where PGlite's files sit as well.
  const pgliteOptions = { postgresqlconf: 'shared_buffers = 16MB', loadDataDir: options.loadDataDir };
  const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/** Any number of our own: the advisory lock that lets one process at a time apply the migrations. */
const MIGRATION_LOCK = 7_212_026;

/**
 * Applies the migrations while holding a session lock, so copies started at once on a new release do not
 * apply the same migration side by side (the second would fail on what the first created); each waits,
 * then finds nothing left to apply.
 */
async function migrateOnePostgresAtATime(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the connection
 * drops (a server restart), it connects again a second later; what was notified in between is lost, which
 * the listeners must allow for (the catalogue cache's entries expire on their own).
 */
async function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function reconnectLater() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(reconnectLater);
    }, RECONNECT_DELAY_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) reconnectLater();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
