import type pg from 'pg';

/**
 * Everything that would mean stock or money half-moved, as an auditor reading the database would find it;
 * empty once the shop has settled. `initialStock` gives each audited product's stock before any order: every
 * unit is either still on the shelf or in an order that was not cancelled. While shoppers are still paying, a
 * capture is settled a moment after it is made: `capturedBefore` audits only the captures made before then.
 */
export async function findHalfMovedStockAndMoney(
  client: pg.Client | pg.Pool,
  initialStock: ReadonlyMap<string, number>,
  { capturedBefore }: { capturedBefore?: Date } = {},
): Promise<string[]> {
  const found: string[] = [];
  const { rows: stock } = await client.query<{ id: string; held: number }>(
    `select p.id, p.stock + coalesce((
       select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
       where oi.product_id = p.id and o.status <> 'CANCELLED'), 0)::int as held
     from products p where p.id = any($1::uuid[])`,
    [[...initialStock.keys()]],
  );
  for (const row of stock) {
    if (row.held !== initialStock.get(row.id)) found.push(`product ${row.id}: ${row.held} units accounted for`);
  }

  const { rows: unpaid } = await client.query<{ id: string }>(`
    select o.id from orders o
    where (o.status in ('PAID', 'PROCESSING', 'SHIPPED', 'DELIVERED') or o.payment_status = 'PAID')
      and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'PAID')`);
  for (const row of unpaid) found.push(`order ${row.id} is paid without a paid payment`);

  const { rows: captured } = await client.query<{ id: string; order_status: string; payment_status: string }>(
    `select s.id, o.status as order_status, o.payment_status
     from sandbox_payments s
     join payments p on p.gateway_order_id = s.gateway_order_id
     join orders o on o.id = p.order_id
     where s.status = 'captured' and (o.status = 'CANCELLED' or o.payment_status <> 'PAID')
       and ($1::timestamptz is null or s.created_at < $1)`,
    [capturedBefore ?? null],
  );
  for (const row of captured) found.push(`captured ${row.id}: order ${row.order_status}, payment ${row.payment_status}`);
  return found;
}
