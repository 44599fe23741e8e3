import { thisCopy } from './lib/this-copy';
import type { BackgroundJobKey } from '@durio/shared/schemas/background-jobs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';
import { isSandboxGateway } from './gateway/sandbox';
import { runPeriodically } from './lib/periodic-task';
import { recordJobRun } from './modules/jobs/public';

/** How often uploads never completed (kept a day) are looked for. */
const UPLOAD_CLEANUP_MS = 60 * 60_000;
/** How often accounts due for erasure are looked for. */
const ERASURE_SWEEP_MS = 60 * 60_000;
/** How often the day's low-stock digest is looked for: it goes out within this of 08:00 in Malaysia. */
const LOW_STOCK_DIGEST_SWEEP_MS = 5 * 60_000;
/** How often store credit due to expire is looked for (docs/product/store-credit.md, Expiry): it lasts months, so an hour late is nothing. */
const CREDIT_EXPIRY_SWEEP_MS = 60 * 60_000;
/** How often the sandbox gateway looks for webhooks that a restart or a refusal left unsent. */
const SANDBOX_WEBHOOK_SWEEP_MS = 5000;

/**
 * The work the server does on its own (decision record 021). Each job works only from the database and claims
 * what it changes, so a restart picks up where the last process stopped and several copies may run them side
 * by side: each due item is done once. Every run is recorded (modules/jobs/job-runs.ts) for the console.
 * Returns the function that stops them and waits for the runs in progress.
 */
export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const copy = thisCopy;

  async function runAndRecord(job: BackgroundJobKey, task: () => Promise<unknown>) {
    const startedAt = ctx.clock.now();
    let outcome: unknown;
    let error: string | undefined;
    try {
      outcome = await task();
    } catch (err) {
      log.warn({ err, job }, 'a background job failed; its next run tries again');
      error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    }
    await recordJobRun(ctx.db, { job, copy, startedAt, finishedAt: ctx.clock.now(), outcome, error });
  }

  const every = (job: BackgroundJobKey, intervalMs: number, task: () => Promise<unknown>) =>
    runPeriodically(() => runAndRecord(job, task), {
      intervalMs,
      runAtStart: true,
      onError: (err) => log.warn({ err, job }, 'could not record a run of a background job'),
    });

  const stops = [
    every('order-expiry', ctx.config.expirySweepSeconds * 1000, ctx.flows.expireOnce),
    every('payment-reconciliation', ctx.config.reconcileSweepSeconds * 1000, ctx.flows.reconcileOnce),
    // Mail also goes out right after each change commits; this sends retries and what a crash left behind.
    every('mail-outbox', ctx.config.mailSweepSeconds * 1000, ctx.mailer.dispatchDue),
    every('account-erasure', ERASURE_SWEEP_MS, ctx.flows.eraseDueAccounts),
    every('unfinished-uploads', UPLOAD_CLEANUP_MS, ctx.uploads.removeUnfinishedUploads),
    every('low-stock-digest', LOW_STOCK_DIGEST_SWEEP_MS, ctx.flows.sendLowStockDigestOnce),
    every('stock-alerts', ctx.config.alertSweepSeconds * 1000, ctx.flows.notifyStockAlertsOnce),
    every('preorder-window-ends', ctx.config.preorderSweepSeconds * 1000, ctx.flows.endPreorderWindowsOnce),
    every('credit-expiry', CREDIT_EXPIRY_SWEEP_MS, ctx.flows.expireCreditOnce),
    every('data-exports', ctx.config.dataExportSweepSeconds * 1000, ctx.flows.exportAccountDataOnce),
  ];
  const gateway = ctx.gateway;
  if (isSandboxGateway(gateway)) {
    stops.push(every('sandbox-webhooks', SANDBOX_WEBHOOK_SWEEP_MS, () => gateway.deliverDueWebhooks()));
  }

  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
