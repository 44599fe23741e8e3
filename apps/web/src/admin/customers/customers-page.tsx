import type { CustomerSummary } from '@durio/shared/schemas/customers';
import { formatRm } from '@/lib/format';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { QueryStates } from '../components/query-states';
import { useTableParams } from '../components/use-table-params';

const LIMIT = 20;

const columns: AdminColumn<CustomerSummary>[] = [
  {
    id: 'name',
    header: 'Customer',
    cell: ({ row }) => (
      <Link to={paths.admin.customer(row.original.id)} className="font-medium text-primary hover:underline">
        {row.original.displayName}
      </Link>
    ),
  },
  { id: 'email', header: 'E-mail', enableSorting: false, cell: ({ row }) => row.original.email },
  {
    id: 'status',
    header: 'Account',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.deletionRequested ? (
        <Badge variant="destructive">Deletion requested</Badge>
      ) : row.original.emailVerified ? (
        <Badge variant="success">Verified</Badge>
      ) : (
        <Badge variant="secondary">Unverified</Badge>
      ),
  },
  { id: 'orders', header: 'Paid orders', enableSorting: false, cell: ({ row }) => row.original.paidOrders },
  { id: 'total-spent', header: 'Spent', cell: ({ row }) => formatRm(row.original.totalSpent) },
  { id: 'last-order', header: 'Last order', cell: ({ row }) => (row.original.lastOrderAt ? new Date(row.original.lastOrderAt).toLocaleDateString('en-MY') : '—') },
  { id: 'newest', header: 'Joined', cell: ({ row }) => new Date(row.original.createdAt).toLocaleDateString('en-MY') },
];

/** Customers, read only (DECISIONS §6): search, sort by spend or last order. */
export function AdminCustomersPage() {
  const params = useTableParams({ sort: 'newest' });
  const sort = params.get('sort');
  const query = useAdminQuery<{ items: CustomerSummary[]; meta: { totalCount: number } }>(apiPaths.admin.customers, {
    search: params.get('search') || undefined,
    sort,
    page: params.page,
    limit: LIMIT,
  });
  return (
    <AdminPage title="Customers">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="customer-search">Search</Label>
        <Input id="customer-search" type="search" placeholder="Name, e-mail or phone" defaultValue={params.get('search')} onChange={(e) => params.set({ search: e.target.value })} />
      </div>
      <QueryStates
        query={query}
        loading="Loading customers..."
        failed="Failed to load customers"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No customers found' }}
      >
        {(data) => (
          <DataTable
            caption="Customers"
            columns={columns}
            rows={data.items}
            rowKey={(c) => c.id}
            busy={query.isFetching}
            // Each column sorts one way: names A to Z, the biggest spender, the latest order and the newest first.
            sorting={[{ id: sort, desc: sort !== 'name' }]}
            onSortingChange={(next) => params.set({ sort: next[0]?.id ?? null })}
            paging={{ page: params.page, limit: LIMIT, total: data.meta.totalCount, onPage: params.setPage }}
          />
        )}
      </QueryStates>
    </AdminPage>
  );
}
