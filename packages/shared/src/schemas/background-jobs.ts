import { z } from 'zod';

/** The shop's background jobs, by the key their runs are recorded under (apps/api/src/background-jobs.ts). */
export const backgroundJobKeys = [
  'order-expiry',
  'payment-reconciliation',
  'mail-outbox',
  'account-erasure',
  'unfinished-uploads',
  'low-stock-digest',
  'stock-alerts',
  'preorder-window-ends',
  'credit-expiry',
  'data-exports',
  'sandbox-webhooks',
] as const;
export type BackgroundJobKey = (typeof backgroundJobKeys)[number];

/** What a run did, as the job counts it: a number, or counts by kind ({ sent: 2, retrying: 0, failed: 0 }). */
const outcomeSchema = z.union([z.number(), z.record(z.string(), z.number())]).nullable();

export const backgroundJobRunSchema = z.object({
  copy: z.string().describe('The copy of the shop that ran it (host:pid)'),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  outcome: outcomeSchema,
  error: z.string().nullable(),
});
export type BackgroundJobRun = z.infer<typeof backgroundJobRunSchema>;

export const backgroundJobSchema = z.object({
  key: z.enum(backgroundJobKeys),
  lastStartedAt: z.iso.datetime(),
  lastFinishedAt: z.iso.datetime(),
  lastCopy: z.string(),
  lastOutcome: outcomeSchema.describe('What the last run did; null when it failed'),
  lastWorkedAt: z.iso.datetime().nullable().describe('When a run last did something'),
  lastFailedAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
  recentRuns: z.array(backgroundJobRunSchema).describe('The latest runs that did something or failed, newest first'),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** The parts the shop depends on, as the console's Background jobs page lists them (docs/product/running.md). */
export const dependencyNames = ['database', 'redis', 'storage', 'gateway', 'mail'] as const;
export type DependencyName = (typeof dependencyNames)[number];

export const dependencyStateSchema = z.object({
  name: z.enum(dependencyNames),
  /** 'failing': not answering now (the database, Redis, the storage) or a fault in the last 10 minutes (the gateway, mail). */
  state: z.enum(['ok', 'failing', 'not-used']),
  lastFaultAt: z.iso.datetime().nullable(),
  lastFault: z.string().nullable(),
});
export type DependencyState = z.infer<typeof dependencyStateSchema>;

export const backgroundJobsReplySchema = z.object({
  items: z.array(backgroundJobSchema),
  dependencies: z.array(dependencyStateSchema).describe('Each part the shop depends on, as the copy that answers sees it'),
  /** The copy that answered (host:pid): the dependencies' faults are the ones it saw. */
  copy: z.string(),
});
export type BackgroundJobsReply = z.infer<typeof backgroundJobsReplySchema>;
