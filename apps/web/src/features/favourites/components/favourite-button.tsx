import type { FavouriteType } from '@durio/shared/schemas/favourites';
import { HeartIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useSignInDialog } from '@/components/sign-in-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useAddFavourite } from '../api/add-favourite';
import { findFavourite, useFavourites } from '../api/list-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';

interface FavouriteButtonProps {
  type: FavouriteType;
  targetId: string;
  /** The farm, tree or product name, for the accessible label and the toasts. */
  name: string;
  /** 'icon' for cards, 'labelled' for detail pages (shows 'Save' / 'Saved'). */
  appearance?: 'icon' | 'labelled';
  className?: string;
}

/** The heart on farm, tree and product cards and pages. A visitor is asked to sign in first. */
export function FavouriteButton({ type, targetId, name, appearance = 'icon', className }: FavouriteButtonProps) {
  const { isSignedIn } = useAuth();
  const { openSignIn } = useSignInDialog();
  const favourites = useFavourites();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const existing = findFavourite(favourites.data, type, targetId);
  const saved = existing !== undefined;
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    if (existing) {
      remove.mutate(existing.id, {
        onSuccess: () => toast.success(`${name} removed from your favourites`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update favourites. Please try again.')),
      });
    } else {
      add.mutate(
        { type, targetId },
        {
          onSuccess: () => toast.success(`${name} added to your favourites`),
          onError: (error) => toast.error(errorMessage(error, 'Failed to update favourites. Please try again.')),
        },
      );
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size={appearance === 'icon' ? 'icon' : 'default'}
      className={cn('bg-background/90', className)}
      aria-pressed={isSignedIn ? saved : undefined}
      aria-label={appearance === 'icon' ? `Save ${name} to favourites` : undefined}
      disabled={busy}
      onClick={() => (isSignedIn ? toggle() : openSignIn(toggle))}
    >
      <HeartIcon aria-hidden="true" className={cn(saved && 'fill-red-500 text-red-500')} />
      {appearance === 'labelled' && (saved ? 'Saved to Favourites' : 'Add to Favourites')}
    </Button>
  );
}
