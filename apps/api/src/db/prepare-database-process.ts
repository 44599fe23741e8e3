import { prepareDatabase, type DatabaseConfig } from './prepare-database';

/**
 * Entry of the short-lived process the server starts to create, migrate and fill its database
 * (prepare-database.ts, docs/decisions/020): it receives the server's database config as its one IPC
 * message, does the work and exits, 0 when done, 1 with the error on stderr.
 */
process.once('message', (config: DatabaseConfig) => {
  // A server that dies mid-start takes this process with it, as when the work ran inside the server.
  const exitWithServer = () => process.exit(1);
  process.once('disconnect', exitWithServer);
  prepareDatabase(config).then(
    () => {
      process.off('disconnect', exitWithServer);
      process.disconnect?.();
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
