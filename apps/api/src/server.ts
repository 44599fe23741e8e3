import { buildApp } from './app';
import { startBackgroundJobs } from './background-jobs';
import { loadConfig, secretsKeptOnThisMachine } from './config';
import { openPreparedDatabase } from './db/prepare-database';
import { loadSigningKeys } from './lib/signing-keys';
import { createFileStorage } from './storage/create-file-storage';

/**
 * Entry point: config → database (created, migrated and given the demo data if empty, the heavy part in a
 * short-lived child process: db/prepare-database.ts) → listen; closes cleanly on SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  const storage = createFileStorage(config);
  const keys = await loadSigningKeys({ privateJwk: config.jwtPrivateJwk, dataDir: config.dataDir });
  const app = await buildApp({ config, database, keys, storage });
  const stopBackgroundJobs = startBackgroundJobs(app.ctx, app.log);
  const localSecrets = secretsKeptOnThisMachine(config);
  if (config.databaseUrl && localSecrets.length > 0) {
    app.log.warn({ settings: localSecrets }, 'secrets generated into this copy\'s DATA_DIR: set them on every copy behind a load balancer');
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive for ever.
    setTimeout(() => process.exit(1), config.drainMs + 10_000).unref();
    // The load balancer sees /readyz answer 503 and stops sending; what it sends meanwhile is still served.
    app.stopServing();
    await new Promise((resolve) => setTimeout(resolve, config.drainMs));
    await app.close(); // stops accepting, lets in-flight requests finish
    await stopBackgroundJobs();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
