import { varietyIn } from '@durio/shared/variety-names';
import { ArrowRightIcon, SunIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { useHarvestWindows } from '@/features/season/api/list-harvest-windows';
import { formatDayRange } from '@/lib/format';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** When the farm expects each variety's fruit to fall, and its best weeks (docs/product/the-season.md). */
export function FarmHarvestWindows({ farmId }: { farmId: string }) {
  const t = useT('farms');
  const windows = useHarvestWindows(farmId);
  return (
    <section aria-labelledby="harvest-title" className="grid content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="harvest-title" className="text-2xl font-bold">
            {t('harvest.title')}
          </h2>
          <p className="text-muted-foreground">{t('harvest.intro')}</p>
        </div>
        <Link to={paths.season} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          {t('harvest.calendar')}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {windows.isPending ? (
        <LoadingState label={t('harvest.loading')} spacing="sm" />
      ) : windows.isError ? (
        <LoadErrorAlert title={t('harvest.failed')} error={windows.error} />
      ) : windows.data.data.length === 0 ? (
        <p className="text-muted-foreground">{t('harvest.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {windows.data.data.map((harvestWindow) => (
            <li key={harvestWindow.id} className="grid content-start gap-1 rounded-xl border bg-card p-4">
              <p className="font-semibold">{varietyIn(harvestWindow.variety, language)}</p>
              <p className="text-sm">{formatDayRange(harvestWindow.startsOn, harvestWindow.endsOn)}</p>
              {harvestWindow.peakStartsOn !== null && harvestWindow.peakEndsOn !== null && (
                <p className="inline-flex items-center gap-1.5 text-sm text-amber-800 dark:text-amber-300">
                  <SunIcon className="size-4" aria-hidden="true" />
                  {t('harvest.peak', { dates: formatDayRange(harvestWindow.peakStartsOn, harvestWindow.peakEndsOn) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
