import type { SeasonCalendar } from '@durio/shared/schemas/season';
import { CalendarDaysIcon, CalendarX2Icon, RotateCcwIcon, SunIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useSeasonCalendar } from '@/features/season/api/get-season-calendar';
import { comingNext, inSeasonNow, type ComingVariety, type InSeasonVariety } from '@/features/season/calendar-rows';
import { errorMessage } from '@/lib/api';
import { formatDayMonth } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SeasonTable } from './season-table';
import { VarietyLink } from './variety-link';

function FarmLinks({ farms }: { farms: { id: string; name: string }[] }) {
  if (farms.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {farms.map((farm) => (
        <li key={farm.id}>
          <Link to={paths.farm(farm.id)} className="text-muted-foreground underline-offset-2 hover:text-foreground hover:underline">
            {farm.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function InSeasonCard({ item }: { item: InSeasonVariety }) {
  const t = useT('farms');
  return (
    <li className="grid content-start gap-2 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <VarietyLink variety={item.variety} large />
        {item.peak && (
          <Badge variant="warning">
            <SunIcon aria-hidden="true" />
            {t('season.peak')}
          </Badge>
        )}
      </div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('season.until', { date: formatDayMonth(item.until) })}</p>
      <FarmLinks farms={item.farms} />
    </li>
  );
}

function ComingCard({ item }: { item: ComingVariety }) {
  const t = useT('farms');
  return (
    <li className="grid content-start gap-2 rounded-xl border bg-card p-4">
      <VarietyLink variety={item.variety} large />
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('season.expectedFrom', { date: formatDayMonth(item.from) })}</p>
      <FarmLinks farms={item.farms} />
    </li>
  );
}

function SeasonView({ calendar }: { calendar: SeasonCalendar }) {
  const t = useT('farms');
  const inSeason = inSeasonNow(calendar);
  const coming = comingNext(calendar);
  return (
    <div className="grid gap-12">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="in-season-title" className="grid content-start gap-4">
          <h2 id="in-season-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <SunIcon className="size-6 text-amber-600" aria-hidden="true" />
            {t('season.inSeason.title')}
          </h2>
          {inSeason.length === 0 ? (
            <p className="text-muted-foreground">{t('season.inSeason.none')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {inSeason.map((item) => (
                <InSeasonCard key={item.variety} item={item} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="coming-title" className="grid content-start gap-4">
          <h2 id="coming-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarDaysIcon className="size-6 text-emerald-700" aria-hidden="true" />
            {t('season.coming.title')}
          </h2>
          {coming.length === 0 ? (
            <p className="text-muted-foreground">{t('season.coming.none')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {coming.map((item) => (
                <ComingCard key={item.variety} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <SeasonTable calendar={calendar} />
    </div>
  );
}

/** /season: the harvest calendar (docs/product/the-season.md). */
export function SeasonPage() {
  const t = useT('farms');
  useDocumentTitle(t('season.title'), t('season.description'));
  const calendar = useSeasonCalendar();

  return (
    <>
      <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('season.title')}</h1>
          <p className="mt-2 max-w-2xl text-emerald-50/85">{t('season.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {calendar.isPending ? (
          <LoadingState label={t('season.loading')} />
        ) : calendar.isError ? (
          <ErrorState
            title={t('season.failed')}
            message={errorMessage(calendar.error, t('retryLater'))}
            action={
              <Button variant="outline" disabled={calendar.isFetching} onClick={() => calendar.refetch()}>
                <RotateCcwIcon aria-hidden="true" />
                {t('tryAgain')}
              </Button>
            }
          />
        ) : calendar.data.varieties.length === 0 ? (
          <EmptyState
            icon={<CalendarX2Icon />}
            title={t('season.empty')}
            description={t('season.emptyText')}
            action={
              <Link to={paths.farms} className={buttonVariants({ variant: 'outline' })}>
                {t('season.browseFarms')}
              </Link>
            }
          />
        ) : (
          <SeasonView calendar={calendar.data} />
        )}
      </div>
    </>
  );
}
