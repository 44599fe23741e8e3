// `tsx e2e/support/prepare-seeded-data-folder.ts DIR`, run by prepareSeededDataFolder (server.ts) in a process of
// its own: the preparation forks a TypeScript child, which vitest's globalSetup cannot do.
import { loadConfig } from '../../apps/api/src/config';
import { openPreparedDatabase } from '../../apps/api/src/db/prepare-database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: prepare-seeded-data-folder.ts DATA_DIR');
// The settings startServer gives every server that prepare its data folder (the others do not touch it).
const database = await openPreparedDatabase(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'on', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
await database.close();
