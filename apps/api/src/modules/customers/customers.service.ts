import type { Customer, CustomerListQuery, CustomerSummary } from '@durio/shared/schemas/customers';
import { senToRm } from '@durio/shared/money';
import { and, asc, count, desc, eq, ilike, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { orders } from '../orders/orders.schema';
import { NotFoundError } from '../../lib/errors';
import { createAddressesService } from '../addresses/public';

/**
 * An order the customer kept: paid, not refunded and not cancelled (a cancelled paid order is refunded right
 * after its cancel: docs/product/orders-and-payments.md). The paid orders and the spend both count these alone.
 */
const keptOrder = sql`${orders.paymentStatus} = 'PAID' and ${orders.status} <> 'CANCELLED'`;

/** What the console shows of a customer's orders: how many they kept, what those came to, the latest they paid for. */
const figureColumns = {
  paidOrders: sql<number>`count(*) filter (where ${keptOrder})`.mapWith(Number).as('paid_orders'),
  spentSen: sql<string | null>`sum(${orders.totalSen}) filter (where ${keptOrder})`.as('spent_sen'),
  lastOrderAt: max(orders.createdAt).as('last_order_at'),
};

/** Every customer's figures at once: what sorting by them needs (one pass over all paid orders). */
function everyonesFigures(db: Db) {
  return db
    .select({ userId: orders.userId, ...figureColumns })
    .from(orders)
    .where(isNotNull(orders.paidAt))
    .groupBy(orders.userId)
    .as('figures');
}

/**
 * One customer's figures, read for each customer listed (their orders by the user index): what a page sorted by
 * anything else needs, at the cost of its own customers' orders rather than the whole shop's.
 */
function ownFigures(db: Db) {
  return db
    .select(figureColumns)
    .from(orders)
    .where(and(eq(orders.userId, users.id), isNotNull(orders.paidAt)))
    .as('figures');
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The console's customers (docs/product/admin-console.md): read only, no passwords, no e-mail editing. */
export function createCustomersService({ db }: { db: Db }) {
  const addresses = createAddressesService({ db });
  const everyone = everyonesFigures(db);
  const own = ownFigures(db);
  const sortedByFigures = (sort: CustomerListQuery['sort']) => sort === 'total-spent' || sort === 'last-order';
  const sorts: Record<CustomerListQuery['sort'], SQL[]> = {
    newest: [desc(users.createdAt)],
    name: [asc(sql`lower(${users.displayName})`)],
    'total-spent': [sql`${everyone.spentSen} desc nulls last`],
    'last-order': [sql`${everyone.lastOrderAt} desc nulls last`],
  };

  function select(sort: CustomerListQuery['sort']) {
    if (sortedByFigures(sort)) {
      return db
        .select({ user: users, paidOrders: everyone.paidOrders, spentSen: everyone.spentSen, lastOrderAt: everyone.lastOrderAt })
        .from(users)
        .leftJoin(everyone, eq(everyone.userId, users.id));
    }
    return db
      .select({ user: users, paidOrders: own.paidOrders, spentSen: own.spentSen, lastOrderAt: own.lastOrderAt })
      .from(users)
      .leftJoinLateral(own, sql`true`);
  }

  function toSummary(row: Awaited<ReturnType<typeof select>>[number]): CustomerSummary {
    return {
      id: row.user.id,
      displayName: row.user.displayName,
      email: row.user.email,
      phone: row.user.phone,
      emailVerified: row.user.emailVerifiedAt !== null,
      deletionRequested: row.user.deletionRequestedAt !== null,
      createdAt: row.user.createdAt.toISOString(),
      paidOrders: row.paidOrders ?? 0,
      totalSpent: senToRm(Number(row.spentSen ?? 0)),
      lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null,
    };
  }

  return {
    async list(query: CustomerListQuery) {
      const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
      const where = and(
        eq(users.role, 'CUSTOMER'),
        pattern ? or(ilike(users.displayName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        select(query.sort)
          .where(where)
          .orderBy(...sorts[query.sort], asc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toSummary), meta: { totalCount: total?.n ?? 0, page: query.page, limit: query.limit } };
    },

    /** One customer with their addresses; their orders and reviews come from the orders and reviews calls. */
    async get(id: string): Promise<Customer> {
      const [row] = await select('newest').where(and(eq(users.id, id), eq(users.role, 'CUSTOMER')));
      if (!row) throw new NotFoundError('Customer not found');
      return { ...toSummary(row), addresses: await addresses.listAddresses(id) };
    },
  };
}
