import { orderNumber } from '@durio/shared/order-number';
import type { CreditEntry } from '@durio/shared/schemas/credit';
import { RotateCcwIcon, WalletIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatDate, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useStoreCredit } from '../api/get-store-credit';

/** What an entry was, as the customer reads it: the shop's reason, or the order it was spent on or given back from. */
function EntryDescription({ entry }: { entry: CreditEntry }) {
  const t = useT('account');
  const order = entry.orderId ? (
    <Link to={paths.order(entry.orderId)} className="font-medium text-primary hover:underline">
      {orderNumber(entry.orderId)}
    </Link>
  ) : null;
  switch (entry.kind) {
    case 'issued':
      return (
        <>
          {t('storeCredit.kind.issued')}
          {entry.reason && <span className="text-muted-foreground">: {entry.reason}</span>}
        </>
      );
    case 'spent':
      return (
        <>
          {t('storeCredit.kind.spent')} {order}
        </>
      );
    case 'returned':
      return (
        <>
          {t('storeCredit.kind.returned')} {order}
        </>
      );
    case 'expired':
      return <>{t('storeCredit.kind.expired')}</>;
  }
}

function signedRm(amount: number): string {
  return amount > 0 ? `+${formatRm(amount)}` : amount < 0 ? `−${formatRm(-amount)}` : formatRm(0);
}

/** The profile's Store credit tab: the balance and every entry of the ledger (docs/product/store-credit.md). */
export function StoreCreditHistory() {
  const t = useT('account');
  const credit = useStoreCredit();

  let content;
  if (credit.isPending) content = <LoadingState label={t('storeCredit.loading')} />;
  else if (credit.isError) {
    content = (
      <ErrorState
        title={t('storeCredit.loadFailed')}
        message={errorMessage(credit.error, '')}
        action={
          <Button variant="outline" size="sm" onClick={() => credit.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (credit.data.entries.length === 0) {
    content = (
      <EmptyState
        icon={<WalletIcon />}
        title={t('storeCredit.empty')}
        description={t('storeCredit.emptyHint')}
        className="rounded-xl border border-dashed"
      />
    );
  } else {
    content = (
      <>
        <p className="text-lg">
          {t('storeCredit.balance')} <strong data-testid="store-credit-balance">{formatRm(credit.data.balance)}</strong>
        </p>
        {/* Unused credit expires whole (docs/product/store-credit.md, Expiry); any movement moves the date. */}
        {credit.data.expiresAt && (
          <p className="text-sm text-muted-foreground" data-testid="store-credit-expiry">
            {t('storeCredit.expiresOn', { amount: formatRm(credit.data.balance), date: formatDate(credit.data.expiresAt) })}
          </p>
        )}
        <table className="w-full text-sm">
          <caption className="sr-only">{t('storeCredit.history')}</caption>
          <thead className="text-left text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('storeCredit.date')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('storeCredit.what')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('storeCredit.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {credit.data.entries.map((entry) => (
              <tr key={entry.id} className="border-b last:border-0">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(entry.createdAt)}</td>
                <td className="py-2 pr-3">
                  <EntryDescription entry={entry} />
                </td>
                <td className={`py-2 text-right tabular-nums whitespace-nowrap ${entry.amount < 0 ? '' : 'text-emerald-700 dark:text-emerald-300'}`}>
                  {signedRm(entry.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section aria-labelledby="store-credit-title" className="grid gap-5">
      <h2 id="store-credit-title" className="text-xl font-semibold">
        {t('storeCredit.title')}
      </h2>
      {content}
    </section>
  );
}
