import type { Customer } from '@durio/shared/schemas/customers';
import type { AdminOrder } from '@durio/shared/schemas/orders';
import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import { formatRm } from '@/lib/format';
import { confirmationNumber } from '@durio/shared/order-number';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminCountedQuery, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { QueryStates } from '../components/query-states';
import { OrderStatusBadge } from '../components/status-badges';

const crumbs = [{ label: 'Customers', to: paths.admin.customers }];

function CustomerOrders({ customerId }: { customerId: string }) {
  const query = useAdminCountedQuery<AdminOrder>(apiPaths.admin.orders, { customerId, limit: 50 });
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4 text-sm">
      <h2 className="text-lg font-semibold">Orders</h2>
      <QueryStates query={query} loading="Loading orders..." failed="Failed to load orders" isEmpty={(d) => d.items.length === 0} empty={{ title: 'No orders yet' }}>
        {(data) => (
          <ul className="grid gap-2">
            {data.items.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-2">
                <Link to={paths.admin.order(order.id)} className="font-medium text-primary hover:underline">
                  {confirmationNumber(order.id)}
                </Link>
                <span className="text-muted-foreground">{new Date(order.createdAt).toLocaleDateString('en-MY')}</span>
                <OrderStatusBadge status={order.status} isPickup={order.isPickup} />
                <span className="ml-auto">{formatRm(order.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function CustomerReviews({ customerId }: { customerId: string }) {
  const query = useAdminQuery<{ items: AdminReview[] }>(apiPaths.admin.reviews, { userId: customerId, limit: 50 });
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4 text-sm">
      <h2 className="text-lg font-semibold">Reviews</h2>
      <QueryStates query={query} loading="Loading reviews..." failed="Failed to load reviews" isEmpty={(d) => d.items.length === 0} empty={{ title: 'No reviews yet' }}>
        {(data) => (
          <ul className="grid gap-2">
            {data.items.map((review) => (
              <li key={review.id}>
                <p className="font-medium">
                  {review.rating} of 5 · {review.product.name} {review.hidden && <Badge variant="secondary">Hidden</Badge>}
                </p>
                <p className="line-clamp-2">{review.review}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/** One customer, read only: contact, addresses, orders and reviews; never a password, no e-mail editing. */
export function AdminCustomerPage() {
  const { id = '' } = useParams();
  const query = useAdminQuery<Customer>(apiPaths.admin.customer(id));
  return (
    <QueryStates query={query} loading="Loading customer..." failed="Failed to load the customer">
      {(customer) => (
        <AdminPage title={customer.displayName} crumbs={crumbs}>
          <div className="grid gap-4 lg:grid-cols-3">
            <section className="grid content-start gap-1 rounded-lg border p-4 text-sm">
              <h2 className="text-lg font-semibold">Contact</h2>
              <a href={`mailto:${customer.email}`} className="break-all text-primary hover:underline">
                {customer.email}
              </a>
              {customer.phone && <p>{customer.phone}</p>}
              <p className="text-muted-foreground">Joined {new Date(customer.createdAt).toLocaleDateString('en-MY')}</p>
              <p>
                {customer.paidOrders} paid orders · {formatRm(customer.totalSpent)} spent
              </p>
              {customer.deletionRequested && <Badge variant="destructive">Asked to delete the account</Badge>}
              <h3 className="mt-3 font-semibold">Addresses</h3>
              {customer.addresses.length === 0 ? (
                <p className="text-muted-foreground">No saved addresses.</p>
              ) : (
                <ul className="grid gap-2">
                  {customer.addresses.map((a) => (
                    <li key={a.id}>
                      <span className="font-medium">{a.name}</span> {a.isDefault && <Badge variant="outline">Default</Badge>}
                      <br />
                      {a.addressLine1}, {a.postalCode} {a.city}, {a.state}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <CustomerOrders customerId={customer.id} />
            <CustomerReviews customerId={customer.id} />
          </div>
        </AdminPage>
      )}
    </QueryStates>
  );
}
