import { addDays } from '@durio/shared/delivery-days';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDayRange } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { QueryStates } from '../components/query-states';
import { useDeliveryCalendar } from '../api/get-delivery-calendar';
import { zoneWeeks, type CalendarCell, type Closure, type ZoneWeek } from '../components/delivery-calendar-cells';
import { formatDeliveryDay } from '../components/delivery-format';
import { adminPaths } from '../components/admin-paths';

/*
 * The delivery calendar (docs/product/delivery.md, "The owner's day"): a week of each zone's runs, each day's orders
 * booked against the run's capacity, each a link to those orders. Days a zone is not delivered are marked; a closed day
 * that still has orders booked (closed after they were placed) shows them, for the owner to move.
 */

export const CALENDAR_DAYS = 7;

function closureText(t: Translate<'admin'>, closed: Closure): string | null {
  if (!closed) return null;
  return closed.kind === 'date' ? t('deliveries.closedDay', { name: closed.name }) : t('deliveries.notDelivered');
}

function Cell({ cell, runId, context }: { cell: CalendarCell; runId: string; context: string }) {
  const t = useT('admin');
  const closed = closureText(t, cell.closed);
  // Nothing booked on a day nothing is delivered: no orders to open.
  if (closed && cell.booked === 0) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{closed}</span>
      </span>
    );
  }
  return (
    <span className="grid justify-items-start gap-0.5">
      <Link
        to={adminPaths.ordersToDeliver(cell.date, runId)}
        className={cn(
          'rounded px-1.5 py-0.5 font-medium whitespace-nowrap tabular-nums text-primary underline-offset-2 hover:underline',
          cell.full && 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
        )}
      >
        {t('deliveries.cell', { booked: cell.booked, capacity: cell.capacity })}
        <span className="sr-only">{` ${t('deliveries.cellContext', { context })}`}</span>
      </Link>
      {cell.full && <span className="text-xs text-muted-foreground">{t('deliveries.full')}</span>}
      {/* Orders booked on a day closed since: said where they are, to be moved. */}
      {closed && <span className="text-xs font-medium text-destructive">{closed}</span>}
    </span>
  );
}

function ZoneTable({ week, today }: { week: ZoneWeek; today: string }) {
  const t = useT('admin');
  return (
    // relative: the cells' screen-reader texts (absolutely placed) scroll with the table instead of widening the page.
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-2xl text-sm">
        <caption className="border-b px-3 py-2 text-left text-base font-semibold">{week.zone.name}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="px-3 py-2 font-medium">
              {t('deliveries.run')}
            </th>
            {week.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                aria-current={day.date === today ? 'date' : undefined}
                className={cn('px-3 py-2 align-top font-medium', day.date === today && 'bg-muted/60', day.closed && 'bg-muted/30')}
              >
                <span className="block whitespace-nowrap">{formatDeliveryDay(day.date, 'short')}</span>
                {day.date === today && <span className="block text-xs font-normal text-muted-foreground">{t('deliveries.today')}</span>}
                {day.closed && <span className="block text-xs font-normal text-muted-foreground">{closureText(t, day.closed)}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.runs.length === 0 ? (
            <tr>
              <td colSpan={week.days.length + 1} className="px-3 py-2 text-muted-foreground">
                {t('deliveries.noRuns')}
              </td>
            </tr>
          ) : (
            week.runs.map((run) => (
              <tr key={run.id} className="border-b last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap tabular-nums">
                  {run.window}
                </th>
                {run.cells.map((cell) => (
                  <td key={cell.date} className={cn('px-3 py-2 align-top', cell.date === today && 'bg-muted/60', cell.closed && 'bg-muted/30')}>
                    <Cell cell={cell} runId={run.id} context={`${week.zone.name}, ${run.window}, ${formatDeliveryDay(cell.date)}`} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A week of the calendar from `from` (today unless the owner went back or on), a table per zone. */
export function DeliveryCalendar({ from, today, onWeek }: { from: string; today: string; onWeek: (from: string) => void }) {
  const t = useT('admin');
  const id = useId();
  const query = useDeliveryCalendar(from, CALENDAR_DAYS);
  return (
    // min-w-0: a grid item as wide as the page, however wide its tables; they scroll inside it on a phone.
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('deliveries.calendar.title')}
          </h2>
          {/* Said when the week changes: the buttons stay where they are, and the keyboard with them. */}
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {formatDayRange(from, addDays(from, CALENDAR_DAYS - 1))}
          </p>
        </div>
        <div role="group" aria-label={t('deliveries.weeks')} className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onWeek(addDays(from, -CALENDAR_DAYS))}>
            <ChevronLeftIcon aria-hidden="true" />
            {t('deliveries.previousWeek')}
          </Button>
          {from !== today && (
            <Button variant="outline" size="sm" onClick={() => onWeek(today)}>
              {t('deliveries.fromToday')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => onWeek(addDays(from, CALENDAR_DAYS))}>
            {t('deliveries.nextWeek')}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('deliveries.calendar.hint')}</p>
      <QueryStates
        query={query}
        loading={t('deliveries.loading')}
        failed={t('deliveries.failed')}
        isEmpty={(calendar) => calendar.zones.length === 0}
        empty={{ title: t('deliveries.empty.title'), description: t('deliveries.empty.description') }}
      >
        {(calendar) => (
          <div className={cn('grid min-w-0 gap-4', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching || undefined}>
            {zoneWeeks(calendar).map((week) => (
              <ZoneTable key={week.zone.id} week={week} today={today} />
            ))}
          </div>
        )}
      </QueryStates>
    </section>
  );
}
