import { formatDate, formatRm } from '@/lib/format';
import { orderNumber } from '@durio/shared/order-number';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { Pager } from '../components/data-table';
import { QueryStates } from '../components/query-states';
import { OrderStatusBadge } from '../components/status-badges';
import { useTableParams } from '../components/use-table-params';
import { useCustomer } from './api/get-customer';
import { CustomerCredit } from './customer-credit';
import { useCustomerOrders } from './api/list-customer-orders';
import { useCustomerReviews } from './api/list-customer-reviews';
import { adminPaths } from '../components/admin-paths';

/** Each section's page size: the sections share the screen in three columns, so a page stays short. */
const LIMIT = 10;

/** The customer's orders, newest first, a page at a time (`ordersPage` in the address): every one can be reached. */
function CustomerOrders({ customerId }: { customerId: string }) {
  const t = useT('admin');
  const params = useTableParams({}, { pageParam: 'ordersPage' });
  const query = useCustomerOrders({ customerId, page: params.page, limit: LIMIT });
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4 text-sm">
      <h2 className="text-lg font-semibold">{t('nav.orders')}</h2>
      <QueryStates
        query={query}
        loading={t('orders.loading')}
        failed={t('orders.failed')}
        isEmpty={(d) => d.total === 0}
        empty={{ title: t('customer.orders.empty') }}
      >
        {(data) => (
          <>
            <ul className={cn('grid gap-2', query.isFetching && 'opacity-70')} aria-busy={query.isFetching}>
              {data.items.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center gap-2">
                  <Link to={adminPaths.order(order.id)} className="font-medium text-primary hover:underline">
                    {orderNumber(order.id)}
                  </Link>
                  <span className="text-muted-foreground">{formatDate(order.createdAt)}</span>
                  <OrderStatusBadge status={order.status} isPickup={order.isPickup} />
                  <span className="ml-auto">{formatRm(order.total)}</span>
                </li>
              ))}
            </ul>
            <Pager label={t('nav.orders')} page={params.page} limit={LIMIT} total={data.total} onPage={params.setPage} placeholder={query.isPlaceholderData} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

/** The reviews the customer wrote, hidden ones too, newest first, a page at a time (`reviewsPage` in the address). */
function CustomerReviews({ customerId }: { customerId: string }) {
  const t = useT('admin');
  const params = useTableParams({}, { pageParam: 'reviewsPage' });
  const query = useCustomerReviews({ userId: customerId, page: params.page, limit: LIMIT });
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4 text-sm">
      <h2 className="text-lg font-semibold">{t('nav.reviews')}</h2>
      <QueryStates
        query={query}
        loading={t('reviews.loading')}
        failed={t('reviews.failed')}
        isEmpty={(d) => d.meta.totalCount === 0}
        empty={{ title: t('reviews.emptyYet') }}
      >
        {(data) => (
          <>
            <ul className={cn('grid gap-2', query.isFetching && 'opacity-70')} aria-busy={query.isFetching}>
              {data.items.map((review) => (
                <li key={review.id}>
                  <p className="font-medium">
                    {t('reviews.rating', { rating: review.rating })} · {review.product.name}{' '}
                    {review.hidden && <Badge variant="secondary">{t('reviews.hidden')}</Badge>}
                  </p>
                  <p className="line-clamp-2">{review.review}</p>
                </li>
              ))}
            </ul>
            <Pager label={t('nav.reviews')} page={params.page} limit={LIMIT} total={data.meta.totalCount} onPage={params.setPage} placeholder={query.isPlaceholderData} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

/** One customer, read only: contact, addresses, orders and reviews; never a password, no e-mail editing. */
export function AdminCustomerPage() {
  const t = useT('admin');
  const { id = '' } = useParams();
  const crumbs = [{ label: t('nav.customers'), to: adminPaths.customers }];
  const query = useCustomer(id);
  return (
    <QueryStates query={query} loading={t('customer.loading')} failed={t('customer.failed')}>
      {(customer) => (
        <AdminPage title={customer.displayName} crumbs={crumbs}>
          <div className="grid gap-4 lg:grid-cols-3">
            <section className="grid content-start gap-1 rounded-lg border p-4 text-sm">
              <h2 className="text-lg font-semibold">{t('customer.contact')}</h2>
              <a href={`mailto:${customer.email}`} className="break-all text-primary hover:underline">
                {customer.email}
              </a>
              {customer.phone && <p>{customer.phone}</p>}
              <p className="text-muted-foreground">{t('customer.joined', { date: formatDate(customer.createdAt) })}</p>
              <p>{t('customer.summary', { count: customer.paidOrders, amount: formatRm(customer.totalSpent) })}</p>
              {customer.deletionRequested && <Badge variant="destructive">{t('customer.deletionRequested')}</Badge>}
              <h3 className="mt-3 font-semibold">{t('customer.addresses')}</h3>
              {customer.addresses.length === 0 ? (
                <p className="text-muted-foreground">{t('customer.noAddresses')}</p>
              ) : (
                <ul className="grid gap-2">
                  {customer.addresses.map((a) => (
                    <li key={a.id}>
                      <span className="font-medium">{a.name}</span> {a.isDefault && <Badge variant="outline">{t('customer.defaultAddress')}</Badge>}
                      <br />
                      {a.addressLine1}, {a.postalCode} {a.city}, {a.state}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <CustomerOrders customerId={customer.id} />
            <CustomerReviews customerId={customer.id} />
            <CustomerCredit customerId={customer.id} />
          </div>
        </AdminPage>
      )}
    </QueryStates>
  );
}
