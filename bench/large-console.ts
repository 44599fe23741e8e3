/**
 * The console at a successful shop's scale, for `npm run bench:large`: years of orders over many customers, and
 * the console's reads of them (orders list with every filter, sort and search, the dashboard, the customers list,
 * the CSV export of a month).
 */
import { orderNumber } from '@durio/shared/order-number';
import pg from 'pg';

/** The columns of `table` but those named, as PostgreSQL lists them: the clone below copies the rest as they are. */
async function columnsOf(database: pg.Client, table: string, except: readonly string[]): Promise<string[]> {
  const { rows } = await database.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name).filter((name) => !except.includes(name));
}

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');
const fromTemplate = (names: readonly string[], alias: string) => names.map((name) => `${alias}."${name}"`).join(', ');

/**
 * `customers` customers and `orderCount` orders over the last two years, written by PostgreSQL itself. Every order
 * is a copy of one of the demo shop's paid or closed orders (so its columns, lines and payments are as the shop
 * writes them), given to a customer in turn, one placed every `spacing` minutes back from now, with new ids.
 */
export async function fillOrders(database: pg.Client, { customers, orderCount }: { customers: number; orderCount: number }) {
  const userColumns = await columnsOf(database, 'users', ['id', 'email', 'display_name', 'phone', 'created_at']);
  await database.query(`
    insert into users (email, display_name, phone, created_at, ${quoted(userColumns)})
    select 'customer' || i || '@bench.example.my',
           (array['Tan','Lim','Wong','Ahmad','Ismail','Lee','Chong','Rahman','Ng','Yusof','Ong','Hassan'])[1 + i % 12] || ' ' ||
             (array['Mei Ling','Aisyah','Kumar','Wei Jie','Siti','Hafiz','Jia Hui','Arjun','Nurul','Chee Keong'])[1 + (i / 12) % 10] || ' ' || i,
           '+6012' || lpad((i % 10000000)::text, 7, '0'),
           now() - make_interval(mins => i * 5),
           ${fromTemplate(userColumns, 't')}
    from generate_series(1, ${customers}) i,
         (select * from users where role = 'CUSTOMER' order by created_at limit 1) t`);
  // Minutes between two orders, so that the orders span two years.
  const spacing = (2 * 365 * 24 * 60) / orderCount;
  const orderColumns = await columnsOf(database, 'orders', ['id', 'user_id', 'created_at', 'updated_at', 'paid_at', 'expires_at']);
  await database.query(`
    create temporary table bench_templates as
      select id, row_number() over (order by id) - 1 as n from orders where status <> 'PENDING' and paid_at is not null;
    create temporary table bench_customers as
      select id, row_number() over (order by id) - 1 as n from users where email like '%@bench.example.my';
    create temporary table bench_orders as
      select gen_random_uuid() as id, t.id as template_id, c.id as user_id, now() - make_interval(secs => i * ${spacing * 60}) as created_at
      from generate_series(1, ${orderCount}) i
      join bench_templates t on t.n = i % (select count(*) from bench_templates)
      join bench_customers c on c.n = (i::bigint * 7919) % ${customers}`);
  await database.query(`
    insert into orders (id, user_id, created_at, updated_at, paid_at, expires_at, ${quoted(orderColumns)})
    select b.id, b.user_id, b.created_at, b.created_at, b.created_at + interval '2 minutes', b.created_at + interval '30 minutes',
           ${fromTemplate(orderColumns, 'o')}
    from bench_orders b join orders o on o.id = b.template_id`);
  const itemColumns = await columnsOf(database, 'order_items', ['id', 'order_id']);
  await database.query(`
    insert into order_items (order_id, ${quoted(itemColumns)})
    select b.id, ${fromTemplate(itemColumns, 'i')} from bench_orders b join order_items i on i.order_id = b.template_id`);
  const paymentColumns = await columnsOf(database, 'payments', ['id', 'order_id', 'gateway_order_id', 'created_at', 'updated_at']);
  await database.query(`
    insert into payments (order_id, gateway_order_id, created_at, updated_at, ${quoted(paymentColumns)})
    select b.id, 'bench_' || b.id, b.created_at, b.created_at, ${fromTemplate(paymentColumns, 'p')}
    from bench_orders b join payments p on p.order_id = b.template_id`);
  await database.query('drop table bench_templates, bench_customers, bench_orders');
  await database.query('vacuum analyze');
}

export interface ConsoleIds {
  customerId: string;
  customerName: string;
  orderNumber: string;
  /** The last full month on the Malaysian calendar: the export's range. */
  month: { startDate: string; endDate: string };
}

/** A customer with orders and one of their orders, to search for. */
export async function consoleIdsOf(database: pg.Client): Promise<ConsoleIds> {
  const { rows } = await database.query<{ user_id: string; display_name: string; id: string }>(
    `select o.user_id, u.display_name, o.id from orders o join users u on u.id = o.user_id
     where o.paid_at is not null order by o.created_at desc limit 1`,
  );
  const { rows: month } = await database.query<{ start_date: string; end_date: string }>(
    `select to_char(date_trunc('month', now() at time zone 'Asia/Kuala_Lumpur') - interval '1 month', 'YYYY-MM-DD') as start_date,
            to_char(date_trunc('month', now() at time zone 'Asia/Kuala_Lumpur') - interval '1 day', 'YYYY-MM-DD') as end_date`,
  );
  const row = rows[0]!;
  return {
    customerId: row.user_id,
    customerName: row.display_name,
    orderNumber: orderNumber(row.id),
    month: { startDate: month[0]!.start_date, endDate: month[0]!.end_date },
  };
}

/** The console's reads: each a shape of the orders list, the dashboard, the customers list. */
export function consoleShapes(ids: ConsoleIds): [string, string][] {
  const orders = (query: string) => `/api/v1/durian/orders/admin/all?limit=20${query}`;
  const customers = (query: string) => `/api/v1/durian/customers?limit=20${query}`;
  return [
    ['orders: newest', orders('')],
    ['orders: page 50', orders('&page=50')],
    ['orders: oldest', orders('&sort=oldest')],
    ['orders: total, highest first', orders('&sort=total-desc')],
    ['orders: total, lowest first', orders('&sort=total-asc')],
    ['orders: status PAID', orders('&status=PAID')],
    ['orders: status DELIVERED', orders('&status=DELIVERED')],
    ['orders: payment REFUNDED', orders('&paymentStatus=REFUNDED')],
    ['orders: pickup', orders('&fulfilment=pickup')],
    ['orders: a month', orders(`&startDate=${ids.month.startDate}&endDate=${ids.month.endDate}`)],
    ['orders: one customer', orders(`&customerId=${ids.customerId}`)],
    ['orders: search a name', orders(`&search=${encodeURIComponent(ids.customerName)}`)],
    ['orders: search an order number', orders(`&search=${ids.orderNumber}`)],
    ['orders: abandoned checkouts', orders('&view=abandoned')],
    ['dashboard', '/api/v1/durian/admin/dashboard'],
    ['customers: newest', customers('')],
    ['customers: by name', customers('&sort=name')],
    ['customers: by total spent', customers('&sort=total-spent')],
    ['customers: by last order', customers('&sort=last-order')],
    ['customers: search', customers(`&search=${encodeURIComponent(ids.customerName)}`)],
  ];
}

/** The CSV export of a month's orders, as the console downloads it. */
export const monthExport = (ids: ConsoleIds) =>
  `/api/v1/durian/orders/admin/export?startDate=${ids.month.startDate}&endDate=${ids.month.endDate}`;
