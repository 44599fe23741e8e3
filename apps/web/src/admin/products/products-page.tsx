import { productFieldsSchema, type ProductListItem } from '@durio/shared/schemas/catalogue';
import { translateMessage } from '@/lib/api-messages';
import { formatRm } from '@/lib/format';
import { PackageIcon, PlusIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT, type Translate } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useCategories } from '../api/list-categories';
import { AdminPage } from '../components/admin-page';
import { FarmPicker } from '../components/catalogue-pickers';
import { DataTable, type AdminColumn } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { TableSearch } from '../components/table-search';
import { sortingOf, sortOf, useTableParams } from '../components/use-table-params';
import { useAdminProducts } from './api/list-admin-products';
import { ProductSpreadsheetActions } from './product-import-dialog';
import { useUpdateProduct } from './api/update-product';
import { adminPaths } from '../components/admin-paths';

const LIMIT = 20;

/** The stock cell: edited in place, saved on Enter or when focus leaves; a stock the shop refuses is said next to it. */
function StockCell({ product }: { product: ProductListItem }) {
  const t = useT('admin-catalogue');
  const id = useId();
  const [value, setValue] = useState(String(product.stock));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateProduct({ success: t('products.stock.saved', { name: product.name }), failure: t('products.stock.saveFailed') });
  const commit = () => {
    // The product schema's own rule for stock, in the words the product form uses (docs/product/admin-console.md).
    const checked = productFieldsSchema.shape.stock.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!checked.success) {
      setError(translateMessage(checked.error.issues[0]!.message));
      return;
    }
    setError(null);
    if (checked.data !== product.stock) save.mutate({ id: product.id, body: { stock: checked.data } });
  };
  return (
    <div className="grid">
      <Input
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        aria-label={t('products.stock.label', { name: product.name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        size="sm"
        fullWidth={false}
        className="w-20"
      />
      {/* An alert: said as it appears, since the field it is about keeps the focus or has just lost it. */}
      <p id={`${id}-error`} role="alert" className={cn('max-w-40 text-xs text-destructive', error && 'mt-1')}>
        {error}
      </p>
    </div>
  );
}

const productColumns = (t: Translate<'admin-catalogue'>): AdminColumn<ProductListItem>[] => [
  {
    id: 'name',
    header: t('products.column.product'),
    cell: ({ row }) => (
      <Link to={adminPaths.product(row.original.id)} className="flex items-center gap-2 font-medium text-primary hover:underline">
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
  { id: 'farm', header: t('products.column.farm'), enableSorting: false, cell: ({ row }) => row.original.farm.name },
  {
    id: 'price',
    header: t('products.column.price'),
    cell: ({ row }) => {
      const price = formatRm(row.original.salePrice ?? row.original.price);
      return row.original.pricedBy === 'kg' ? t('products.pricePerKg', { price }) : price;
    },
  },
  { id: 'stock', header: t('products.column.stock'), cell: ({ row }) => <StockCell key={`${row.original.id}-${row.original.stock}`} product={row.original} /> },
  {
    id: 'available',
    header: t('products.column.status'),
    enableSorting: false,
    cell: ({ row }) =>
      // A draft is out of the shop whatever else it is (docs/product/admin-console.md).
      row.original.draft ? (
        <Badge variant="outline">{t('products.status.draft')}</Badge>
      ) : row.original.available ? (
        row.original.farm.verificationStatus === 'VERIFIED' ? (
          <Badge variant="success">{t('products.status.onSale')}</Badge>
        ) : (
          <Badge variant="warning">{t('products.status.farmNotVerified')}</Badge>
        )
      ) : (
        <Badge variant="secondary">{t('products.status.hidden')}</Badge>
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
  const t = useT('admin-catalogue');
  const columns = useMemo(() => productColumns(t), [t]);
  const params = useTableParams({ sort: 'newest' });
  const sort = params.get('sort');
  const categories = useCategories();
  const query = useAdminProducts({
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
      title={t('products.title')}
      actions={
        <>
          <ProductSpreadsheetActions />
          <Button asChild>
            <Link to={adminPaths.newProduct}>
              <PlusIcon aria-hidden="true" />
              {t('products.add')}
            </Link>
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TableSearch params={params} label={t('products.filter.search')} />
        <FarmPicker
          label={t('products.column.farm')}
          none={t('products.filter.allFarms')}
          value={params.get('farm') || null}
          onChange={(farm) => params.set({ farm: farm?.id ?? null })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="product-category">{t('products.filter.category')}</Label>
          <NativeSelect id="product-category" value={params.get('category')} onChange={(e) => params.set({ category: e.target.value })}>
            <option value="">{t('products.filter.allCategories')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-available">{t('products.filter.availability')}</Label>
          <NativeSelect id="product-available" value={params.get('available')} onChange={(e) => params.set({ available: e.target.value })}>
            <option value="">{t('products.filter.any')}</option>
            <option value="true">{t('products.status.onSale')}</option>
            <option value="false">{t('products.status.hidden')}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-stock">{t('products.column.stock')}</Label>
          <NativeSelect id="product-stock" value={params.get('stock')} onChange={(e) => params.set({ stock: e.target.value })}>
            <option value="">{t('products.filter.any')}</option>
            <option value="low">{t('products.filter.stockLow')}</option>
            <option value="out">{t('products.filter.stockOut')}</option>
            <option value="in">{t('products.filter.stockIn')}</option>
          </NativeSelect>
        </div>
      </div>
      <QueryStates
        query={query}
        loading={t('products.loading')}
        failed={t('products.failed')}
        isEmpty={(data) => data.total === 0}
        empty={{ title: t('products.empty.title'), description: t('products.empty.description') }}
      >
        {(data) => (
          <DataTable
            caption={t('products.title')}
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
            paging={{ page: params.page, limit: LIMIT, total: data.total, onPage: params.setPage, placeholder: query.isPlaceholderData }}
          />
        )}
      </QueryStates>
    </AdminPage>
  );
}
