import type { Farm } from '@durio/shared/schemas/catalogue';
import { BadgeCheckIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { paths } from '@/lib/paths';

/** Storefront spec §9: the table shows the first 2 specialties, then a '+N' badge. */
const SPECIALTIES_SHOWN = 2;

/** The farms list as a table: Name, Location, Specialties, Rating, Action. */
export function FarmTable({ farms, lastRowRef }: { farms: readonly Farm[]; lastRowRef?: Ref<HTMLTableRowElement> }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Partner farms</caption>
        <thead className="border-b bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Location</th>
            <th scope="col" className="px-4 py-3 font-semibold">Specialties</th>
            <th scope="col" className="px-4 py-3 font-semibold">Rating</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Action</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {farms.map((farm, index) => {
            const extra = farm.specialties.length - SPECIALTIES_SHOWN;
            return (
              <tr key={farm.id} ref={index === farms.length - 1 ? lastRowRef : undefined} className="transition hover:bg-muted/40">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <span className="flex flex-wrap items-center gap-2">
                    {farm.name}
                    {farm.verificationStatus === 'VERIFIED' && (
                      <Badge variant="success">
                        <BadgeCheckIcon aria-hidden="true" />
                        Certified
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
                      <Badge variant="outline" title={farm.specialties.slice(SPECIALTIES_SHOWN).join(', ')}>
                        +{extra}
                        <span className="sr-only"> more: {farm.specialties.slice(SPECIALTIES_SHOWN).join(', ')}</span>
                      </Badge>
                    )}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="inline-flex items-center gap-1.5">
                    <StarRating rating={farm.rating} />
                    <span className="text-muted-foreground">
                      {farm.rating.toFixed(1)} ({farm.reviewCount} reviews)
                    </span>
                  </span>
                </td>
                <td className="px-4 py-3 text-right">
                  <Link to={paths.farm(farm.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`View ${farm.name}`}>
                    View
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
