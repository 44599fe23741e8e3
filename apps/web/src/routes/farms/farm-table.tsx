import type { FarmListItem } from '@durio/shared/schemas/catalogue';
import { BadgeCheckIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { formatRating, StarRating } from '@/features/catalogue/components/star-rating';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The table shows the first 2 specialties, then a '+N' badge (docs/product/storefront.md). */
const SPECIALTIES_SHOWN = 2;

/** The farms list as a table: Name, Location, Specialties, Rating, Action. `bodyRef`: the <tbody>, whose rows are the farms. */
export function FarmTable({
  farms,
  lastRowRef,
  bodyRef,
}: {
  farms: readonly FarmListItem[];
  lastRowRef?: Ref<HTMLTableRowElement>;
  bodyRef?: Ref<HTMLTableSectionElement>;
}) {
  const t = useT('farms');
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-b bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{t('table.name')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('table.location')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('specialties')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('table.rating')}</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">{t('table.action')}</th>
          </tr>
        </thead>
        <tbody ref={bodyRef} className="divide-y">
          {farms.map((farm, index) => {
            const extra = farm.specialties.length - SPECIALTIES_SHOWN;
            const more = farm.specialties.slice(SPECIALTIES_SHOWN).join(', ');
            return (
              <tr key={farm.id} ref={index === farms.length - 1 ? lastRowRef : undefined} className="transition hover:bg-muted/40">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <span className="flex flex-wrap items-center gap-2">
                    {farm.name}
                    {farm.isCertified && (
                      <Badge variant="success">
                        <BadgeCheckIcon aria-hidden="true" />
                        {t('certified')}
                      </Badge>
                    )}
                  </span>
                </th>
                <td className="px-4 py-3 text-muted-foreground">{farm.location}</td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap gap-1.5">
                    {farm.specialties.slice(0, SPECIALTIES_SHOWN).map((specialty) => (
                      <Badge key={specialty} variant="warning">
                        {specialty}
                      </Badge>
                    ))}
                    {extra > 0 && (
                      <Badge variant="outline" title={more}>
                        +{formatNumber(extra)}
                        <span className="sr-only">{t('table.more', { names: more })}</span>
                      </Badge>
                    )}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="inline-flex items-center gap-1.5">
                    <StarRating rating={farm.rating} />
                    <span className="text-muted-foreground">
                      {formatRating(farm.rating)} {t('reviewCount', { count: farm.reviewCount })}
                    </span>
                  </span>
                </td>
                <td className="px-4 py-3 text-right">
                  <Link to={paths.farm(farm.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={t('table.viewFarm', { name: farm.name })}>
                    {t('table.view')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
