import type { Favourite, FavouriteType } from '@durio/shared/schemas/favourites';
import { HeartIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { MediaImage } from '@/components/media-image';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useFavourites } from '../api/list-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';

const groups: { type: FavouriteType; title: string; link: (id: string) => string }[] = [
  { type: 'farm', title: 'Farms', link: paths.farm },
  { type: 'tree', title: 'Trees', link: paths.tree },
  { type: 'product', title: 'Products', link: paths.product },
];

function FavouriteItem({ favourite, link }: { favourite: Favourite; link: (id: string) => string }) {
  const remove = useRemoveFavourite();
  const { target } = favourite;
  // A favourite whose farm, tree or product has gone (or is hidden) can still be removed.
  const name = target?.name ?? 'No longer available';

  return (
    <article aria-label={name} className="flex items-center gap-4 rounded-xl border bg-card p-3 shadow-xs">
      <MediaImage
        media={target?.image ? [target.image] : []}
        alt={name}
        className="size-16 shrink-0 rounded-lg"
        fallbackWidth={64}
        fallbackHeight={64}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h4 className="truncate font-semibold">
          {target ? (
            <Link to={link(target.id)} className="hover:text-primary hover:underline">
              {target.name}
            </Link>
          ) : (
            name
          )}
        </h4>
        {target?.subtitle && <p className="truncate text-sm text-muted-foreground">{target.subtitle}</p>}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(favourite.id, {
            onSuccess: () => toast.success(`${name} removed from your favourites`),
            onError: (error) => toast.error(errorMessage(error, 'Failed to update favourites. Please try again.')),
          })
        }
      >
        <Trash2Icon aria-hidden="true" />
        Remove
        <span className="sr-only"> ({name})</span>
      </Button>
    </article>
  );
}

/** The profile's Favourites tab: farms, trees and products, each linking to its page (DECISIONS §3). */
export function FavouritesList() {
  const favourites = useFavourites();

  let content;
  if (favourites.isPending) content = <LoadingState label="Loading your favourites..." />;
  else if (favourites.isError) {
    content = (
      <ErrorState
        title="Failed to load your favourites"
        message={errorMessage(favourites.error, '')}
        action={
          <Button variant="outline" size="sm" onClick={() => favourites.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            Try Again
          </Button>
        }
      />
    );
  } else if (favourites.data.length === 0) {
    content = <EmptyState icon={<HeartIcon />} title="You have no favourites yet." className="rounded-xl border border-dashed" />;
  } else {
    content = groups.map((group) => {
      const items = favourites.data.filter((favourite) => favourite.type === group.type);
      if (items.length === 0) return null;
      return (
        <section key={group.type} aria-labelledby={`favourites-${group.type}`} className="grid gap-3">
          <h3 id={`favourites-${group.type}`} className="font-semibold text-muted-foreground">
            {group.title} ({items.length})
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((favourite) => (
              <li key={favourite.id}>
                <FavouriteItem favourite={favourite} link={group.link} />
              </li>
            ))}
          </ul>
        </section>
      );
    });
  }

  return (
    <section aria-labelledby="favourites-title" className="grid gap-5">
      <h2 id="favourites-title" className="text-xl font-semibold">
        Favourites
      </h2>
      {content}
    </section>
  );
}
