import type { DataExport } from '@durio/shared/schemas/data-exports';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { FormError, submitErrorMessage } from '@/components/form-error';
import { formatDateTime } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

/** What the customer's latest export is doing, in words. */
function describeExport(t: Translate<'account'>, latest: DataExport): string {
  switch (latest.status) {
    case 'pending':
      return t('yourData.pending');
    case 'ready':
      return t('yourData.ready', { date: formatDateTime(latest.readyAt!), expires: formatDateTime(latest.expiresAt!) });
    case 'downloaded':
      return t('yourData.downloaded', { date: formatDateTime(latest.downloadedAt!) });
    case 'expired':
      return t('yourData.expired', { date: formatDateTime(latest.expiresAt!) });
  }
}

/**
 * "Your data" on the Profile tab (docs/product/your-data.md): asks for a copy of everything the shop holds about the
 * customer, which comes by e-mail as a link that works once for 7 days, and says where the latest one is.
 */
export function YourData() {
  const t = useT('account');
  const latest = useDataExport();
  const requestExport = useRequestDataExport();
  const [error, setError] = useState<string | null>(null);
  const current = latest.data?.export ?? null;

  async function handleRequest() {
    setError(null);
    try {
      await requestExport.mutateAsync();
    } catch (failure) {
      // A 429 says how often one may ask, in the server's words (translated by the app).
      setError(submitErrorMessage(failure, t('yourData.failed')));
    }
  }

  return (
    <section aria-labelledby="your-data-title" className="grid gap-3 rounded-xl border p-5">
      <h2 id="your-data-title" className="text-lg font-semibold">
        {t('yourData.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('yourData.explanation')}</p>
      <p role="status" className="text-sm">
        {current ? describeExport(t, current) : ''}
      </p>
      <FormError message={error} />
      <BusyButton
        variant="outline"
        className="justify-self-start"
        busy={requestExport.isPending}
        busyLabel={t('yourData.requesting')}
        disabled={current?.status === 'pending'}
        onClick={handleRequest}
      >
        <DownloadIcon aria-hidden="true" />
        {t('yourData.download')}
      </BusyButton>
    </section>
  );
}
