import { varietyIn } from '@durio/shared/variety-names';
import { formatNumber, formatRm } from '@/lib/format';
import { PackageOpenIcon, StarIcon, TruckIcon } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { language, locale, useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { QueryStates } from '../components/query-states';
import type { Dashboard } from '@durio/shared/schemas/dashboard';
import { useDashboard } from './api/get-dashboard';
import { useLowStockProducts } from './api/list-low-stock-products';
import { useNewestReviews } from './api/list-newest-reviews';
import { useWaitingAlerts } from './api/list-waiting-alerts';
import { adminPaths } from '../components/admin-paths';

const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

/** The season's first day, a calendar date ('2025-06-01'): formatted as it is, whatever the time zone. */
const seasonDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

function Figure({ label, orders, revenue, note }: { label: string; orders: number; revenue: number; note?: string }) {
  const t = useT('admin');
  return (
    <div className="grid gap-1 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{formatRm(revenue)}</p>
      <p className="text-sm">
        {t('dashboard.paidOrders', { count: orders })}
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
        <span className="block text-2xl font-bold">{formatNumber(count)}</span>
        <span className="text-sm text-muted-foreground">{label}</span>
      </span>
    </Link>
  );
}

function LowStock({ level }: { level: number }) {
  const t = useT('admin');
  const query = useLowStockProducts();
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">{t('dashboard.lowStock.title', { level: formatNumber(level) })}</h2>
      <QueryStates
        query={query}
        loading={t('dashboard.lowStock.loading')}
        failed={t('dashboard.lowStock.failed')}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: t('dashboard.lowStock.empty.title'), description: t('dashboard.lowStock.empty.description') }}
      >
        {(data) => (
          <ul className="grid gap-2 text-sm">
            {data.data.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-2">
                <Link to={adminPaths.product(product.id)} className="text-primary hover:underline">
                  {product.name}
                </Link>
                <Badge variant={product.stock === 0 ? 'destructive' : 'warning'}>{product.stock === 0 ? t('dashboard.lowStock.soldOut') : t('dashboard.lowStock.left', { count: formatNumber(product.stock) })}</Badge>
              </li>
            ))}
            {data.total > data.data.length && (
              <li>
                <Link to={`${adminPaths.products}?stock=low&sort=stock-asc`} className="text-primary hover:underline">
                  {t('dashboard.lowStock.all', { total: data.total })}
                </Link>
              </li>
            )}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/**
 * "Shoppers waiting" (docs/product/the-season.md, "Tell me when"): what confirmed alerts wait for, most asked first; a
 * product links to its page in the console, where its stock is changed.
 */
function WaitingShoppers() {
  const t = useT('admin');
  const query = useWaitingAlerts();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-3 rounded-lg border p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('dashboard.waiting.title')}
      </h2>
      <QueryStates
        query={query}
        loading={t('dashboard.waiting.loading')}
        failed={t('dashboard.waiting.failed')}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: t('dashboard.waiting.empty.title'), description: t('dashboard.waiting.empty.description') }}
      >
        {(data) => (
          <ul className="grid gap-2 text-sm">
            {data.data.map((item) => (
              <li key={`${item.kind}-${item.id ?? item.name}`} className="flex items-center justify-between gap-2">
                {item.kind === 'product' && item.id ? (
                  <Link to={adminPaths.product(item.id)} className="text-primary hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <span>
                    {item.kind === 'variety' ? varietyIn(item.name, language) : item.name}
                    <span className="text-muted-foreground"> · {t(item.kind === 'tree' ? 'dashboard.waiting.tree' : 'dashboard.waiting.variety')}</span>
                  </span>
                )}
                <Badge variant="info">{t('dashboard.waiting.count', { count: item.waiting })}</Badge>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function NewestReviews() {
  const t = useT('admin');
  const query = useNewestReviews();
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">{t('dashboard.reviews.title')}</h2>
      <QueryStates
        query={query}
        loading={t('reviews.loading')}
        failed={t('reviews.failed')}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('reviews.emptyYet') }}
      >
        {(data) => (
          <ul className="grid gap-3 text-sm">
            {data.items.map((review) => (
              <li key={review.id} className="grid gap-0.5">
                <p className="flex items-center gap-1 font-medium">
                  <StarIcon className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                  <span>{t('reviews.rating', { rating: review.rating })}</span>
                  <span className="text-muted-foreground">· {review.product.name}</span>
                  {review.hidden && <Badge variant="secondary">{t('reviews.hidden')}</Badge>}
                </p>
                <p className="line-clamp-2">{review.review}</p>
              </li>
            ))}
            <li>
              <Link to={adminPaths.reviews} className="text-primary hover:underline">
                {t('dashboard.reviews.all')}
              </Link>
            </li>
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/** What the owner looks at first each morning: sales, what waits to be packed and shipped, stock, reviews. */
/**
 * The fruit guarantee's claims per farm this season (docs/product/fruit-guarantee.md): a farm whose fruit is claimed
 * often stands out at the top, a signal of its quality.
 */
function ClaimRates({ rates }: { rates: Dashboard['claimRates'] }) {
  const t = useT('admin');
  const shown = rates.filter((rate) => rate.claims > 0);
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">{t('dashboard.claims.title')}</h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('dashboard.claims.none')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="font-medium">{t('dashboard.claims.farm')}</th>
              <th scope="col" className="text-right font-medium">{t('dashboard.claims.rate')}</th>
              <th scope="col" className="text-right font-medium">{t('dashboard.claims.counts')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((rate) => (
              <tr key={rate.farm.id}>
                <th scope="row" className="py-1 text-left font-normal">
                  <Link to={adminPaths.farm(rate.farm.id)} className="text-primary hover:underline">
                    {rate.farm.name}
                  </Link>
                </th>
                <td className="py-1 text-right font-medium">{percent.format(rate.rate)}</td>
                <td className="py-1 text-right text-muted-foreground">
                  {t('dashboard.claims.of', { claims: rate.claims, approved: rate.approved, lines: rate.deliveredLines })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link to={adminPaths.claims} className="text-sm font-medium text-primary hover:underline">
        {t('dashboard.claims.queue')}
      </Link>
    </section>
  );
}

const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });

export function DashboardPage() {
  const t = useT('admin');
  const query = useDashboard();
  return (
    <AdminPage title={t('nav.dashboard')}>
      <QueryStates query={query} loading={t('dashboard.loading')} failed={t('dashboard.failed')}>
        {(figures) => (
          <div className="grid gap-6">
            <div className="grid gap-3 sm:grid-cols-3">
              <Figure label={t('dashboard.today')} orders={figures.today.orders} revenue={figures.today.revenue} />
              <Figure label={t('dashboard.last7Days')} orders={figures.last7Days.orders} revenue={figures.last7Days.revenue} />
              <Figure
                label={t('dashboard.season')}
                orders={figures.season.orders}
                revenue={figures.season.revenue}
                note={t('dashboard.since', { date: seasonDay.format(new Date(`${figures.season.from}T00:00:00Z`)) })}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Waiting to={`${adminPaths.orders}?status=PAID`} icon={<PackageOpenIcon className="size-5" aria-hidden="true" />} count={figures.toPack} label={t('dashboard.toPack')} />
              <Waiting to={`${adminPaths.orders}?status=PROCESSING`} icon={<TruckIcon className="size-5" aria-hidden="true" />} count={figures.toShip} label={t('dashboard.toShip')} />
            </div>
            <section className="grid gap-3 rounded-lg border p-4">
              <h2 className="text-lg font-semibold">{t('dashboard.chart.title')}</h2>
              <Suspense fallback={<LoadingState label={t('dashboard.chart.loading')} />}>
                <SalesChart daily={figures.daily} />
              </Suspense>
            </section>
            <div className="grid gap-4 lg:grid-cols-2">
              <LowStock level={figures.lowStockLevel} />
              <WaitingShoppers />
              <NewestReviews />
              <ClaimRates rates={figures.claimRates} />
            </div>
          </div>
        )}
      </QueryStates>
    </AdminPage>
  );
}
