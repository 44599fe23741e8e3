import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobRuns, backgroundJobs } from './jobs.schema';

/** Runs kept per job: enough to see a pattern of failures, bounded whatever the number of copies. */
const KEPT_RUNS = 100;

export interface JobRun {
  job: string;
  /** The copy of the shop that ran it (host:pid). */
  copy: string;
  startedAt: Date;
  finishedAt: Date;
  /** What the job reported it did; undefined when it failed. */
  outcome?: unknown;
  /** Why it failed. */
  error?: string;
}

/** Whether a job's report says it did anything: any positive count in it. */
export function didWork(outcome: unknown): boolean {
  if (typeof outcome === 'number') return outcome > 0;
  if (outcome !== null && typeof outcome === 'object') return Object.values(outcome).some(didWork);
  return false;
}

/**
 * Records one run: the job's summary row (last run, copy, outcome, last failure, counts) for every run, and
 * the run itself when it did something or failed, keeping the latest KEPT_RUNS of each job.
 */
export async function recordJobRun(db: Db, run: JobRun): Promise<void> {
  const failed = run.error !== undefined;
  const worked = !failed && didWork(run.outcome);
  const outcome = failed ? null : (run.outcome ?? null);
  await db
    .insert(backgroundJobs)
    .values({
      name: run.job,
      lastStartedAt: run.startedAt,
      lastFinishedAt: run.finishedAt,
      lastCopy: run.copy,
      lastOutcome: outcome,
      lastWorkedAt: worked ? run.finishedAt : null,
      lastFailedAt: failed ? run.finishedAt : null,
      lastError: run.error ?? null,
      runs: 1,
      failures: failed ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: backgroundJobs.name,
      set: {
        lastStartedAt: run.startedAt,
        lastFinishedAt: run.finishedAt,
        lastCopy: run.copy,
        lastOutcome: outcome,
        lastWorkedAt: worked ? run.finishedAt : sql`${backgroundJobs.lastWorkedAt}`,
        lastFailedAt: failed ? run.finishedAt : sql`${backgroundJobs.lastFailedAt}`,
        lastError: failed ? run.error : sql`${backgroundJobs.lastError}`,
        runs: sql`${backgroundJobs.runs} + 1`,
        failures: sql`${backgroundJobs.failures} + ${failed ? 1 : 0}`,
      },
    });
  if (!worked && !failed) return;
  await db.insert(backgroundJobRuns).values({ ...run, outcome, error: run.error ?? null });
  const oldestKept = db
    .select({ startedAt: backgroundJobRuns.startedAt })
    .from(backgroundJobRuns)
    .where(eq(backgroundJobRuns.job, run.job))
    .orderBy(desc(backgroundJobRuns.startedAt))
    .offset(KEPT_RUNS - 1)
    .limit(1);
  await db.delete(backgroundJobRuns).where(and(eq(backgroundJobRuns.job, run.job), lt(backgroundJobRuns.startedAt, oldestKept)));
}
