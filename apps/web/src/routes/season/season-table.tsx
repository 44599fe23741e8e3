import type { SeasonCalendar } from '@durio/shared/schemas/season';
import type { MonthLevel } from '@durio/shared/season';
import { varietyIn } from '@durio/shared/variety-names';
import { TellMeWhen } from '@/features/alerts/components/tell-me-when';
import { stateName } from '@/features/farms/durian-varieties';
import { calendarMonths, calendarRows, inSeasonNow } from '@/features/season/calendar-rows';
import { cn } from '@/lib/cn';
import { formatMonth } from '@/lib/format';
import { language, useT, type MessageKey } from '@/lib/i18n';
import { VarietyLink } from './variety-link';

/*
 * The months of each variety's harvest, region by region. A month is a coloured bar with a symbol, never colour alone,
 * and says its level in words to a screen reader; the key above the table says what the symbols mean.
 */
const levels: Record<MonthLevel, { label: MessageKey<'farms'>; symbol: string; bar: string }> = {
  peak: { label: 'season.level.peak', symbol: '★', bar: 'bg-amber-400 text-stone-950' },
  season: { label: 'season.level.season', symbol: '●', bar: 'bg-emerald-700 text-white' },
  none: { label: 'season.level.none', symbol: '', bar: '' },
};

function MonthBar({ level, className }: { level: MonthLevel; className?: string }) {
  const { symbol, bar } = levels[level];
  return level === 'none' ? (
    <span aria-hidden="true" className={cn('block h-1 rounded-full bg-stone-200 dark:bg-stone-700', className)} />
  ) : (
    <span aria-hidden="true" className={cn('flex h-7 items-center justify-center rounded-md text-xs', bar, className)}>
      {symbol}
    </span>
  );
}

export function SeasonTable({ calendar }: { calendar: SeasonCalendar }) {
  const t = useT('farms');
  const months = calendarMonths(calendar);
  const groups = calendarRows(calendar);
  const inSeason = new Set(inSeasonNow(calendar).map((item) => item.variety));
  const caption = t('season.calendar.caption', {
    from: formatMonth(calendar.months[0] ?? '', 'long'),
    to: formatMonth(calendar.months.at(-1) ?? '', 'long'),
  });

  return (
    // min-w-0: a grid item is as wide as its content by default; the table's region scrolls instead of widening the page.
    // The region is `relative` so that the cells' screen-reader words (absolutely placed) scroll inside it too.
    <section aria-labelledby="calendar-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="calendar-title" className="text-2xl font-bold tracking-tight">
          {t('season.calendar.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <span className="font-medium">{t('season.legend')}</span>
          {(['peak', 'season'] as const).map((level) => (
            <span key={level} className="inline-flex items-center gap-2">
              <MonthBar level={level} className="w-8" />
              {t(levels[level].label)}
            </span>
          ))}
        </div>
      </div>
      {/* Wider than a phone: the table scrolls sideways in a region the keyboard can reach. */}
      <div role="region" aria-labelledby="calendar-caption" tabIndex={0} className="relative min-w-0 overflow-x-auto rounded-xl border bg-card focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <caption id="calendar-caption" className="px-4 pt-3 pb-2 text-left text-muted-foreground">
            {caption}
          </caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('season.calendar.variety')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('season.calendar.state')}
              </th>
              {months.map(({ month, showsYear }) => (
                <th key={month} scope="col" className="w-14 px-0.5 py-2 text-center font-semibold">
                  <span aria-hidden="true">{formatMonth(month, 'short')}</span>
                  <span aria-hidden="true" className={cn('block text-xs font-normal text-muted-foreground', !showsYear && 'invisible')}>
                    {month.slice(0, 4)}
                  </span>
                  <span className="sr-only">{formatMonth(month, 'long')}</span>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.variety} className="border-b last:border-b-0">
              {group.rows.map((row, index) => (
                <tr key={row.state}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={group.rows.length} className="px-3 py-2 text-left align-top">
                      <div className="grid justify-items-start gap-2">
                        <VarietyLink variety={group.variety} />
                        {!inSeason.has(group.variety) && (
                          <TellMeWhen target={{ variety: group.variety }} name={varietyIn(group.variety, language)} appearance="dialog" />
                        )}
                      </div>
                    </th>
                  )}
                  <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap text-stone-700 dark:text-stone-300">
                    {stateName(row.state, t)}
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.month} className="px-0.5 py-2 align-middle">
                      <MonthBar level={cell.level} />
                      <span className="sr-only">{t(levels[cell.level].label)}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
