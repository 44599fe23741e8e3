import type { Category, Farm, Product } from '@durio/shared/schemas/catalogue';
import { formatRm } from '@/lib/format';
import { PackageIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { sortingOf, sortOf, useTableParams } from '../components/use-table-params';

const LIMIT = 20;

/** The stock cell: edited in place, saved on Enter or when focus leaves. */
function StockCell({ product }: { product: Product }) {
  const [value, setValue] = useState(String(product.stock));
  const save = useAdminMutation({ success: `Stock of ${product.name} saved`, failure: 'Failed to save the stock' });
  const commit = () => {
    const stock = Number(value);
    if (!Number.isInteger(stock) || stock < 0) {
      setValue(String(product.stock));
      return;
    }
    if (stock !== product.stock) save.mutate({ method: 'PUT', path: apiPaths.product(product.id), body: { stock } });
  };
  return (
    <Input
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      aria-label={`Stock of ${product.name}`}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      className="h-8 w-20"
    />
  );
}

const columns: AdminColumn<Product>[] = [
  {
    id: 'name',
    header: 'Product',
    cell: ({ row }) => (
      <Link to={paths.admin.product(row.original.id)} className="flex items-center gap-2 font-medium text-primary hover:underline">
        {row.original.media[0]?.url.thumbnail ? (
          <img src={row.original.media[0].url.thumbnail} alt="" className="size-9 rounded object-cover" />
        ) : (
          <span className="flex size-9 items-center justify-center rounded bg-muted">
            <PackageIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          </span>
        )}
        {row.original.name}
      </Link>
    ),
  },
  { id: 'farm', header: 'Farm', enableSorting: false, cell: ({ row }) => row.original.farm.name },
  { id: 'price', header: 'Price', cell: ({ row }) => formatRm(row.original.salePrice ?? row.original.price) },
  { id: 'stock', header: 'Stock', cell: ({ row }) => <StockCell key={`${row.original.id}-${row.original.stock}`} product={row.original} /> },
  {
    id: 'available',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.available ? (
        row.original.farm.verificationStatus === 'VERIFIED' ? (
          <Badge variant="success">On sale</Badge>
        ) : (
          <Badge variant="warning">Farm not verified</Badge>
        )
      ) : (
        <Badge variant="secondary">Hidden</Badge>
      ),
  },
];

/** Products sort by the shop's sorts plus stock; the table's columns map onto them. */
const columnSorts: Record<string, [string, string]> = {
  name: ['name-asc', 'name-desc'],
  price: ['price-asc', 'price-desc'],
  stock: ['stock-asc', 'stock-desc'],
};

export function AdminProductsPage() {
  const params = useTableParams({ sort: 'newest' });
  const sort = params.get('sort');
  const farms = useAdminQuery<{ items: Farm[] }>(apiPaths.farms, { verificationStatus: 'ALL', take: 100, sort: 'name' });
  const categories = useAdminQuery<Category[]>(apiPaths.categories);
  const query = useAdminQuery<{ data: Product[]; total: number }>(apiPaths.admin.products, {
    search: params.get('search') || undefined,
    farmId: params.get('farm') || undefined,
    categoryId: params.get('category') || undefined,
    available: params.get('available') || undefined,
    stock: params.get('stock') || undefined,
    sort,
    skip: (params.page - 1) * LIMIT,
    take: LIMIT,
  });
  const sorting = Object.entries(columnSorts).flatMap(([id, [asc, desc]]) =>
    sort === asc ? sortingOf(`${id}-asc`) : sort === desc ? sortingOf(`${id}-desc`) : [],
  );

  return (
    <AdminPage
      title="Products"
      actions={
        <Button asChild>
          <Link to={paths.admin.newProduct}>
            <PlusIcon aria-hidden="true" />
            Add product
          </Link>
        </Button>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid gap-1.5 lg:col-span-1">
          <Label htmlFor="product-search">Search</Label>
          <Input id="product-search" type="search" defaultValue={params.get('search')} onChange={(e) => params.set({ search: e.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-farm">Farm</Label>
          <NativeSelect id="product-farm" value={params.get('farm')} onChange={(e) => params.set({ farm: e.target.value })}>
            <option value="">All farms</option>
            {farms.data?.items.map((farm) => (
              <option key={farm.id} value={farm.id}>
                {farm.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-category">Category</Label>
          <NativeSelect id="product-category" value={params.get('category')} onChange={(e) => params.set({ category: e.target.value })}>
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-available">Availability</Label>
          <NativeSelect id="product-available" value={params.get('available')} onChange={(e) => params.set({ available: e.target.value })}>
            <option value="">Any</option>
            <option value="true">On sale</option>
            <option value="false">Hidden</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-stock">Stock</Label>
          <NativeSelect id="product-stock" value={params.get('stock')} onChange={(e) => params.set({ stock: e.target.value })}>
            <option value="">Any</option>
            <option value="low">Low (incl. sold out)</option>
            <option value="out">Sold out</option>
            <option value="in">In stock</option>
          </NativeSelect>
        </div>
      </div>
      <QueryStates
        query={query}
        loading="Loading products..."
        failed="Failed to load products"
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: 'No products found', description: 'Add a product, or change the filters.' }}
      >
        {(data) => (
          <DataTable
            caption="Products"
            columns={columns}
            rows={data.data}
            rowKey={(product) => product.id}
            busy={query.isFetching}
            sorting={sorting}
            onSortingChange={(next) => {
              const chosen = sortOf(next);
              const [id, direction] = chosen ? [chosen.replace(/-(asc|desc)$/, ''), chosen.endsWith('desc') ? 1 : 0] : ['', 0];
              params.set({ sort: columnSorts[id]?.[direction] ?? null });
            }}
            paging={{ page: params.page, limit: LIMIT, total: data.total, onPage: params.setPage }}
          />
        )}
      </QueryStates>
    </AdminPage>
  );
}
