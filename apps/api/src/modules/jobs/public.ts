/* What other code may use of the background jobs' records (docs/decisions/032); its tables are in jobs.schema.ts. */
export { recordJobRun } from './job-runs';
export { listBackgroundJobs } from './jobs.service';
