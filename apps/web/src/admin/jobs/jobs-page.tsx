import type {
  BackgroundJob,
  BackgroundJobKey,
  BackgroundJobRun,
  BackgroundJobsReply,
  DependencyName,
  DependencyState,
} from '@durio/shared/schemas/background-jobs';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { locale, useT, type MessageKey, type Translate } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { QueryStates } from '../components/query-states';
import { useBackgroundJobs } from './api/list-background-jobs';

/** With seconds: jobs run every few seconds, and the page shows whether they still do. */
const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' });
const at = (iso: string) => when.format(new Date(iso));

type Key = MessageKey<'admin'>;

/** Each job's name, what it does, and what its count of work means when a run reports one number. */
const jobs: Record<BackgroundJobKey, { title: Key; does: Key; counts?: Key }> = {
  'order-expiry': { title: 'jobs.orderExpiry.title', does: 'jobs.orderExpiry.does' },
  'payment-reconciliation': { title: 'jobs.paymentReconciliation.title', does: 'jobs.paymentReconciliation.does' },
  'mail-outbox': { title: 'jobs.mailOutbox.title', does: 'jobs.mailOutbox.does' },
  'account-erasure': { title: 'jobs.accountErasure.title', does: 'jobs.accountErasure.does', counts: 'jobs.accountErasure.counts' },
  'unfinished-uploads': { title: 'jobs.unfinishedUploads.title', does: 'jobs.unfinishedUploads.does' },
  'low-stock-digest': { title: 'jobs.lowStockDigest.title', does: 'jobs.lowStockDigest.does' },
  'stock-alerts': { title: 'jobs.stockAlerts.title', does: 'jobs.stockAlerts.does' },
  'preorder-window-ends': { title: 'jobs.preorderWindowEnds.title', does: 'jobs.preorderWindowEnds.does' },
  'credit-expiry': { title: 'jobs.creditExpiry.title', does: 'jobs.creditExpiry.does', counts: 'jobs.creditExpiry.counts' },
  'data-exports': { title: 'jobs.dataExports.title', does: 'jobs.dataExports.does' },
  'sandbox-webhooks': { title: 'jobs.sandboxWebhooks.title', does: 'jobs.sandboxWebhooks.does', counts: 'jobs.sandboxWebhooks.counts' },
};

/** The counts the jobs report by name (expire-orders, reconcile-payments, the mail outbox, upload clean-up, the low-stock digest). */
const outcomeKeys: Record<string, Key> = {
  expired: 'jobs.outcome.expired',
  paid: 'jobs.outcome.paid',
  checked: 'jobs.outcome.checked',
  settled: 'jobs.outcome.settled',
  refunded: 'jobs.outcome.refunded',
  offered: 'jobs.outcome.offered',
  sent: 'jobs.outcome.sent',
  retrying: 'jobs.outcome.retrying',
  failed: 'jobs.outcome.failed',
  uploads: 'jobs.outcome.uploads',
  photos: 'jobs.outcome.photos',
  products: 'jobs.outcome.products',
  prepared: 'jobs.outcome.prepared',
  removed: 'jobs.outcome.removed',
};

/** 'expired 1 · paid 0', or '2 webhooks sent'. */
function describeOutcome(t: Translate<'admin'>, key: BackgroundJobKey, outcome: BackgroundJobRun['outcome']): string {
  if (outcome === null) return '';
  if (typeof outcome === 'number') {
    const counts = jobs[key].counts;
    // A job's own words are a plural form, which formats the number itself (#, in the page's language).
    return counts ? t(counts, { count: outcome }) : t('jobs.outcome.done', { count: formatNumber(outcome) });
  }
  return Object.entries(outcome)
    .map(([what, n]) => {
      const known = outcomeKeys[what];
      return known ? t(known, { count: formatNumber(n) }) : t('jobs.outcome.other', { what, count: formatNumber(n) });
    })
    .join(' · ');
}

function RecentRuns({ job }: { job: BackgroundJob }) {
  const t = useT('admin');
  if (job.recentRuns.length === 0) return <p className="text-muted-foreground">{t('jobs.runs.none')}</p>;
  return (
    <details>
      <summary className="cursor-pointer text-primary">{t('jobs.runs.summary', { count: formatNumber(job.recentRuns.length) })}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('jobs.runs.caption', { job: t(jobs[job.key].title) })}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('jobs.runs.started')}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('jobs.runs.copy')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('jobs.runs.outcome')}
              </th>
            </tr>
          </thead>
          <tbody>
            {job.recentRuns.map((run) => (
              <tr key={`${run.copy}-${run.startedAt}`} className="border-t">
                <td className="py-1 pr-4 whitespace-nowrap">{at(run.startedAt)}</td>
                <td className="py-1 pr-4">{run.copy}</td>
                <td className={run.error ? 'py-1 text-destructive' : 'py-1'}>
                  {run.error ? t('jobs.runs.failed', { error: run.error }) : describeOutcome(t, job.key, run.outcome)}
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
  const t = useT('admin');
  const { title, does } = jobs[job.key];
  const lastRunFailed = job.lastFailedAt !== null && job.lastFailedAt === job.lastFinishedAt;
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">{t(title)}</h2>
        {lastRunFailed ? <Badge variant="destructive">{t('jobs.lastRunFailed')}</Badge> : <Badge variant="success">{t('jobs.running')}</Badge>}
      </div>
      <p className="text-muted-foreground">{t(does)}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('jobs.lastRun')}</dt>
        <dd>
          {job.lastOutcome !== null
            ? t('jobs.lastRunOnWith', { date: at(job.lastFinishedAt), copy: job.lastCopy, outcome: describeOutcome(t, job.key, job.lastOutcome) })
            : t('jobs.lastRunOn', { date: at(job.lastFinishedAt), copy: job.lastCopy })}
        </dd>
        <dt className="font-medium">{t('jobs.lastWorked')}</dt>
        <dd>{job.lastWorkedAt ? at(job.lastWorkedAt) : t('jobs.notYet')}</dd>
        <dt className="font-medium">{t('jobs.lastFailure')}</dt>
        <dd className={lastRunFailed ? 'text-destructive' : undefined}>
          {job.lastFailedAt ? t('jobs.failureAt', { date: at(job.lastFailedAt), error: job.lastError }) : t('jobs.noFailure')}
        </dd>
        <dt className="font-medium">{t('jobs.runsLabel')}</dt>
        <dd>{t('jobs.runCounts', { runs: formatNumber(job.runs), failures: formatNumber(job.failures) })}</dd>
      </dl>
      <RecentRuns job={job} />
    </li>
  );
}

const dependencyNames: Record<DependencyName, Key> = {
  database: 'jobs.dependency.database',
  redis: 'jobs.dependency.redis',
  storage: 'jobs.dependency.storage',
  gateway: 'jobs.dependency.gateway',
  mail: 'jobs.dependency.mail',
};
const dependencyStates: Record<DependencyState['state'], { label: Key; variant: 'success' | 'destructive' | 'secondary' }> = {
  ok: { label: 'jobs.dependency.ok', variant: 'success' },
  failing: { label: 'jobs.dependency.failing', variant: 'destructive' },
  'not-used': { label: 'jobs.dependency.notUsed', variant: 'secondary' },
};

/**
 * What the shop depends on (docs/product/running.md, "When a part fails"): whether each part answers now and the last
 * fault seen, as the copy that answered saw them.
 */
function Dependencies({ data }: { data: BackgroundJobsReply }) {
  const t = useT('admin');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-lg border p-4 text-sm">
      <h2 id={titleId} className="text-base font-semibold">
        {t('jobs.dependencies.title')}
      </h2>
      <p className="text-muted-foreground">{t('jobs.dependencies.seenBy', { copy: data.copy })}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{t('jobs.dependencies.title')}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('jobs.dependencies.part')}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('jobs.dependencies.state')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('jobs.dependencies.lastFault')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.dependencies.map((dependency) => {
              const state = dependencyStates[dependency.state];
              return (
                <tr key={dependency.name} className="border-t">
                  <th scope="row" className="py-1 pr-4 font-medium">
                    {t(dependencyNames[dependency.name])}
                  </th>
                  <td className="py-1 pr-4">
                    <Badge variant={state.variant}>{t(state.label)}</Badge>
                  </td>
                  <td className="py-1">
                    {dependency.lastFaultAt
                      ? t('jobs.failureAt', { date: at(dependency.lastFaultAt), error: dependency.lastFault })
                      : t('jobs.noFailure')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** What the shop does on its own, on every copy: when each job last ran and where, what it did, what failed. */
export function AdminJobsPage() {
  const t = useT('admin');
  const query = useBackgroundJobs();
  return (
    <AdminPage title={t('nav.jobs')}>
      <p className="text-sm text-muted-foreground">{t('jobs.intro')}</p>
      <QueryStates
        query={query}
        loading={t('jobs.loading')}
        failed={t('jobs.failed')}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('jobs.empty.title'), description: t('jobs.empty.description') }}
      >
        {(data) => (
          <>
            <Dependencies data={data} />
            <ul className="grid gap-3">
              {data.items.map((job) => (
                <JobCard key={job.key} job={job} />
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </AdminPage>
  );
}
