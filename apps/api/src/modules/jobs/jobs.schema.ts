import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';

/**
 * The shop's background jobs (background-jobs.ts, decision record 021): when each last ran, on which copy,
 * what it did and what last failed, for the admin's 'Background jobs' page. One row per job, updated by
 * every run on any copy.
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }).notNull(),
  /** The copy that ran it last (host:pid). */
  lastCopy: text('last_copy').notNull(),
  /** What the last run did, as the job reports it ({ sent: 2, retrying: 0 }, a count, …); null when it failed. */
  lastOutcome: jsonb('last_outcome'),
  lastWorkedAt: timestamp('last_worked_at', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/** The runs that did something or failed (a run that found nothing due is counted, not kept); the latest 100 of each job. */
export const backgroundJobRuns = pgTable(
  'background_job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    copy: text('copy').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    outcome: jsonb('outcome'),
    error: text('error'),
  },
  (t) => [index('background_job_runs_job_idx').on(t.job, t.startedAt)],
);
