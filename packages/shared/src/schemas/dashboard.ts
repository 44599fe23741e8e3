import { z } from 'zod';
import { rmSchema } from './common';

/** Paid orders and their revenue (RM, refunded orders left out) over a period. */
export const salesFigureSchema = z.object({ orders: z.number().int(), revenue: rmSchema });

/** The console's dashboard figures (docs/product/admin-console.md); days are Malaysian calendar days. */
export const dashboardSchema = z.object({
  today: salesFigureSchema,
  last7Days: salesFigureSchema,
  season: salesFigureSchema.extend({ from: z.iso.date() }),
  /** The last 30 days, oldest first, every day present (zero when nothing sold), for the chart. */
  daily: z.array(salesFigureSchema.extend({ date: z.iso.date() })),
  /** Paid orders waiting to be packed (PAID) and packed orders waiting to ship or be collected (PROCESSING). */
  toPack: z.number().int(),
  toShip: z.number().int(),
  /** Products not deleted with this many or fewer left count as low on stock. */
  lowStockLevel: z.number().int(),
  lowStockCount: z.number().int(),
  /**
   * The fruit guarantee's claims per farm this season (docs/product/fruit-guarantee.md), a signal of each farm's fruit:
   * its delivered order lines, the claims made for them and those approved; the highest rate first, at most ten.
   */
  claimRates: z.array(
    z.object({
      farm: z.object({ id: z.uuid(), name: z.string() }),
      deliveredLines: z.number().int(),
      claims: z.number().int(),
      approved: z.number().int(),
      /** Claims per delivered line, 0 to 1. */
      rate: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
