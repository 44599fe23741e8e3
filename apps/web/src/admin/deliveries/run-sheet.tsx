import { orderNumber } from '@durio/shared/order-number';
import type { RunSheet as RunSheetData } from '@durio/shared/schemas/orders';
import { PrinterIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { AddressBlock } from '../components/address-block';
import { QueryStates } from '../components/query-states';
import { useRunSheet } from './api/get-run-sheet';
import { formatDeliveryDay } from '../components/delivery-format';
import { adminPaths } from '../components/admin-paths';

/*
 * The day's run sheet (docs/product/delivery.md, "The owner's day"): its paid orders run by run, each run by postcode,
 * the order a driver takes them in, with the address, the phone to call, what is in the box and the customer's notes.
 * Printed on A4 from the browser, the console's frame left off as the packing slip leaves it (orders/packing-slip.tsx).
 */

export const RUN_SHEET_ID = 'run-sheet';

/**
 * Only the sheet goes on paper: `:has()` keeps its ancestors, so the console's frame drops out. Black on white whatever
 * the console's theme, a row never split over two pages, and each table's header again on every page it runs onto.
 */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  body *:not(:has(#${RUN_SHEET_ID})):not(#${RUN_SHEET_ID}):not(#${RUN_SHEET_ID} *) { display: none !important; }
  #admin-main { padding: 0 !important; }
  #${RUN_SHEET_ID} { font-size: 10pt; }
  #${RUN_SHEET_ID}, #${RUN_SHEET_ID} * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  #${RUN_SHEET_ID} a { text-decoration: none; }
  #${RUN_SHEET_ID} thead { display: table-header-group; }
  #${RUN_SHEET_ID} tr, #${RUN_SHEET_ID} h3 { break-inside: avoid; }
  #${RUN_SHEET_ID} h3 { break-after: avoid; }
}`;

type Run = RunSheetData['runs'][number];

function RunTable({ run }: { run: Run }) {
  const t = useT('admin');
  const id = useId();
  const cell = 'px-2 py-1.5 align-top';
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-2">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {run.window ? t('runSheet.run', { zone: run.zone, window: run.window }) : run.zone}
        <span className="font-normal text-muted-foreground"> · {t('runSheet.orders', { count: run.orders.length })}</span>
      </h3>
      <div className="relative overflow-x-auto rounded-lg border print:overflow-visible print:rounded-none print:border-0">
        {/* Wide enough on screen for an address to read as lines, not a word a line; the page's width on paper. */}
        <table aria-labelledby={`${id}-title`} className="w-full min-w-3xl text-left text-sm print:min-w-0 print:text-[10pt]">
          <thead>
            <tr className="border-b">
              <th scope="col" className={cell}>
                {t('runSheet.column.stop')}
              </th>
              <th scope="col" className={cell}>
                {t('runSheet.column.order')}
              </th>
              <th scope="col" className={cell}>
                {t('runSheet.column.customer')}
              </th>
              <th scope="col" className={cell}>
                {t('runSheet.column.address')}
              </th>
              <th scope="col" className={cell}>
                {t('runSheet.column.phone')}
              </th>
              <th scope="col" className={cell}>
                {t('runSheet.column.items')}
              </th>
              <th scope="col" className={cell}>
                {t('runSheet.column.notes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {run.orders.map((stop, index) => (
              <tr key={stop.id} className="border-b last:border-b-0">
                <td className={cn(cell, 'tabular-nums')}>{formatNumber(index + 1)}</td>
                <th scope="row" className={cn(cell, 'font-medium whitespace-nowrap')}>
                  <Link to={adminPaths.order(stop.id)} className="text-primary hover:underline">
                    {orderNumber(stop.id)}
                  </Link>
                </th>
                <td className={cell}>{stop.customer ?? <span className="text-muted-foreground">{t('orders.erasedAccount')}</span>}</td>
                <td className={cell}>
                  <AddressBlock address={stop.address} boldPostcode />
                </td>
                <td className={cn(cell, 'whitespace-nowrap')}>
                  {stop.phone && (
                    <a href={`tel:${stop.phone.replace(/\s+/g, '')}`} className="hover:underline">
                      {stop.phone}
                    </a>
                  )}
                </td>
                <td className={cell}>
                  <ul>
                    {stop.items.map((item, line) => (
                      <li key={line}>{t('runSheet.item', { quantity: formatNumber(item.quantity), name: item.name })}</li>
                    ))}
                  </ul>
                </td>
                <td className={cn(cell, 'max-w-64 break-words')}>
                  {stop.notes && <p>{t('order.notes', { notes: stop.notes })}</p>}
                  {stop.specialInstructions && <p>{t('order.specialInstructions', { instructions: stop.specialInstructions })}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The run sheet of `day`, with the day to show and the Print button; what prints is the sheet alone. */
export function RunSheet({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const t = useT('admin');
  const id = useId();
  const query = useRunSheet(day);
  return (
    // min-w-0: a grid item as wide as the page, however wide its tables; they scroll inside it on a phone.
    <section id={RUN_SHEET_ID} aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold print:text-xl">
          {t('runSheet.heading', { day: formatDeliveryDay(day) })}
        </h2>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-day`}>{t('runSheet.day')}</Label>
            {/* An emptied field keeps the day shown: there is no sheet of no day. */}
            <Input id={`${id}-day`} type="date" value={day} onChange={(event) => event.target.value && onDay(event.target.value)} className="w-44" />
          </div>
          <Button variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            {t('runSheet.print')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground print:hidden">{t('runSheet.hint')}</p>
      <QueryStates
        query={query}
        loading={t('runSheet.loading')}
        failed={t('runSheet.failed')}
        isEmpty={(sheet) => sheet.runs.length === 0}
        empty={{ title: t('runSheet.empty.title'), description: t('runSheet.empty.description') }}
      >
        {(sheet) => (
          <div className={cn('grid min-w-0 gap-6', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching || undefined}>
            {sheet.runs.map((run) => (
              <RunTable key={`${run.zone} ${run.window ?? ''}`} run={run} />
            ))}
          </div>
        )}
      </QueryStates>
    </section>
  );
}
