import { gte, lt, type SQL } from 'drizzle-orm';
import { startOfDay, startOfNextDay } from '../../lib/malaysia-dates';
import { orders } from './orders.schema';

/** An orders list's date bounds, each a Malaysian calendar day. */
export function dateConditions(query: { startDate?: string; endDate?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(orders.createdAt, startOfDay(query.startDate)));
  if (query.endDate) conditions.push(lt(orders.createdAt, startOfNextDay(query.endDate)));
  return conditions;
}
