import type { FarmListItem } from '@durio/shared/schemas/catalogue';
import { BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { formatRating, StarRating } from './star-rating';
import { varietyIn } from '@durio/shared/variety-names';

export function FarmCard({ farm }: { farm: FarmListItem }) {
  const t = useT('common');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring/40"
    >
      <div className={cn(PICTURE_BOX, 'bg-stone-100')}>
        <MediaImage media={farm.media} alt={farm.name} className="size-full transition duration-300 group-hover:scale-105" fallbackWidth={640} fallbackHeight={480} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold">
            <Link to={paths.farm(farm.id)} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-emerald-800">
              {farm.name}
            </Link>
          </h3>
          {farm.isCertified && (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden="true" />
              {t('farmCard.certified')}
            </Badge>
          )}
        </div>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPinIcon className="size-3.5" aria-hidden="true" />
          {farm.location}
        </p>
        <p className="line-clamp-2 text-sm text-stone-600">{farm.description}</p>
        {farm.specialties.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('farmCard.specialties')}>
            {farm.specialties.slice(0, 3).map((specialty) => (
              <li key={specialty} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900">
                {varietyIn(specialty, language)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted-foreground">
          <StarRating rating={farm.rating} />
          <span>{t('farmCard.rating', { rating: formatRating(farm.rating), count: farm.reviewCount })}</span>
        </p>
      </div>
    </article>
  );
}
