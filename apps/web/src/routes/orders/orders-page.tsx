import { PackageIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { useOrders } from '@/features/orders/api/list-orders';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { OrderCard } from './order-card';

export function OrdersPage() {
  const t = useT('buying');
  useDocumentTitle(t('orders.title'));
  const auth = useRequireSignIn(t('orders.signInRequired'));
  const orders = useOrders();
  // One order's updates open at a time.
  const [openUpdates, setOpenUpdates] = useState<string | null>(null);

  let content;
  if (auth.isLoading || !auth.isSignedIn) content = <LoadingState label={t('loading')} />;
  else if (orders.isPending) content = <LoadingState label={t('orders.loading')} />;
  else if (orders.isError) content = <ErrorState title={t('orders.error')} />;
  else if (orders.data.length === 0) {
    content = (
      <EmptyState
        icon={<PackageIcon />}
        title={t('orders.empty.title')}
        description={t('orders.empty.description')}
        action={
          <Link to={paths.shop} className={buttonVariants()}>
            {t('orders.empty.action')}
          </Link>
        }
        className="rounded-xl border bg-card"
      />
    );
  } else {
    content = (
      <section aria-labelledby="order-history-title" className="grid gap-5">
        <h2 id="order-history-title" className="text-xl font-semibold">
          {t('orders.history')}
        </h2>
        <ul className="grid gap-5">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                updatesOpen={openUpdates === order.id}
                onToggleUpdates={() => setOpenUpdates((current) => (current === order.id ? null : order.id))}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{t('orders.title')}</h1>
          <p className="text-muted-foreground">{t('orders.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={() => orders.refetch()} disabled={!auth.isSignedIn || orders.isFetching}>
          <RefreshCwIcon className={cn(orders.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('actions.refresh')}
        </Button>
      </div>
      {content}
    </div>
  );
}
