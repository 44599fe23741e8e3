import { malaysianToday } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { useTableParams } from '../components/use-table-params';
import { dayParam } from '../components/delivery-calendar-cells';
import { DeliveryCalendar } from './delivery-calendar';
import { RunSheet } from './run-sheet';

/**
 * Deliveries (docs/product/delivery.md, "The owner's day"): how full each run is this week, and a day's run sheet to
 * print and drive by. Staff open it too (docs/product/staff.md). The week's first day and the sheet's day are in the
 * address (?from=…&day=…), today's Malaysian date when left out, so a reload or a shared link shows the same.
 */
export function AdminDeliveriesPage() {
  const t = useT('admin');
  const params = useTableParams();
  const today = malaysianToday();
  const from = dayParam(params.get('from'), today);
  const day = dayParam(params.get('day'), today);
  return (
    <AdminPage title={t('nav.deliveries')}>
      <p className="max-w-3xl text-sm text-muted-foreground">{t('deliveries.description')}</p>
      <DeliveryCalendar from={from} today={today} onWeek={(next) => params.set({ from: next === today ? null : next })} />
      <RunSheet day={day} onDay={(next) => params.set({ day: next === today ? null : next })} />
    </AdminPage>
  );
}
