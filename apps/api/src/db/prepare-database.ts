import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot, type Config } from '../config';
import { createFileStorage } from '../storage/create-file-storage';
import { openDatabase, type Database } from './client';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

/** The part of the config that says which database to prepare, and how. */
export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir' | 'migrationsDir' | 'seedDemoData' | 's3'>;

const embeddedDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'db');

function openConfiguredDatabase(config: DatabaseConfig): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: embeddedDir(config) });
}

/**
 * The database of `config`, migrated, holding the demo data when the config asks for it and it was empty.
 * Creating an embedded database and loading the demo data run in a child process that exits when done:
 * both leave hundreds of megabytes behind in the process that does them (PGlite's initdb runs in a second
 * WebAssembly instance; the demo pictures are drawn by sharp on libuv's threads, whose malloc arenas keep
 * what they freed), and the server must stay lean (docs/decisions/020).
 */
export async function openPreparedDatabase(config: DatabaseConfig): Promise<Database> {
  // A new embedded database: the child creates it, migrates it and loads the demo data in one go.
  if (!config.databaseUrl && !fs.existsSync(path.join(embeddedDir(config), 'PG_VERSION'))) await prepareInChildProcess(config);
  let database = await openConfiguredDatabase(config);
  await database.migrate(config.migrationsDir);
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    // PostgreSQL on its first start, or an embedded database created while the demo data was off.
    // PGlite is one process's at a time: the child gets it while the server has it closed.
    if (database.kind === 'pglite') await database.close();
    await prepareInChildProcess(config);
    if (database.kind === 'pglite') database = await openConfiguredDatabase(config);
  }
  return database;
}

/** What the child process does: migrate, and load the demo data when asked and the database is empty. */
export async function prepareDatabase(config: DatabaseConfig): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate(config.migrationsDir);
    if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
      await seedDemoData({ db: database.db, storage: createFileStorage(config) });
    }
  } finally {
    await database.close();
  }
}

/**
 * Runs prepare-database-process (built: dist/, else the TypeScript source through tsx), hands it `config`
 * (over its IPC channel: a database URL in its arguments would show in `ps`) and waits for it to exit.
 * Its output is the server's; S3 credentials reach it in the environment, as they reach the server.
 */
async function prepareInChildProcess(config: DatabaseConfig): Promise<void> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fromSource
    ? path.join(apiRoot, 'src/db/prepare-database-process.ts')
    : path.join(apiRoot, 'dist/prepare-database-process.js');
  const child = fork(entry, [], {
    execArgv: fromSource ? ['--import', import.meta.resolve('tsx')] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(config);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`Preparing the database failed: ${entry} exited with ${code ?? 'a signal'}`);
}
