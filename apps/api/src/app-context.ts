import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AuthHooks } from './lib/authenticate';
import type { CatalogueMemo } from './lib/catalogue-memo';
import type { Clock } from './lib/clock';
import type { FaultLog } from './lib/fault-log';
import type { Readiness } from './lib/readiness';
import type { SigningKeys } from './lib/signing-keys';
import type { MailDispatcher } from './mail/mail-dispatcher';
import type { Flows } from './flows/flows';
import type { PaymentGateway } from './gateway/gateway';
import type { UploadsService } from './modules/files/public';
import type { FileStorage } from './storage/file-storage';

/** What every module is built from. Tests build it with a fresh database and their own clock. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  keys: SigningKeys;
  auth: AuthHooks;
  gateway: PaymentGateway;
  storage: FileStorage;
  /** Sends the mail outbox; services call `mailer.kick()` after a commit that queued mail. */
  mailer: MailDispatcher;
  /** The processes that span modules (flows/), which routes that start one and the background jobs call. */
  flows: Flows;
  /** The shared Redis (REDIS_URL), for rate limits; none without it. */
  redis: Redis | undefined;
  /** List totals and the shop's filter choices, kept until the catalogue changes (lib/catalogue-memo.ts). */
  catalogueMemo: CatalogueMemo;
  /** Uploads and the file library; the background jobs clean up what was never finished. */
  uploads: UploadsService;
  /** Whether this copy's database, Redis and file storage answer now (GET /readyz, the console's Background jobs). */
  readiness: Readiness;
  /** The last fault this copy saw of each part it depends on (lib/fault-log.ts). */
  faults: FaultLog;
}
