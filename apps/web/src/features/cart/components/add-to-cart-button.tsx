import { LoaderCircleIcon, ShoppingCartIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useSignInDialog } from '@/components/sign-in-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { useAddCartItem } from '../api/add-cart-item';

interface AddToCartButtonProps {
  /** `buyable` comes with every product the API sends: the button never works it out from the stock. */
  product: { id: string; name: string; buyable: boolean };
  quantity?: number;
  /** On cards, where many buttons share a page, the accessible name carries the product name. */
  nameInLabel?: boolean;
  size?: 'default' | 'lg' | 'sm';
  className?: string;
}

/**
 * Adds the product to the cart; a visitor first gets the sign-in dialog, and the item is added once the
 * sign-in succeeds (docs/product/cart-and-checkout.md).
 */
export function AddToCartButton({ product, quantity = 1, nameInLabel = false, size = 'default', className }: AddToCartButtonProps) {
  const t = useT('common');
  const { isSignedIn } = useAuth();
  const { openSignIn } = useSignInDialog();
  const addItem = useAddCartItem();
  const soldOut = !product.buyable;

  const add = () =>
    addItem.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: () => toast.success(t('addToCart.added', { name: product.name })),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 409
              ? error.message
              : t('addToCart.failed'),
          ),
      },
    );

  const label = soldOut ? t('stock.outOfStock') : addItem.isPending ? t('addToCart.adding') : t('addToCart.label');
  return (
    <Button
      size={size}
      className={cn('w-full', className)}
      disabled={soldOut || addItem.isPending}
      onClick={() => (isSignedIn ? add() : openSignIn(add))}
    >
      {addItem.isPending ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
      ) : (
        <ShoppingCartIcon aria-hidden="true" />
      )}
      {label}
      {/* The name goes after the visible text, so the accessible name still contains what is seen. */}
      {nameInLabel && <span className="sr-only">: {product.name}</span>}
    </Button>
  );
}
