import type { CustomerSummary } from '@durio/shared/schemas/customers';
import { formatDate, formatNumber, formatRm } from '@/lib/format';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useT, type Translate } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { QueryStates } from '../components/query-states';
import { TableSearch } from '../components/table-search';
import { useTableParams } from '../components/use-table-params';
import { useCustomers } from './api/list-customers';
import { adminPaths } from '../components/admin-paths';

const LIMIT = 20;

const customerColumns = (t: Translate<'admin'>): AdminColumn<CustomerSummary>[] => [
  {
    id: 'name',
    header: t('customers.column.customer'),
    cell: ({ row }) => (
      <Link to={adminPaths.customer(row.original.id)} className="font-medium text-primary hover:underline">
        {row.original.displayName}
      </Link>
    ),
  },
  { id: 'email', header: t('customers.column.email'), enableSorting: false, cell: ({ row }) => row.original.email },
  {
    id: 'status',
    header: t('customers.column.account'),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.deletionRequested ? (
        <Badge variant="destructive">{t('customers.deletionRequested')}</Badge>
      ) : row.original.emailVerified ? (
        <Badge variant="success">{t('customers.verified')}</Badge>
      ) : (
        <Badge variant="secondary">{t('customers.unverified')}</Badge>
      ),
  },
  { id: 'orders', header: t('customers.column.paidOrders'), enableSorting: false, cell: ({ row }) => formatNumber(row.original.paidOrders) },
  { id: 'total-spent', header: t('customers.column.spent'), cell: ({ row }) => formatRm(row.original.totalSpent) },
  { id: 'last-order', header: t('customers.column.lastOrder'), cell: ({ row }) => (row.original.lastOrderAt ? formatDate(row.original.lastOrderAt) : '—') },
  { id: 'newest', header: t('customers.column.joined'), cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** Customers, read only (docs/product/admin-console.md): search, sort by spend or last order. */
export function AdminCustomersPage() {
  const t = useT('admin');
  const columns = useMemo(() => customerColumns(t), [t]);
  const params = useTableParams({ sort: 'newest' });
  const sort = params.get('sort');
  const query = useCustomers({
    search: params.get('search') || undefined,
    sort,
    page: params.page,
    limit: LIMIT,
  });
  return (
    <AdminPage title={t('nav.customers')}>
      <TableSearch params={params} label={t('search.label')} placeholder={t('customers.searchPlaceholder')} className="max-w-sm" />
      <QueryStates
        query={query}
        loading={t('customers.loading')}
        failed={t('customers.failed')}
        isEmpty={(data) => data.meta.totalCount === 0}
        empty={{ title: t('customers.empty') }}
      >
        {(data) => (
          <DataTable
            caption={t('nav.customers')}
            columns={columns}
            rows={data.items}
            rowKey={(c) => c.id}
            busy={query.isFetching}
            // Each column sorts one way: names A to Z, the biggest spender, the latest order and the newest first.
            sorting={[{ id: sort, desc: sort !== 'name' }]}
            onSortingChange={(next) => params.set({ sort: next[0]?.id ?? null })}
            paging={{ page: params.page, limit: LIMIT, total: data.meta.totalCount, onPage: params.setPage, placeholder: query.isPlaceholderData }}
          />
        )}
      </QueryStates>
    </AdminPage>
  );
}
