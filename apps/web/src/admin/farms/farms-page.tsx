import type { Farm } from '@durio/shared/schemas/catalogue';
import { PlusIcon, SproutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { FarmStatusBadge } from '../components/status-badges';
import { useTableParams } from '../components/use-table-params';

const LIMIT = 20;

const columns: AdminColumn<Farm>[] = [
  {
    id: 'name',
    header: 'Farm',
    cell: ({ row }) => (
      <Link to={paths.admin.farm(row.original.id)} className="font-medium text-primary hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'state', header: 'State', enableSorting: false, cell: ({ row }) => `${row.original.location}, ${row.original.state}` },
  { id: 'status', header: 'Verification', enableSorting: false, cell: ({ row }) => <FarmStatusBadge status={row.original.verificationStatus} /> },
  { id: 'certified', header: 'Certified', enableSorting: false, cell: ({ row }) => (row.original.isCertified ? 'Yes' : 'No') },
  { id: 'trees', header: 'Trees', enableSorting: false, cell: ({ row }) => row.original.treeCount },
  { id: 'rating', header: 'Rating', cell: ({ row }) => (row.original.reviewCount ? `${row.original.rating.toFixed(1)} (${row.original.reviewCount})` : '—') },
  { id: 'newest', header: 'Added', cell: ({ row }) => new Date(row.original.createdAt).toLocaleDateString('en-MY') },
];

/** Farms of every status; a new farm waits as PENDING until it is verified. */
export function AdminFarmsPage() {
  const params = useTableParams({ status: 'ALL', sort: 'name' });
  const status = params.get('status');
  const sort = params.get('sort');
  const query = useAdminQuery<{ items: Farm[]; meta: { totalCount: number } }>(apiPaths.farms, {
    verificationStatus: status,
    search: params.get('search') || undefined,
    sort,
    skip: (params.page - 1) * LIMIT,
    take: LIMIT,
  });

  return (
    <AdminPage
      title="Farms"
      actions={
        <Button asChild>
          <Link to={paths.admin.newFarm}>
            <PlusIcon aria-hidden="true" />
            Add farm
          </Link>
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="farm-search">Search</Label>
          <Input
            id="farm-search"
            type="search"
            placeholder="Name, place, specialty"
            defaultValue={params.get('search')}
            onChange={(event) => params.set({ search: event.target.value })}
            className="w-64"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="farm-status">Verification</Label>
          <NativeSelect id="farm-status" value={status} onChange={(event) => params.set({ status: event.target.value })} className="w-44">
            <option value="ALL">All</option>
            <option value="PENDING">Pending</option>
            <option value="VERIFIED">Verified</option>
            <option value="REJECTED">Rejected</option>
          </NativeSelect>
        </div>
      </div>
      <QueryStates
        query={query}
        loading="Loading farms..."
        failed="Failed to load farms"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No farms found', description: 'Add a farm, or change the filters.' }}
      >
        {(data) => (
          <DataTable
            caption="Farms"
            columns={columns}
            rows={data.items}
            rowKey={(farm) => farm.id}
            busy={query.isFetching}
            // The farms call sorts each way one way: names A to Z, the best rated and the newest first.
            sorting={[{ id: sort, desc: sort !== 'name' }]}
            onSortingChange={(sorting) => params.set({ sort: sorting[0]?.id ?? null })}
            paging={{ page: params.page, limit: LIMIT, total: data.meta.totalCount, onPage: params.setPage }}
          />
        )}
      </QueryStates>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <SproutIcon className="size-4" aria-hidden="true" />
        Shoppers see only verified farms and their durians.
      </p>
    </AdminPage>
  );
}
