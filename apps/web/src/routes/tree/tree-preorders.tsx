import type { PreorderOffer } from '@durio/shared/schemas/preorders';
import { CalendarClockIcon, LogInIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QuantityStepper } from '@/components/quantity-stepper';
import { buttonVariants } from '@/components/ui/button';
import { ProductPrice } from '@/features/catalogue/components/product-price';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { useTreePreorderOffers } from '@/features/preorders/api/list-tree-preorder-offers';
import { mostFruitsToReserve, offerPricedProduct } from '@/features/preorders/preorder-pricing';
import { useAuth } from '@/lib/auth';
import { formatDayRange, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** One open offer: its window, the fruit's price, the fruits left, and how many to pre-order. */
function OfferCard({ offer, tree }: { offer: PreorderOffer; tree: { id: string; name: string } }) {
  const t = useT('farms');
  const id = useId();
  const { isSignedIn } = useAuth();
  const { pathname } = useLocation();
  const most = mostFruitsToReserve(offer);
  const [wanted, setWanted] = useState(1);
  // Fewer may be left than were chosen once the offers are read again.
  const fruits = Math.min(wanted, most);
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 className="inline-flex items-center gap-1.5 font-semibold">
        <CalendarClockIcon className="size-4 text-amber-700" aria-hidden="true" />
        {t('preorder.window', { window: formatDayRange(offer.window.startsOn, offer.window.endsOn) })}
      </h3>
      <div className="grid gap-1">
        <ProductPrice product={offerPricedProduct(offer.product)} charge="long" />
        <p className="text-xs text-muted-foreground">{t('preorder.priced', { product: offer.product.name })}</p>
      </div>
      <p className="text-sm font-medium">{t('preorder.left', { left: formatNumber(offer.fruitsLeft), offered: formatNumber(offer.fruitsOffered) })}</p>
      {most === 0 ? (
        <p className="font-medium text-amber-900 dark:text-amber-200">{t('preorder.soldOut')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-labelledby={`${id}-fruits`} className="flex items-center gap-2">
            <span id={`${id}-fruits`} className="text-sm font-medium">
              {t('preorder.fruits')}
            </span>
            <QuantityStepper value={fruits} max={most} onChange={setWanted} itemName={t('preorder.fruitsOf', { tree: tree.name })} />
          </div>
          {isSignedIn ? (
            <Link to={paths.preorderCheckout(offer.id, { treeId: tree.id, fruits })} className={buttonVariants()}>
              {t('preorder.action')}
            </Link>
          ) : (
            // Signing in leads back to this tree (docs/product/the-season.md, Pre-orders).
            <Link to={paths.login} state={{ redirectTo: pathname }} className={buttonVariants({ variant: 'outline' })}>
              <LogInIcon aria-hidden="true" />
              {t('preorder.signIn')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * "Reserve from the next drop" (docs/product/the-season.md, Pre-orders): the tree's offers still taking reservations,
 * each with its window, price and fruits left; nothing while there is none.
 */
export function TreePreorders({ tree }: { tree: { id: string; name: string } }) {
  const t = useT('farms');
  const offers = useTreePreorderOffers(tree.id);
  if (offers.isPending || (offers.isSuccess && offers.data.data.length === 0)) return null;
  return (
    <section aria-labelledby="tree-preorders-title" className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 dark:border-amber-900 dark:bg-amber-950/30">
      <div className="grid gap-1">
        <h2 id="tree-preorders-title" className="text-xl font-bold">
          {t('preorder.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('preorder.intro')}</p>
      </div>
      {offers.isError ? (
        <LoadErrorAlert title={t('preorder.failed')} error={offers.error} />
      ) : (
        offers.data.data.map((offer) => <OfferCard key={offer.id} offer={offer} tree={tree} />)
      )}
    </section>
  );
}
