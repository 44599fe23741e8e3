import { varietyIn } from '@durio/shared/variety-names';
import { ArrowRightIcon, CalendarDaysIcon, RotateCcwIcon, SunIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useSeasonCalendar } from '@/features/season/api/get-season-calendar';
import { comingNext, inSeasonNow } from '@/features/season/calendar-rows';
import { errorMessage } from '@/lib/api';
import { formatDayMonth } from '@/lib/format';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

/** The home page shows this many varieties at most; the season calendar has them all. */
const SHOWN = 4;

function VarietyCard({ variety, detail, peak }: { variety: string; detail: string; peak?: boolean }) {
  const t = useT('home');
  const name = varietyIn(variety, language);
  return (
    <li className="grid content-start gap-2 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-stone-900 dark:text-stone-100">{name}</h3>
        {peak && (
          <Badge variant="warning">
            <SunIcon aria-hidden="true" />
            {t('season.peak')}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{detail}</p>
      <Link to={paths.shopVariety(variety)} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline">
        {t('season.shop', { variety: name })}
        <ArrowRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * What is in season today, from the harvest calendar (docs/product/the-season.md); when nothing is, what comes next.
 * Its call starts with the page and nothing waits for it: the first screen is the hero.
 */
export function SeasonSection() {
  const t = useT('home');
  const calendar = useSeasonCalendar();
  const inSeason = calendar.data ? inSeasonNow(calendar.data) : [];
  const coming = calendar.data ? comingNext(calendar.data) : [];
  const showsComing = calendar.isSuccess && inSeason.length === 0 && coming.length > 0;

  return (
    <section aria-labelledby="season-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="season-title"
        title={showsComing ? t('season.comingTitle') : t('season.title')}
        subtitle={showsComing ? t('season.comingSubtitle') : t('season.subtitle')}
        action={
          <Link to={paths.season} className={buttonVariants({ variant: 'outline' })}>
            <CalendarDaysIcon aria-hidden="true" />
            {t('season.calendar')}
          </Link>
        }
      />
      {calendar.isPending ? (
        <LoadingState label={t('season.loading')} />
      ) : calendar.isError ? (
        <ErrorState
          title={t('season.error', { message: errorMessage(calendar.error, t('season.failed')) })}
          action={
            <Button variant="outline" disabled={calendar.isFetching} onClick={() => calendar.refetch()}>
              <RotateCcwIcon aria-hidden="true" />
              {t('tryAgain')}
            </Button>
          }
        />
      ) : inSeason.length > 0 ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {inSeason.slice(0, SHOWN).map((item) => (
            <VarietyCard key={item.variety} variety={item.variety} peak={item.peak} detail={t('season.until', { date: formatDayMonth(item.until) })} />
          ))}
        </ul>
      ) : coming.length > 0 ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coming.slice(0, SHOWN).map((item) => (
            <VarietyCard key={item.variety} variety={item.variety} detail={t('season.expectedFrom', { date: formatDayMonth(item.from) })} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('season.empty')} />
      )}
    </section>
  );
}
