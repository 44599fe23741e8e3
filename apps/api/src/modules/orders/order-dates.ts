import { gte, lt, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';

/** Date-only bounds of the orders list are Malaysian calendar days (UTC+8, no daylight saving). */
const MALAYSIA_OFFSET = '+08:00';
export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00${MALAYSIA_OFFSET}`);
}
function startOfNextDay(date: string): Date {
  return new Date(startOfDay(date).getTime() + 24 * 60 * 60 * 1000);
}

export function dateConditions(query: { startDate?: string; endDate?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(orders.createdAt, startOfDay(query.startDate)));
  if (query.endDate) conditions.push(lt(orders.createdAt, startOfNextDay(query.endDate)));
  return conditions;
}

