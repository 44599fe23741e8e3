import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';
import { isSandboxGateway } from './gateway/sandbox';
import { runPeriodically } from './lib/periodic-task';
import { createAccountErasure, ERASURE_SWEEP_MS } from './modules/profile/account-erasure';

/** How often uploads never completed (kept a day) are looked for. */
const UPLOAD_CLEANUP_MS = 60 * 60_000;
/** How often the sandbox gateway looks for webhooks that a restart or a refusal left unsent. */
const SANDBOX_WEBHOOK_SWEEP_MS = 5000;

/**
 * The work the server does on its own. Each job works only from the database and claims what it changes,
 * so a restart picks up where the last process stopped and several processes may run them side by side.
 * Returns the function that stops them and waits for the runs in progress.
 */
export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const every = (name: string, intervalMs: number, task: () => Promise<unknown>) =>
    runPeriodically(task, { intervalMs, runAtStart: true, onError: (err) => log.warn({ err }, `${name} failed`) });

  const stops = [
    every('order expiry', ctx.config.expirySweepSeconds * 1000, ctx.flows.expireOnce),
    every('payment reconciliation', ctx.config.reconcileSweepSeconds * 1000, ctx.flows.reconcileOnce),
    every('account erasure', ERASURE_SWEEP_MS, createAccountErasure(ctx).eraseDueAccounts),
    every('removal of unfinished uploads', UPLOAD_CLEANUP_MS, ctx.uploads.removeUnfinishedUploads),
  ];
  const gateway = ctx.gateway;
  if (isSandboxGateway(gateway)) {
    stops.push(every('sandbox webhooks', SANDBOX_WEBHOOK_SWEEP_MS, () => gateway.deliverDueWebhooks()));
  }
  // Retries mail that failed or that a crash left unsent; app.close() stops it.
  ctx.mailer.start();

  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
