import type { Farm } from '@durio/shared/schemas/catalogue';
import { BadgeCheckIcon, CalendarIcon, MapPinIcon, SproutIcon, TreesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatRating, StarRating } from '@/features/catalogue/components/star-rating';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { SeasonLine } from '@/features/season/components/season-line';
import { formatDate, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
        {icon}
      </span>
      <p className="grid">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="font-semibold">{value}</span>
      </p>
    </li>
  );
}

/** Name, place, badges, rating and the farm's key facts, beside its pictures. */
export function FarmOverview({ farm }: { farm: Farm }) {
  const t = useT('farms');
  return (
    <div className="grid content-start gap-5">
      <div className="flex flex-wrap items-center gap-2">
        {farm.isCertified && (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" />
            {t('farm.certified')}
          </Badge>
        )}
      </div>
      <div className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{farm.name}</h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {farm.location}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <StarRating rating={farm.rating} size="md" />
          <span className="font-semibold">{formatRating(farm.rating)}</span>
          <span className="text-muted-foreground">{t('reviewCount', { count: farm.reviewCount })}</span>
        </p>
        <SeasonLine season={farm.season} />
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {farm.foundedDate && <Fact icon={<CalendarIcon />} label={t('farm.founded')} value={formatDate(farm.foundedDate)} />}
        <Fact icon={<SproutIcon />} label={t('farm.varieties')} value={t('farm.varietyCount', { count: farm.varietyCount })} />
        <Fact icon={<TreesIcon />} label={t('farm.trees')} value={t('farm.treeCount', { count: formatNumber(farm.treeCount) })} />
      </ul>
      <p className="leading-relaxed">{farm.description}</p>
      <FavouriteButton type="farm" targetId={farm.id} name={farm.name} appearance="labelled" className="w-fit" />
    </div>
  );
}
