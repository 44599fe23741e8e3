import { adminOrderSorts, type AdminOrder } from '@durio/shared/schemas/orders';
import { formatRm } from '@/lib/format';
import { confirmationNumber } from '@durio/shared/order-number';
import { orderStatuses, paymentStatuses } from '@durio/shared/order-status';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiResponse, errorMessage } from '@/lib/api';
import { apiPaths, paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminCountedQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/status-badges';
import { useTableParams } from '../components/use-table-params';

const LIMIT = 20;
const placed = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });

const columns: AdminColumn<AdminOrder>[] = [
  {
    id: 'number',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={paths.admin.order(row.original.id)} className="font-medium text-primary hover:underline">
        {confirmationNumber(row.original.id)}
      </Link>
    ),
  },
  { id: 'date', header: 'Placed', cell: ({ row }) => placed.format(new Date(row.original.createdAt)) },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => row.original.customer?.displayName ?? <span className="text-muted-foreground">Erased account</span>,
  },
  { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <OrderStatusBadge status={row.original.status} isPickup={row.original.isPickup} /> },
  { id: 'payment', header: 'Payment', enableSorting: false, cell: ({ row }) => <PaymentStatusBadge status={row.original.paymentStatus} /> },
  { id: 'fulfilment', header: 'Delivery', enableSorting: false, cell: ({ row }) => (row.original.isPickup ? 'Pickup' : 'Delivery') },
  { id: 'total', header: 'Total', cell: ({ row }) => formatRm(row.original.total) },
];

/** The table's sortable columns onto the orders call's sorts. */
const sortOfColumn = { date: ['oldest', 'newest'], total: ['total-asc', 'total-desc'] } as const;

/**
 * Orders with server-side paging, sorting and filters, their CSV export, and the abandoned checkouts
 * (unpaid attempts that expired or were replaced, DECISIONS §5) in their own view.
 */
export function AdminOrdersPage() {
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
  };
  const query = useAdminCountedQuery<AdminOrder>(apiPaths.admin.orders, { ...filters, page: params.page, limit: LIMIT });
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const response = await apiResponse(apiPaths.admin.ordersExport, { query: filters });
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'durio-orders.csv';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success('Orders exported');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to export the orders'));
    } finally {
      setExporting(false);
    }
  }

  const sorting = Object.entries(sortOfColumn).flatMap(([id, [asc, desc]]) =>
    sort === asc ? [{ id, desc: false }] : sort === desc ? [{ id, desc: true }] : [],
  );

  return (
    <AdminPage
      title="Orders"
      actions={
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <DownloadIcon aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <div role="group" aria-label="Which orders" className="inline-flex w-fit rounded-lg bg-muted p-1">
        {(
          [
            ['orders', 'Orders'],
            ['abandoned', 'Abandoned checkouts'],
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
        <div className="grid gap-1.5 lg:col-span-2">
          <Label htmlFor="order-search">Search</Label>
          <Input
            id="order-search"
            type="search"
            placeholder="Order number, customer name or e-mail"
            defaultValue={params.get('search')}
            onChange={(e) => params.set({ search: e.target.value })}
          />
        </div>
        {view === 'orders' && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="order-status">Status</Label>
              <NativeSelect id="order-status" value={params.get('status')} onChange={(e) => params.set({ status: e.target.value })}>
                <option value="">Any</option>
                {orderStatuses.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="order-payment">Payment</Label>
              <NativeSelect id="order-payment" value={params.get('payment')} onChange={(e) => params.set({ payment: e.target.value })}>
                <option value="">Any</option>
                {paymentStatuses.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="order-fulfilment">Delivery or pickup</Label>
          <NativeSelect id="order-fulfilment" value={params.get('fulfilment')} onChange={(e) => params.set({ fulfilment: e.target.value })}>
            <option value="">Both</option>
            <option value="delivery">Delivery</option>
            <option value="pickup">Pickup</option>
          </NativeSelect>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="order-from">From</Label>
            <Input id="order-from" type="date" value={params.get('from')} onChange={(e) => params.set({ from: e.target.value })} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="order-to">To</Label>
            <Input id="order-to" type="date" value={params.get('to')} onChange={(e) => params.set({ to: e.target.value })} />
          </div>
        </div>
      </div>
      <QueryStates
        query={query}
        loading="Loading orders..."
        failed="Failed to load orders"
        isEmpty={(data) => data.items.length === 0}
        empty={
          view === 'abandoned'
            ? { title: 'No abandoned checkouts', description: 'Unpaid checkouts that expired or were replaced show here.' }
            : { title: 'No orders found', description: 'Orders show here once placed; change the filters to see others.' }
        }
      >
        {(data) => (
          <DataTable
            caption={view === 'abandoned' ? 'Abandoned checkouts' : 'Orders'}
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
            paging={{ page: params.page, limit: LIMIT, total: data.total, onPage: params.setPage }}
          />
        )}
      </QueryStates>
    </AdminPage>
  );
}
