import type { Favourite, FavouriteType } from '@durio/shared/schemas/favourites';
import { HeartIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { MediaImage } from '@/components/media-image';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/format';
import { useFavourites } from '../api/list-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';

const groups = [
  { type: 'farm', title: 'favourites.farms', link: paths.farm },
  { type: 'tree', title: 'favourites.trees', link: paths.tree },
  { type: 'product', title: 'favourites.products', link: paths.product },
] as const satisfies { type: FavouriteType; title: string; link: (id: string) => string }[];

function FavouriteItem({ favourite, link }: { favourite: Favourite; link: (id: string) => string }) {
  const t = useT('account');
  const remove = useRemoveFavourite();
  const { target } = favourite;
  // A favourite whose farm, tree or product has gone (or is hidden) can still be removed.
  const name = target?.name ?? t('favourites.unavailable');

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
            onSuccess: () => toast.success(t('favourites.removed', { name })),
            onError: (error) => toast.error(errorMessage(error, t('favourites.updateFailed'))),
          })
        }
      >
        <Trash2Icon aria-hidden="true" />
        {t('favourites.remove')}
        <span className="sr-only"> {t('favourites.removeTarget', { name })}</span>
      </Button>
    </article>
  );
}

/** The profile's Favourites tab: farms, trees and products, each linking to its page (docs/product/catalogue.md). */
export function FavouritesList() {
  const t = useT('account');
  const favourites = useFavourites();

  let content;
  if (favourites.isPending) content = <LoadingState label={t('favourites.loading')} />;
  else if (favourites.isError) {
    content = (
      <ErrorState
        title={t('favourites.loadFailed')}
        message={errorMessage(favourites.error, '')}
        action={
          <Button variant="outline" size="sm" onClick={() => favourites.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (favourites.data.length === 0) {
    content = <EmptyState icon={<HeartIcon />} title={t('favourites.empty')} className="rounded-xl border border-dashed" />;
  } else {
    content = groups.map((group) => {
      const items = favourites.data.filter((favourite) => favourite.type === group.type);
      if (items.length === 0) return null;
      return (
        <section key={group.type} aria-labelledby={`favourites-${group.type}`} className="grid gap-3">
          <h3 id={`favourites-${group.type}`} className="font-semibold text-muted-foreground">
            {t(group.title, { count: formatNumber(items.length) })}
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
        {t('favourites.title')}
      </h2>
      {content}
    </section>
  );
}
