import type { Product } from '@durio/shared/schemas/catalogue';
import type { Dashboard } from '@durio/shared/schemas/dashboard';
import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import { formatRm } from '@/lib/format';
import { PackageOpenIcon, StarIcon, TruckIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { QueryStates } from '../components/query-states';

const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

function Figure({ label, orders, revenue, note }: { label: string; orders: number; revenue: number; note?: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{formatRm(revenue)}</p>
      <p className="text-sm">
        {orders} paid {orders === 1 ? 'order' : 'orders'}
        {note && <span className="text-muted-foreground"> · {note}</span>}
      </p>
    </div>
  );
}

function Waiting({ to, icon, count, label }: { to: string; icon: React.ReactNode; count: number; label: string }) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-lg border p-4 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring">
      <span className="flex size-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">{icon}</span>
      <span>
        <span className="block text-2xl font-bold">{count}</span>
        <span className="text-sm text-muted-foreground">{label}</span>
      </span>
    </Link>
  );
}

function LowStock({ level }: { level: number }) {
  const query = useAdminQuery<{ data: Product[]; total: number }>(apiPaths.admin.products, { stock: 'low', sort: 'stock-asc', take: 6 });
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">Low on stock ({level} or fewer)</h2>
      <QueryStates
        query={query}
        loading="Loading stock..."
        failed="Failed to load products"
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: 'Stock is fine', description: 'No product is at or under the low-stock level.' }}
      >
        {(data) => (
          <ul className="grid gap-2 text-sm">
            {data.data.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-2">
                <Link to={paths.admin.product(product.id)} className="text-primary hover:underline">
                  {product.name}
                </Link>
                <Badge variant={product.stock === 0 ? 'destructive' : 'warning'}>{product.stock === 0 ? 'Sold out' : `${product.stock} left`}</Badge>
              </li>
            ))}
            {data.total > data.data.length && (
              <li>
                <Link to={`${paths.admin.products}?stock=low&sort=stock-asc`} className="text-primary hover:underline">
                  All {data.total} low-stock products
                </Link>
              </li>
            )}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function NewestReviews() {
  const query = useAdminQuery<{ items: AdminReview[] }>(apiPaths.admin.reviews, { limit: 5 });
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">Newest reviews</h2>
      <QueryStates
        query={query}
        loading="Loading reviews..."
        failed="Failed to load reviews"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No reviews yet' }}
      >
        {(data) => (
          <ul className="grid gap-3 text-sm">
            {data.items.map((review) => (
              <li key={review.id} className="grid gap-0.5">
                <p className="flex items-center gap-1 font-medium">
                  <StarIcon className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <span>{review.rating} of 5</span>
                  <span className="text-muted-foreground">· {review.product.name}</span>
                  {review.hidden && <Badge variant="secondary">Hidden</Badge>}
                </p>
                <p className="line-clamp-2">{review.review}</p>
              </li>
            ))}
            <li>
              <Link to={paths.admin.reviews} className="text-primary hover:underline">
                All reviews
              </Link>
            </li>
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/** What the owner looks at first each morning: sales, what waits to be packed and shipped, stock, reviews. */
export function DashboardPage() {
  const query = useAdminQuery<Dashboard>(apiPaths.admin.dashboard);
  return (
    <AdminPage title="Dashboard">
      <QueryStates query={query} loading="Loading the dashboard..." failed="Failed to load the dashboard">
        {(figures) => (
          <div className="grid gap-6">
            <div className="grid gap-3 sm:grid-cols-3">
              <Figure label="Today" orders={figures.today.orders} revenue={figures.today.revenue} />
              <Figure label="Last 7 days" orders={figures.last7Days.orders} revenue={figures.last7Days.revenue} />
              <Figure label="This season" orders={figures.season.orders} revenue={figures.season.revenue} note={`since ${figures.season.from}`} />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Waiting to={`${paths.admin.orders}?status=PAID`} icon={<PackageOpenIcon className="size-5" aria-hidden="true" />} count={figures.toPack} label="paid orders to pack" />
              <Waiting to={`${paths.admin.orders}?status=PROCESSING`} icon={<TruckIcon className="size-5" aria-hidden="true" />} count={figures.toShip} label="packed orders to ship or hand over" />
            </div>
            <section className="grid gap-3 rounded-lg border p-4">
              <h2 className="text-lg font-semibold">Revenue, last 30 days</h2>
              <Suspense fallback={<LoadingState label="Loading the chart..." />}>
                <SalesChart daily={figures.daily} />
              </Suspense>
            </section>
            <div className="grid gap-4 lg:grid-cols-2">
              <LowStock level={figures.lowStockLevel} />
              <NewestReviews />
            </div>
          </div>
        )}
      </QueryStates>
    </AdminPage>
  );
}
