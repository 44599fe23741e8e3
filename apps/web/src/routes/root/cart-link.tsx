import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { countCartItems, useCart } from '@/features/cart/api/get-cart';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The cart icon; its badge is the sum of quantities (docs/product/cart-and-checkout.md). */
export function CartLink() {
  const t = useT('common');
  const cart = useCart();
  const count = countCartItems(cart.data);
  return (
    <Link
      to={paths.cart}
      aria-label={t('cart.label', { count })}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon', shape: 'round' }), 'relative')}
    >
      <ShoppingCartIcon className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-[11px] font-bold text-stone-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
