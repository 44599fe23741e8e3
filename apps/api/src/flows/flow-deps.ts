import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateway/gateway';
import type { Clock } from '../lib/clock';

/** The part of a pino logger the money paths use to report what they leave to a retry. */
export interface FlowLogger {
  warn(obj: object, msg: string): void;
}

/** What the order and payment flows are built from (once per app, in app.ts). */
export interface FlowDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  log?: FlowLogger;
  /** Where queued e-mail goes out from (kicked after a commit), and the origin of its links. */
  mail: { kick(): void; publicUrl: string };
  /** How often the reconciler runs; the first check of a payment attempt waits this long. */
  reconcileSweepSeconds: number;
}

/**
 * How long a process may work on a payment attempt it claimed before another may take it over: longer
 * than the gateway calls made under it (a refund's retry asks, then refunds; each call gives up after
 * CURLEC_TIMEOUT_MS), short enough that money owed back after a crash goes back within a minute or two.
 */
export const PAYMENT_LEASE_MS = 60_000;
