import type { Db } from '../db/client';
import type { PaymentGateway } from '../gateway/gateway';
import type { Clock } from '../lib/clock';
import type { FileStorage } from '../storage/file-storage';

/** The part of a pino logger the money paths use to report what they leave to a retry. */
export interface FlowLogger {
  warn(obj: object, msg: string): void;
}

/** What the flows are built from (once per app, in app.ts). */
export interface FlowDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  storage: FileStorage;
  log?: FlowLogger;
  /**
   * Where queued e-mail goes out from (kicked after a commit), the origin of its links, and the shop's own address
   * (`SHOP_EMAIL`) for the e-mails to the shop.
   */
  mail: { kick(): void; publicUrl: string; shopEmail: string };
  /** How often the reconciler runs; the first check of a payment attempt waits this long. */
  reconcileSweepSeconds: number;
  /** How long a process holds a payment attempt it works on (PAYMENT_LEASE_SECONDS). */
  paymentLeaseMs: number;
  /** How long a new order waits for its payment before it expires. */
  orderExpiryMinutes: number;
  /** From this hour of the Malaysian day the day's low-stock e-mail is due (08 by default). */
  lowStockDigestHour: number;
  /** Told when the payment gateway could not be asked (the console's Background jobs page shows the last). */
  onGatewayFault?: (error: unknown) => void;
}
