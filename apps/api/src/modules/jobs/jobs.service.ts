import type { BackgroundJob, BackgroundJobKey, BackgroundJobsReply } from '@durio/shared/schemas/background-jobs';
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FaultLog } from '../../lib/fault-log';
import type { Readiness } from '../../lib/readiness';
import { thisCopy } from '../../lib/this-copy';
import { describeDependencies } from './dependencies';
import { backgroundJobRuns, backgroundJobs } from './jobs.schema';

/** Runs shown per job on the console's page. */
const RECENT_RUNS = 10;

type Outcome = BackgroundJob['lastOutcome'];

/**
 * Every job that has run on any copy, with its latest runs that did something or failed; and each part the shop
 * depends on, as the copy that answers sees it.
 */
export async function listBackgroundJobs(db: Db, seen: { readiness: Readiness; faults: FaultLog; now: Date }): Promise<BackgroundJobsReply> {
  const ranked = db
    .select({
      job: backgroundJobRuns.job,
      copy: backgroundJobRuns.copy,
      startedAt: backgroundJobRuns.startedAt,
      finishedAt: backgroundJobRuns.finishedAt,
      outcome: backgroundJobRuns.outcome,
      error: backgroundJobRuns.error,
      rank: sql<number>`row_number() over (partition by ${backgroundJobRuns.job} order by ${backgroundJobRuns.startedAt} desc)`.as('rank'),
    })
    .from(backgroundJobRuns)
    .as('ranked');
  const [jobs, runs] = await Promise.all([
    db.select().from(backgroundJobs).orderBy(asc(backgroundJobs.name)),
    db.select().from(ranked).where(sql`${ranked.rank} <= ${RECENT_RUNS}`).orderBy(desc(ranked.startedAt)),
  ]);
  return {
    copy: thisCopy,
    dependencies: await describeDependencies(seen.readiness, seen.faults, seen.now),
    items: jobs.map((job) => ({
      key: job.name as BackgroundJobKey,
      lastStartedAt: job.lastStartedAt.toISOString(),
      lastFinishedAt: job.lastFinishedAt.toISOString(),
      lastCopy: job.lastCopy,
      lastOutcome: job.lastOutcome as Outcome,
      lastWorkedAt: job.lastWorkedAt?.toISOString() ?? null,
      lastFailedAt: job.lastFailedAt?.toISOString() ?? null,
      lastError: job.lastError,
      runs: job.runs,
      failures: job.failures,
      recentRuns: runs
        .filter((run) => run.job === job.name)
        .map((run) => ({
          copy: run.copy,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt.toISOString(),
          outcome: run.outcome as Outcome,
          error: run.error,
        })),
    })),
  };
}
