import path from 'node:path';
import { loadConfig } from '../../config';
import { createFileStorage } from '../../storage/create-file-storage';
import { openDatabase } from '../client';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

/** `npm run seed -w apps/api`: migrates the configured database and loads the demo data if it is empty. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate(config.migrationsDir);
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already holds data; demo data not loaded.');
      return;
    }
    const started = Date.now();
    const seeded = await seedDemoData({ db: database.db, storage: createFileStorage(config) });
    console.log(seeded ? `Demo data loaded in ${Date.now() - started} ms.` : 'Another process loaded the data first.');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
