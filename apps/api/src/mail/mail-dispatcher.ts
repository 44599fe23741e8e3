import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isDatabaseUnreachable } from '../db/unreachable';
import { outboxEmails } from './outbox.schema';
import type { Clock } from '../lib/clock';
import { createMailTransport, SMTP_TIMEOUTS, type MailTransport } from './mail-transport';

/** After this many failed attempts a message is marked 'failed' and left for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 8;
/** Messages claimed per query; a pass keeps going until no due message is left. */
const BATCH = 20;
/**
 * A claimed message that is neither sent nor failed by then (the copy that claimed it died) is tried again by
 * any copy: twice the longest a send may take before its SMTP timeouts fail it, so a slow but live send is
 * not doubled, and a dead copy's mail waits less than two minutes.
 */
const CLAIM_MS = 2 * (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout);

/**
 * Writes a sent (or failed) message's outcome, trying again each second while the database is away: a message the
 * mail server took while PostgreSQL restarts would otherwise be sent again once its claim lapses. It gives up
 * before the claim does, so no other copy sends it meanwhile (docs/product/running.md, "When a part fails").
 */
async function recordOutcome(write: () => Promise<unknown>): Promise<void> {
  const giveUpAt = Date.now() + CLAIM_MS / 2;
  for (;;) {
    try {
      await write();
      return;
    } catch (err) {
      if (!isDatabaseUnreachable(err) || Date.now() > giveUpAt) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** 1, 2, 4 … 64 minutes after the 1st … 7th failure: about two hours of outage before giving up. */
export function retryDelayMs(failedAttempts: number): number {
  return 60_000 * 2 ** Math.max(0, failedAttempts - 1);
}

export interface MailLogger {
  warn(obj: object, msg: string): void;
}

export interface DispatchResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailDispatcherDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>;
  log?: MailLogger;
  transport?: MailTransport;
  /** Told of each message the mail server would not take (the console's Background jobs page shows the last). */
  onFault?: (error: unknown) => void;
}

/**
 * Sends the outbox (outbox_emails). Works only from the table, so mail survives a crash or an SMTP outage,
 * and claims each row with a conditional update, so several processes (or a kick during a sweep) never
 * send one message twice at the same time.
 */
export function createMailDispatcher({ db, clock, config, log, transport, onFault }: MailDispatcherDeps) {
  const mailTransport = transport ?? createMailTransport(config);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Sends one message it managed to claim; the outcome is written back to its row. */
  async function deliver(row: typeof outboxEmails.$inferSelect, result: DispatchResult): Promise<void> {
    const now = clock.now();
    const [claimed] = await db
      .update(outboxEmails)
      .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending'), eq(outboxEmails.attempts, row.attempts)))
      .returning();
    if (!claimed) return;
    try {
      await mailTransport.send({
        id: claimed.id,
        from: config.mailFrom,
        to: claimed.to,
        subject: claimed.subject,
        text: claimed.text,
        html: claimed.html,
        headers: claimed.headers,
      });
    } catch (err) {
      const gaveUp = claimed.attempts >= MAX_MAIL_ATTEMPTS;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await recordOutcome(() =>
        db
          .update(outboxEmails)
          .set({
            status: gaveUp ? 'failed' : 'pending',
            lastError,
            nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(claimed.attempts)),
          })
          .where(eq(outboxEmails.id, claimed.id)),
      );
      log?.warn({ err, mailId: claimed.id, attempts: claimed.attempts, gaveUp }, 'could not send an e-mail');
      onFault?.(err);
      result[gaveUp ? 'failed' : 'retrying'] += 1;
      return;
    }
    await recordOutcome(() =>
      db.update(outboxEmails).set({ status: 'sent', sentAt: clock.now(), lastError: null }).where(eq(outboxEmails.id, claimed.id)),
    );
    result.sent += 1;
  }

  /** Sends every message that is due now: never tried yet, or its retry time has come. */
  async function dispatchDue(): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const due = await db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.status, 'pending'),
            // A new message is due at once, whatever the clock says about the row's default time.
            or(eq(outboxEmails.attempts, 0), lte(outboxEmails.nextAttemptAt, clock.now())),
          ),
        )
        .orderBy(asc(outboxEmails.createdAt))
        .limit(BATCH);
      for (const row of due) await deliver(row, result);
      // Each row is now sent, failed or scheduled for later, so this ends.
      if (due.length < BATCH || stopped) return result;
    }
  }

  /** One pass at a time in this process; a request during a pass runs one more pass after it. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await dispatchDue();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** Starts sending what was just committed, without waiting for it; call it after the transaction. */
  function kick(): void {
    if (stopped) return;
    run().catch((err: unknown) => log?.warn({ err }, 'mail dispatch failed; the sweep retries it'));
  }

  /** Resolves once everything due has been handled (tests await delivery with it). */
  async function flush(): Promise<void> {
    await run();
  }

  /** Stops sending and waits for the pass under way (the background job sweeps what is left, on any copy). */
  async function stop(): Promise<void> {
    stopped = true;
    await running?.catch(() => {});
  }

  return { dispatchDue, kick, flush, stop };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
