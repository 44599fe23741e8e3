import type { FarmListItem } from '@durio/shared/schemas/catalogue';
import { PlusIcon, SproutIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { formatDate, formatNumber } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { TableSearch } from '../components/table-search';
import { FarmStatusBadge } from '../components/status-badges';
import { useTableParams } from '../components/use-table-params';
import { useAdminFarms } from './api/list-admin-farms';
import { adminPaths } from '../components/admin-paths';

const LIMIT = 20;

/** Where a farm is: its location, with its state only when the location does not end with it already. */
function farmPlace({ location, state }: { location: string; state: string }): string {
  return location.toLowerCase().endsWith(state.toLowerCase()) ? location : `${location}, ${state}`;
}

const farmColumns = (t: Translate<'admin-catalogue'>): AdminColumn<FarmListItem>[] => [
  {
    id: 'name',
    header: t('farms.column.farm'),
    cell: ({ row }) => (
      <Link to={adminPaths.farm(row.original.id)} className="font-medium text-primary hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'location', header: t('farms.column.location'), enableSorting: false, cell: ({ row }) => farmPlace(row.original) },
  { id: 'status', header: t('farms.verification'), enableSorting: false, cell: ({ row }) => <FarmStatusBadge status={row.original.verificationStatus} /> },
  { id: 'certified', header: t('farms.column.certified'), enableSorting: false, cell: ({ row }) => (row.original.isCertified ? t('farms.yes') : t('farms.no')) },
  { id: 'trees', header: t('farms.column.trees'), enableSorting: false, cell: ({ row }) => formatNumber(row.original.treeCount) },
  {
    id: 'rating',
    header: t('farms.column.rating'),
    cell: ({ row }) =>
      row.original.reviewCount
        ? t('farms.rating', { rating: formatNumber(Math.round(row.original.rating * 10) / 10), count: formatNumber(row.original.reviewCount) })
        : '—',
  },
  { id: 'newest', header: t('farms.column.added'), cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** Farms of every status; a new farm waits as PENDING until it is verified. */
export function AdminFarmsPage() {
  const t = useT('admin-catalogue');
  const columns = useMemo(() => farmColumns(t), [t]);
  const params = useTableParams({ status: 'ALL', sort: 'name' });
  const status = params.get('status');
  const sort = params.get('sort');
  const query = useAdminFarms({
    verificationStatus: status,
    search: params.get('search') || undefined,
    sort,
    skip: (params.page - 1) * LIMIT,
    take: LIMIT,
  });

  return (
    <AdminPage
      title={t('farms.title')}
      actions={
        <Button asChild>
          <Link to={adminPaths.newFarm}>
            <PlusIcon aria-hidden="true" />
            {t('farms.add')}
          </Link>
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <TableSearch params={params} label={t('farms.search')} placeholder={t('farms.searchPlaceholder')} narrow />
        <div className="grid gap-1.5">
          <Label htmlFor="farm-status">{t('farms.verification')}</Label>
          <NativeSelect id="farm-status" value={status} onChange={(event) => params.set({ status: event.target.value })} fullWidth={false} className="w-44">
            <option value="ALL">{t('farms.filter.all')}</option>
            <option value="PENDING">{t('farmStatus.PENDING')}</option>
            <option value="VERIFIED">{t('farmStatus.VERIFIED')}</option>
            <option value="REJECTED">{t('farmStatus.REJECTED')}</option>
          </NativeSelect>
        </div>
      </div>
      <QueryStates
        query={query}
        loading={t('farms.loading')}
        failed={t('farms.failed')}
        isEmpty={(data) => data.meta.totalCount === 0}
        empty={{ title: t('farms.empty.title'), description: t('farms.empty.description') }}
      >
        {(data) => (
          <DataTable
            caption={t('farms.title')}
            columns={columns}
            rows={data.items}
            rowKey={(farm) => farm.id}
            busy={query.isFetching}
            // The farms call sorts each way one way: names A to Z, the best rated and the newest first.
            sorting={[{ id: sort, desc: sort !== 'name' }]}
            onSortingChange={(sorting) => params.set({ sort: sorting[0]?.id ?? null })}
            paging={{ page: params.page, limit: LIMIT, total: data.meta.totalCount, onPage: params.setPage, placeholder: query.isPlaceholderData }}
          />
        )}
      </QueryStates>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <SproutIcon className="size-4" aria-hidden="true" />
        {t('farms.note')}
      </p>
    </AdminPage>
  );
}
