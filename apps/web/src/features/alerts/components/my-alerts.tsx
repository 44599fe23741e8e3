import type { Alert } from '@durio/shared/schemas/alerts';
import { BellOffIcon, BellRingIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { alertTargetName, alertTargetPath } from '../alert-target-pages';
import { useCancelAlert } from '../api/cancel-alert';
import { useMyAlerts } from '../api/list-my-alerts';

const kindLabels = { product: 'alerts.kind.product', tree: 'alerts.kind.tree', variety: 'alerts.kind.variety' } as const;

/** Where an alert stands: told (once, for good), waiting for its address to be confirmed, or waiting for the fruit. */
function AlertState({ alert }: { alert: Alert }) {
  const t = useT('account');
  if (alert.notifiedAt) return <span>{t('alerts.told', { date: formatDate(alert.notifiedAt) })}</span>;
  if (!alert.confirmedAt) return <span className="text-amber-800 dark:text-amber-300">{t('alerts.unconfirmed')}</span>;
  return <span>{t('alerts.waiting')}</span>;
}

function AlertItem({ alert }: { alert: Alert }) {
  const t = useT('account');
  const cancel = useCancelAlert();
  const name = alertTargetName(alert.target);

  return (
    <article aria-label={name} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <Link to={alertTargetPath(alert.target)} className="hover:text-primary hover:underline">
              {name}
            </Link>
          </h3>
          <Badge variant="secondary">{t(kindLabels[alert.target.kind])}</Badge>
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          <span>{t('alerts.asked', { date: formatDate(alert.createdAt) })}</span>
          <AlertState alert={alert} />
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(alert.id, {
            onSuccess: () => toast.success(t('alerts.stopped', { name })),
            onError: (error) => toast.error(errorMessage(error, t('alerts.stopFailed'))),
          })
        }
      >
        <BellOffIcon aria-hidden="true" />
        {t('alerts.stop')}
        <span className="sr-only"> {t('alerts.stopTarget', { name })}</span>
      </Button>
    </article>
  );
}

/**
 * The profile's "My alerts" (docs/product/the-season.md, "Tell me when"): what the customer asked to be told about,
 * newest first, each linking to its page, when it was asked and told, and Stop.
 */
export function MyAlerts() {
  const t = useT('account');
  const alerts = useMyAlerts();

  let content;
  if (alerts.isPending) content = <LoadingState label={t('alerts.loading')} />;
  else if (alerts.isError) {
    content = (
      <ErrorState
        title={t('alerts.loadFailed')}
        message={errorMessage(alerts.error, '')}
        action={
          <Button variant="outline" size="sm" onClick={() => alerts.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (alerts.data.length === 0) {
    content = (
      <EmptyState icon={<BellRingIcon />} title={t('alerts.empty')} description={t('alerts.emptyText')} className="rounded-xl border border-dashed" />
    );
  } else {
    content = (
      <ul className="grid gap-3">
        {alerts.data.map((alert) => (
          <li key={alert.id}>
            <AlertItem alert={alert} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="alerts-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="alerts-title" className="text-xl font-semibold">
          {t('alerts.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('alerts.intro')}</p>
      </div>
      {content}
    </section>
  );
}
