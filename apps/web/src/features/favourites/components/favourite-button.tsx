import type { FavouriteType } from '@durio/shared/schemas/favourites';
import { HeartIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toast } from '@/lib/toast';
import { useSignInDialog } from '@/components/sign-in-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
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
  /** 'round' for a circle (the icon on some cards). */
  shape?: ComponentProps<typeof Button>['shape'];
  className?: string;
}

/** The heart on farm, tree and product cards and pages. A visitor is asked to sign in first. */
export function FavouriteButton({ type, targetId, name, appearance = 'icon', shape, className }: FavouriteButtonProps) {
  const t = useT('common');
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
        onSuccess: () => toast.success(t('favouriteButton.removed', { name })),
        onError: (error) => toast.error(errorMessage(error, t('favouriteButton.updateFailed'))),
      });
    } else {
      add.mutate(
        { type, targetId },
        {
          onSuccess: () => toast.success(t('favouriteButton.added', { name })),
          onError: (error) => toast.error(errorMessage(error, t('favouriteButton.updateFailed'))),
        },
      );
    }
  };

  return (
    <Button
      type="button"
      variant="overlay"
      size={appearance === 'icon' ? 'icon' : 'default'}
      shape={shape}
      className={className}
      aria-pressed={isSignedIn ? saved : undefined}
      aria-label={appearance === 'icon' ? t('favouriteButton.label', { name }) : undefined}
      disabled={busy}
      onClick={() => (isSignedIn ? toggle() : openSignIn(toggle))}
    >
      <HeartIcon aria-hidden="true" className={cn(saved && 'fill-red-500 text-red-500')} />
      {appearance === 'labelled' && (saved ? t('favouriteButton.saved') : t('favouriteButton.add'))}
    </Button>
  );
}
