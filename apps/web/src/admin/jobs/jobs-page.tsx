import type { BackgroundJob, BackgroundJobKey, BackgroundJobRun } from '@durio/shared/schemas/background-jobs';
import { Badge } from '@/components/ui/badge';
import { apiPaths } from '@/lib/paths';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { QueryStates } from '../components/query-states';

/** How often the page asks again: jobs run every few seconds to every hour. */
const REFRESH_MS = 15_000;
const when = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' });
const at = (iso: string) => when.format(new Date(iso));

const jobs: Record<BackgroundJobKey, { title: string; does: string; counts?: string }> = {
  'order-expiry': {
    title: 'Order expiry',
    does: 'Cancels orders not paid in time and puts their stock back; asks the gateway first whether they were paid.',
  },
  'payment-reconciliation': {
    title: 'Payment reconciliation',
    does: 'Asks the gateway about payments nobody reported, then pays their order or refunds the money.',
  },
  'mail-outbox': { title: 'E-mail', does: 'Sends e-mail that could not go out at once, or that a restart left unsent.' },
  'account-erasure': { title: 'Account erasure', does: 'Erases accounts 30 days after their owner asked.', counts: 'accounts erased' },
  'unfinished-uploads': {
    title: 'Unfinished uploads',
    does: 'Removes uploads never completed within a day, and review photos no review used.',
  },
  'sandbox-webhooks': { title: 'Test gateway webhooks', does: "Sends the test gateway's payment webhooks.", counts: 'webhooks sent' },
};

/** 'expired 1 · paid 0', or '2 webhooks sent'. */
function describeOutcome(key: BackgroundJobKey, outcome: BackgroundJobRun['outcome']): string {
  if (outcome === null) return '';
  if (typeof outcome === 'number') return `${outcome} ${jobs[key].counts ?? 'done'}`;
  return Object.entries(outcome)
    .map(([what, n]) => `${what} ${n}`)
    .join(' · ');
}

function RecentRuns({ job }: { job: BackgroundJob }) {
  if (job.recentRuns.length === 0) return <p className="text-muted-foreground">No run has had anything to do yet.</p>;
  return (
    <details>
      <summary className="cursor-pointer text-primary">Recent runs that did something or failed ({job.recentRuns.length})</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Recent runs of {jobs[job.key].title}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">Started</th>
              <th scope="col" className="py-1 pr-4 font-medium">Copy</th>
              <th scope="col" className="py-1 font-medium">What happened</th>
            </tr>
          </thead>
          <tbody>
            {job.recentRuns.map((run) => (
              <tr key={`${run.copy}-${run.startedAt}`} className="border-t">
                <td className="py-1 pr-4 whitespace-nowrap">{at(run.startedAt)}</td>
                <td className="py-1 pr-4">{run.copy}</td>
                <td className={run.error ? 'py-1 text-destructive' : 'py-1'}>
                  {run.error ? `Failed: ${run.error}` : describeOutcome(job.key, run.outcome)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function JobCard({ job }: { job: BackgroundJob }) {
  const { title, does } = jobs[job.key];
  const lastRunFailed = job.lastFailedAt !== null && job.lastFailedAt === job.lastFinishedAt;
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {lastRunFailed ? <Badge variant="destructive">Last run failed</Badge> : <Badge variant="success">Running</Badge>}
      </div>
      <p className="text-muted-foreground">{does}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Last run</dt>
        <dd>
          {at(job.lastFinishedAt)} on {job.lastCopy}
          {job.lastOutcome !== null && `: ${describeOutcome(job.key, job.lastOutcome)}`}
        </dd>
        <dt className="font-medium">Last did something</dt>
        <dd>{job.lastWorkedAt ? at(job.lastWorkedAt) : 'Not yet'}</dd>
        <dt className="font-medium">Last failure</dt>
        <dd className={lastRunFailed ? 'text-destructive' : undefined}>
          {job.lastFailedAt ? `${at(job.lastFailedAt)}: ${job.lastError}` : 'None'}
        </dd>
        <dt className="font-medium">Runs</dt>
        <dd>
          {job.runs} in all, {job.failures} failed
        </dd>
      </dl>
      <RecentRuns job={job} />
    </li>
  );
}

/** What the shop does on its own, on every copy: when each job last ran and where, what it did, what failed. */
export function AdminJobsPage() {
  const query = useAdminQuery<{ items: BackgroundJob[] }>(apiPaths.admin.jobs, undefined, { refetchIntervalMs: REFRESH_MS });
  return (
    <AdminPage title="Background jobs">
      <p className="text-sm text-muted-foreground">
        Every copy of the shop runs these; each piece of work is done once, by whichever copy gets to it first. This page
        refreshes every 15 seconds.
      </p>
      <QueryStates
        query={query}
        loading="Loading background jobs..."
        failed="Failed to load background jobs"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No job has run yet', description: 'Jobs start with the shop and run within a minute.' }}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((job) => (
              <JobCard key={job.key} job={job} />
            ))}
          </ul>
        )}
      </QueryStates>
    </AdminPage>
  );
}
