import { senToRm } from '@durio/shared/money';
import type { Dashboard } from '@durio/shared/schemas/dashboard';
import { and, count, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farms, products } from '../catalogue/catalogue.schema';
import { guaranteeClaims } from '../claims/claims.schema';
import { lowStockCondition } from '../catalogue/public';
import { orderItems, orders } from '../orders/orders.schema';
import type { Clock } from '../../lib/clock';
import { startOfDay } from '../../lib/malaysia-dates';
import { countOrdersWaitingToBePacked } from '../orders/public';
import { getDashboardSettings } from '../settings/public';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 30;

/** The Malaysian calendar date (UTC+8) of an instant, as YYYY-MM-DD. */
function malaysianDate(at: Date): string {
  return new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function daysBefore(date: string, days: number): string {
  return malaysianDate(new Date(startOfDay(date).getTime() - days * DAY_MS));
}

/** The latest 1 June on or before `today`: the main durian season starts in June. */
function latestFirstOfJune(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-06-01`;
  return today >= thisYear ? thisYear : `${year - 1}-06-01`;
}

/**
 * What a paid order brings in: its weighed total once its fruit is weighed (the difference went back to the card),
 * else what was charged; a refunded order is not counted (docs/product/orders-and-payments.md, Money after the sale).
 */
const netSen = sum(sql<number>`coalesce(${orders.weighedTotalSen}, ${orders.totalSen})`);

/** Orders paid (and not refunded since) from a Malaysian day on. */
const paidSince = (date: string) => and(eq(orders.paymentStatus, 'PAID'), gte(orders.paidAt, startOfDay(date)))!;

/** What the owner looks at first each morning (docs/product/admin-console.md). */
export function createDashboardService({ db, clock }: { db: Db; clock: Clock }) {
  async function sales(date: string) {
    const [row] = await db.select({ orders: count(), revenueSen: netSen }).from(orders).where(paidSince(date));
    return { orders: row?.orders ?? 0, revenue: senToRm(Number(row?.revenueSen ?? 0)) };
  }

  /** Orders being packed, waiting to be shipped. */
  async function countToShip(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'PROCESSING'));
    return row?.n ?? 0;
  }

  /** Each farm's delivered lines since `from` and the guarantee claims made for them (docs/product/fruit-guarantee.md). */
  async function claimRates(from: string): Promise<Dashboard['claimRates']> {
    const rows = await db
      .select({
        farmId: farms.id,
        farmName: farms.name,
        deliveredLines: count(orderItems.id),
        claims: count(guaranteeClaims.id),
        approved: sql<number>`count(*) filter (where ${guaranteeClaims.status} = 'APPROVED')`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(farms, eq(farms.id, products.farmId))
      .leftJoin(guaranteeClaims, eq(guaranteeClaims.orderItemId, orderItems.id))
      .where(and(eq(orders.status, 'DELIVERED'), gte(orders.paidAt, startOfDay(from))))
      .groupBy(farms.id, farms.name);
    return rows
      .map((row) => ({
        farm: { id: row.farmId, name: row.farmName },
        deliveredLines: row.deliveredLines,
        claims: row.claims,
        approved: row.approved,
        rate: row.deliveredLines === 0 ? 0 : row.claims / row.deliveredLines,
      }))
      .sort((a, b) => b.rate - a.rate || b.claims - a.claims || a.farm.name.localeCompare(b.farm.name))
      .slice(0, 10);
  }

  return {
    async getDashboard(): Promise<Dashboard> {
      const today = malaysianDate(clock.now());
      const settings = await getDashboardSettings(db);
      const seasonFrom = settings.seasonStart ?? latestFirstOfJune(today);
      const chartFrom = daysBefore(today, CHART_DAYS - 1);
      const paidDay = sql<string>`to_char(${orders.paidAt} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

      const [todaySales, weekSales, seasonSales, perDay, toPack, toShip, [lowStock], rates] = await Promise.all([
        sales(today),
        sales(daysBefore(today, 6)),
        sales(seasonFrom),
        db
          .select({ date: paidDay, orders: count(), revenueSen: netSen })
          .from(orders)
          .where(paidSince(chartFrom))
          .groupBy(paidDay),
        // The same count as the console's sidebar badge: one home for 'waiting to be packed'.
        countOrdersWaitingToBePacked(db),
        countToShip(),
        db
          .select({ n: count() })
          .from(products)
          .where(and(isNull(products.deletedAt), lowStockCondition(settings.lowStockLevel))),
        claimRates(seasonFrom),
      ]);
      const byDay = new Map(perDay.map((d) => [d.date, d]));
      const daily = Array.from({ length: CHART_DAYS }, (_, i) => {
        const date = daysBefore(today, CHART_DAYS - 1 - i);
        const day = byDay.get(date);
        return { date, orders: day?.orders ?? 0, revenue: senToRm(Number(day?.revenueSen ?? 0)) };
      });

      return {
        today: todaySales,
        last7Days: weekSales,
        season: { ...seasonSales, from: seasonFrom },
        daily,
        toPack,
        toShip,
        lowStockLevel: settings.lowStockLevel,
        lowStockCount: lowStock?.n ?? 0,
        claimRates: rates,
      };
    },
  };
}
