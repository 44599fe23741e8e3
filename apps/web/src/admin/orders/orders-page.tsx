import { adminOrderSorts, type AdminOrder } from '@durio/shared/schemas/orders';
import { formatDateTime, formatRm } from '@/lib/format';
import { orderNumber } from '@durio/shared/order-number';
import { orderStatuses } from '@durio/shared/order-status';
import { paymentStatuses } from '@durio/shared/payment-status';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT, type Translate } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { TableSearch } from '../components/table-search';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/status-badges';
import { orderStatusLabel, paymentStatusLabel } from '../components/status-labels';
import { useFileDownload } from '../components/use-file-download';
import { useTableParams } from '../components/use-table-params';
import { deliveryWhen, formatDeliveryDay } from '../components/delivery-format';
import { exportAdminOrders } from './api/export-admin-orders';
import { useAdminOrders } from './api/list-admin-orders';
import { BulkOrderActions } from './bulk-order-actions';
import { adminPaths } from '../components/admin-paths';

const LIMIT = 20;

/** The orders chosen for a bulk action, and how the list's checkboxes change them. */
interface Choice {
  chosen: ReadonlyMap<string, AdminOrder>;
  toggle: (order: AdminOrder, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  rows: readonly AdminOrder[];
}

/** The first column: a checkbox per order, and one in the header for every order of the page. */
const choiceColumn = (t: Translate<'admin'>, choice: Choice): AdminColumn<AdminOrder> => ({
  id: 'choose',
  enableSorting: false,
  header: () => {
    const chosenHere = choice.rows.filter((order) => choice.chosen.has(order.id)).length;
    return (
      <Checkbox
        aria-label={t('bulk.chooseAll')}
        checked={chosenHere === 0 ? false : chosenHere === choice.rows.length ? true : 'indeterminate'}
        onCheckedChange={(on) => choice.toggleAll(on === true)}
      />
    );
  },
  cell: ({ row }) => (
    <Checkbox
      aria-label={t('bulk.choose', { number: orderNumber(row.original.id) })}
      checked={choice.chosen.has(row.original.id)}
      onCheckedChange={(on) => choice.toggle(row.original, on === true)}
    />
  ),
});

const orderColumns = (t: Translate<'admin'>): AdminColumn<AdminOrder>[] => [
  {
    id: 'number',
    header: t('orders.column.order'),
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={adminPaths.order(row.original.id)} className="font-medium whitespace-nowrap text-primary hover:underline">
        {orderNumber(row.original.id)}
      </Link>
    ),
  },
  { id: 'date', header: t('orders.column.placed'), cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'customer',
    header: t('orders.column.customer'),
    enableSorting: false,
    cell: ({ row }) => row.original.customer?.displayName ?? <span className="text-muted-foreground">{t('orders.erasedAccount')}</span>,
  },
  { id: 'status', header: t('orders.column.status'), enableSorting: false, cell: ({ row }) => <OrderStatusBadge status={row.original.status} isPickup={row.original.isPickup} /> },
  { id: 'payment', header: t('orders.column.payment'), enableSorting: false, cell: ({ row }) => <PaymentStatusBadge status={row.original.paymentStatus} /> },
  {
    id: 'fulfilment',
    header: t('orders.column.fulfilment'),
    enableSorting: false,
    // A delivery's day and run under it, a pickup's collection day (docs/product/delivery.md, "The owner's day" and
    // "Pickup days"): what the packer, the driver and the point go by.
    cell: ({ row }) => {
      const order = row.original;
      const when = order.isPickup ? order.pickupDate && formatDeliveryDay(order.pickupDate, 'short') : deliveryWhen(order.delivery, 'short');
      return (
        <span className="grid">
          <span>{order.isPickup ? t('orders.fulfilment.pickup') : t('orders.fulfilment.delivery')}</span>
          {when && <span className="text-xs whitespace-nowrap text-muted-foreground">{when}</span>}
        </span>
      );
    },
  },
  // An amount or an order number broken over two lines ('RM / 348.06') reads as two things.
  { id: 'total', header: t('orders.column.total'), cell: ({ row }) => <span className="whitespace-nowrap">{formatRm(row.original.weighing?.total ?? row.original.total)}</span> },
];

/**
 * The delivery day and run filters: every zone's runs, from the shop's list of zones (staff may read it; its runs are
 * the console's). A run no longer offered (removed since the link was made) is still named as chosen.
 */
function DeliveryFilters({ deliveryDay, run, onChange }: { deliveryDay: string; run: string; onChange: (changes: Record<string, string | null>) => void }) {
  const t = useT('admin');
  const zones = useDeliveryZones().data ?? [];
  const known = zones.some((zone) => zone.slots.some((slot) => slot.id === run));
  return (
    // Wider than the other pairs: a run is named with its zone ('Klang Valley, 14:00–18:00').
    <div className="grid grid-cols-2 gap-2 lg:col-span-3 lg:grid-cols-[10rem_1fr]">
      <div className="grid gap-1.5">
        <Label htmlFor="order-delivery-day">{t('orders.filter.deliveryDay')}</Label>
        <Input id="order-delivery-day" type="date" value={deliveryDay} onChange={(e) => onChange({ deliveryDay: e.target.value })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-run">{t('orders.filter.run')}</Label>
        <NativeSelect id="order-run" value={run} onChange={(e) => onChange({ run: e.target.value })}>
          <option value="">{t('orders.filter.anyRun')}</option>
          {run && !known && <option value={run}>{t('orders.filter.chosenRun')}</option>}
          {/* The zone in each run's name: the closed select shows the run alone, and two zones may run at the same hours. */}
          {zones.flatMap((zone) =>
            zone.slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {t('orders.filter.runOption', { zone: zone.name, window: `${slot.startsAt}–${slot.endsAt}` })}
              </option>
            )),
          )}
        </NativeSelect>
      </div>
    </div>
  );
}

/** The table's sortable columns onto the orders call's sorts. */
const sortOfColumn = { date: ['oldest', 'newest'], total: ['total-asc', 'total-desc'] } as const;

/**
 * Orders with server-side paging, sorting and filters, their CSV export, and the abandoned checkouts
 * (unpaid attempts that expired or were replaced, docs/product/orders-and-payments.md) in their own view.
 */
export function AdminOrdersPage() {
  const t = useT('admin');
  const params = useTableParams({ view: 'orders', sort: 'newest' });
  const view = params.get('view');
  const sort = params.get('sort') as (typeof adminOrderSorts)[number];
  const filters = {
    view,
    sort,
    status: params.get('status') || undefined,
    paymentStatus: params.get('payment') || undefined,
    fulfilment: params.get('fulfilment') || undefined,
    search: params.get('search') || undefined,
    startDate: params.get('from') || undefined,
    endDate: params.get('to') || undefined,
    // The orders to deliver on a day and in one of its runs: the Deliveries page's calendar links here (docs/product/delivery.md).
    deliveryDate: params.get('deliveryDay') || undefined,
    deliverySlotId: params.get('run') || undefined,
  };
  const query = useAdminOrders({ ...filters, page: params.page, limit: LIMIT });
  // The orders chosen for a bulk action: those of the page shown, forgotten when the page or a filter changes.
  const [chosen, setChosen] = useState<ReadonlyMap<string, AdminOrder>>(new Map());
  const listKey = JSON.stringify({ ...filters, page: params.page });
  const [chosenIn, setChosenIn] = useState(listKey);
  if (chosenIn !== listKey) {
    setChosenIn(listKey);
    setChosen(new Map());
  }
  const rows = query.data?.items ?? [];
  const choice: Choice = {
    chosen,
    rows,
    toggle: (order, on) =>
      setChosen((current) => {
        const next = new Map(current);
        if (on) next.set(order.id, order);
        else next.delete(order.id);
        return next;
      }),
    toggleAll: (on) => setChosen(on ? new Map(rows.map((order) => [order.id, order])) : new Map()),
  };
  // Only placed orders can be moved on: abandoned checkouts have no box.
  const columns = view === 'orders' ? [choiceColumn(t, choice), ...orderColumns(t)] : orderColumns(t);
  const exporting = useFileDownload(() => exportAdminOrders(filters), { done: t('orders.export.done'), failed: t('orders.export.failed') });

  const sorting = Object.entries(sortOfColumn).flatMap(([id, [asc, desc]]) =>
    sort === asc ? [{ id, desc: false }] : sort === desc ? [{ id, desc: true }] : [],
  );

  return (
    <AdminPage
      title={t('nav.orders')}
      actions={
        <Button variant="outline" onClick={() => void exporting.download()} disabled={exporting.busy}>
          <DownloadIcon aria-hidden="true" />
          {exporting.busy ? t('orders.export.busy') : t('orders.export.button')}
        </Button>
      }
    >
      <div role="group" aria-label={t('orders.view.label')} className="inline-flex w-fit rounded-lg bg-muted p-1">
        {(
          [
            ['orders', t('nav.orders')],
            ['abandoned', t('orders.view.abandoned')],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            variant={view === value ? 'default' : 'ghost'}
            size="sm"
            aria-pressed={view === value}
            onClick={() => params.set({ view: value, status: null, payment: null })}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <TableSearch params={params} label={t('search.label')} placeholder={t('orders.searchPlaceholder')} className="lg:col-span-2" />
        {view === 'orders' && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="order-status">{t('orders.column.status')}</Label>
              <NativeSelect id="order-status" value={params.get('status')} onChange={(e) => params.set({ status: e.target.value })}>
                <option value="">{t('orders.filter.any')}</option>
                {orderStatuses.map((s) => (
                  <option key={s} value={s}>
                    {orderStatusLabel(t, s)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="order-payment">{t('orders.column.payment')}</Label>
              <NativeSelect id="order-payment" value={params.get('payment')} onChange={(e) => params.set({ payment: e.target.value })}>
                <option value="">{t('orders.filter.any')}</option>
                {paymentStatuses.map((s) => (
                  <option key={s} value={s}>
                    {paymentStatusLabel(t, s)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="order-fulfilment">{t('orders.filter.fulfilment')}</Label>
          <NativeSelect id="order-fulfilment" value={params.get('fulfilment')} onChange={(e) => params.set({ fulfilment: e.target.value })}>
            <option value="">{t('orders.filter.both')}</option>
            <option value="delivery">{t('orders.fulfilment.delivery')}</option>
            <option value="pickup">{t('orders.fulfilment.pickup')}</option>
          </NativeSelect>
        </div>
        {/* Two columns of their own on wide screens: squeezed into one, the dates were cut off at 1280 px. */}
        <div className="grid grid-cols-2 gap-2 lg:col-span-2">
          <div className="grid gap-1.5">
            <Label htmlFor="order-from">{t('orders.filter.from')}</Label>
            <Input id="order-from" type="date" value={params.get('from')} onChange={(e) => params.set({ from: e.target.value })} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="order-to">{t('orders.filter.to')}</Label>
            <Input id="order-to" type="date" value={params.get('to')} onChange={(e) => params.set({ to: e.target.value })} />
          </div>
        </div>
        <DeliveryFilters deliveryDay={params.get('deliveryDay')} run={params.get('run')} onChange={params.set} />
      </div>
      {chosen.size > 0 && <BulkOrderActions chosen={[...chosen.values()]} onDone={() => setChosen(new Map())} />}
      <QueryStates
        query={query}
        loading={t('orders.loading')}
        failed={t('orders.failed')}
        isEmpty={(data) => data.total === 0}
        empty={
          view === 'abandoned'
            ? { title: t('orders.empty.abandoned.title'), description: t('orders.empty.abandoned.description') }
            : { title: t('orders.empty.orders.title'), description: t('orders.empty.orders.description') }
        }
      >
        {(data) => (
          <DataTable
            caption={view === 'abandoned' ? t('orders.view.abandoned') : t('nav.orders')}
            columns={columns}
            rows={data.items}
            rowKey={(order) => order.id}
            busy={query.isFetching}
            sorting={sorting}
            onSortingChange={(next) => {
              const first = next[0];
              const choice = first ? sortOfColumn[first.id as keyof typeof sortOfColumn]?.[first.desc ? 1 : 0] : null;
              params.set({ sort: choice ?? null });
            }}
            paging={{ page: params.page, limit: LIMIT, total: data.total, onPage: params.setPage, placeholder: query.isPlaceholderData }}
          />
        )}
      </QueryStates>
    </AdminPage>
  );
}
