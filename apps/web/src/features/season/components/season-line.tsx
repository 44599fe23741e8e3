import type { Season } from '@durio/shared/season';
import { CalendarClockIcon, LeafIcon, SunIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDayMonth } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';

/** The words of a season: 'In season now · peak · until 31 Aug', 'Next drop expected from 15 June', 'Out of season'. */
export function seasonText(season: Season, t: Translate<'common'>): string {
  switch (season.state) {
    case 'in-season':
      return [t('season.inSeason'), season.peak ? t('season.peak') : null, t('season.until', { date: formatDayMonth(season.until, 'short') })]
        .filter((part) => part !== null)
        .join(' · ');
    case 'coming':
      return t('season.comingFrom', { date: formatDayMonth(season.from) });
    default:
      return t('season.outOfSeason');
  }
}

const looks = {
  'in-season': { Icon: SunIcon, tone: 'text-emerald-800 dark:text-emerald-300' },
  coming: { Icon: CalendarClockIcon, tone: 'text-amber-800 dark:text-amber-300' },
  'out-of-season': { Icon: LeafIcon, tone: 'text-muted-foreground' },
} as const;

/**
 * Where a product's, farm's or tree's fruit stands in its season today, as its reply says (docs/product/the-season.md);
 * a tree adds how many fruits its farm expects. Nothing for fruit without a season (frozen, sold all year).
 */
export function SeasonLine({ season, expectedFruits = null, className }: { season: Season | null; expectedFruits?: number | null; className?: string }) {
  const t = useT('common');
  if (season === null) return null;
  const { Icon, tone } = looks[season.state];
  return (
    <div className={cn('grid gap-0.5 text-sm', className)}>
      <p className={cn('inline-flex items-center gap-1.5 font-medium', tone)}>
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {seasonText(season, t)}
      </p>
      {expectedFruits !== null && <p className="pl-5.5 text-muted-foreground">{t('season.expectedFruits', { count: expectedFruits })}</p>}
    </div>
  );
}
