import type { PreorderOffer } from '@durio/shared/schemas/preorders';
import { varietyIn } from '@durio/shared/variety-names';
import { CalendarClockIcon, LogInIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QuantityStepper } from '@/components/quantity-stepper';
import { buttonVariants } from '@/components/ui/button';
import { ProductPrice } from '@/features/catalogue/components/product-price';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { useFarmPreorderOffers } from '@/features/preorders/api/list-farm-preorder-offers';
import { useTreePreorderOffers } from '@/features/preorders/api/list-tree-preorder-offers';
import { mostFruitsToReserve, offerPricedProduct } from '@/features/preorders/preorder-pricing';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDayRange, formatNumber } from '@/lib/format';
import { language, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** Whose offers a page shows: one tree's (its page), or a farm's, of its trees and of its varieties as a whole. */
type OffersOf = { tree: { id: string; name: string } } | { farmId: string };

/** How many to reserve and **Pre-order**; signed out, **Sign in to pre-order**, which leads back to this page. */
function ReserveFruits({ offer, itemName }: { offer: PreorderOffer; itemName: string }) {
  const t = useT('farms');
  const id = useId();
  const { isSignedIn } = useAuth();
  const { pathname } = useLocation();
  const most = mostFruitsToReserve(offer);
  const [wanted, setWanted] = useState(1);
  // Fewer may be left than were chosen once the offers are read again.
  const fruits = Math.min(wanted, most);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-labelledby={`${id}-fruits`} className="flex items-center gap-2">
        <span id={`${id}-fruits`} className="text-sm font-medium">
          {t('preorder.fruits')}
        </span>
        <QuantityStepper value={fruits} max={most} onChange={setWanted} itemName={itemName} />
      </div>
      {isSignedIn ? (
        <Link to={paths.preorderCheckout(offer.id, { fruits })} className={buttonVariants()}>
          {t('preorder.action')}
        </Link>
      ) : (
        // Signing in leads back to this tree or farm (docs/product/the-season.md, Pre-orders).
        <Link to={paths.login} state={{ redirectTo: pathname }} className={buttonVariants({ variant: 'outline' })}>
          <LogInIcon aria-hidden="true" />
          {t('preorder.signIn')}
        </Link>
      )}
    </div>
  );
}

/**
 * One open offer: its window, the fruit's price, the fruits left, and how many to pre-order. On a farm's page it says
 * first what it is of: a tree's offer is reserved on the tree's page, the farm's variety as a whole right here.
 */
function OfferCard({ offer, onTreePage }: { offer: PreorderOffer; onTreePage: boolean }) {
  const t = useT('farms');
  const window = t('preorder.window', { window: formatDayRange(offer.window.startsOn, offer.window.endsOn) });
  const variety = varietyIn(offer.window.variety, language);
  const soldOut = mostFruitsToReserve(offer) === 0;
  let action;
  if (soldOut) action = <p className="font-medium text-amber-900 dark:text-amber-200">{t('preorder.soldOut')}</p>;
  else if (offer.tree === null) action = <ReserveFruits offer={offer} itemName={t('preorder.fruitsOfFarm', { variety })} />;
  else if (onTreePage) action = <ReserveFruits offer={offer} itemName={t('preorder.fruitsOf', { tree: offer.tree.name })} />;
  else {
    action = (
      <Link to={paths.tree(offer.tree.id)} className={cn(buttonVariants({ variant: 'outline' }), 'w-fit')}>
        {t('preorder.onTreePage', { tree: offer.tree.name })}
      </Link>
    );
  }
  const expected = (
    <>
      <CalendarClockIcon className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
      {window}
    </>
  );
  return (
    <li className="grid content-start gap-3 rounded-lg border bg-card p-4">
      {onTreePage ? (
        <h3 className="inline-flex items-center gap-1.5 font-semibold">{expected}</h3>
      ) : (
        <div className="grid gap-1">
          <h3 className="font-semibold">{offer.tree ? t('preorder.ofTree', { variety, tree: offer.tree.name }) : t('preorder.ofFarm', { variety })}</h3>
          <p className="inline-flex items-center gap-1.5 text-sm">{expected}</p>
        </div>
      )}
      <div className="grid gap-1">
        <ProductPrice product={offerPricedProduct(offer.product)} charge="long" />
        <p className="text-xs text-muted-foreground">{t('preorder.priced', { product: offer.product.name })}</p>
      </div>
      <p className="text-sm font-medium">{t('preorder.left', { left: formatNumber(offer.fruitsLeft), offered: formatNumber(offer.fruitsOffered) })}</p>
      {action}
    </li>
  );
}

/**
 * "Reserve from the next drop" (docs/product/the-season.md, Pre-orders) on a tree's page and on a farm's: the offers
 * still taking reservations, each with its window, price and fruits left; nothing while there is none.
 */
export function PreorderOffers({ of }: { of: OffersOf }) {
  const t = useT('farms');
  const titleId = useId();
  const onTreePage = 'tree' in of;
  // Each page reads one of the two lists; the other query waits, disabled by its empty id.
  const treeOffers = useTreePreorderOffers(onTreePage ? of.tree.id : '');
  const farmOffers = useFarmPreorderOffers(onTreePage ? '' : of.farmId);
  const offers = onTreePage ? treeOffers : farmOffers;
  if (offers.isPending || (offers.isSuccess && offers.data.data.length === 0)) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 dark:border-amber-900 dark:bg-amber-950/30">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-bold">
          {t('preorder.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{onTreePage ? t('preorder.intro') : t('preorder.introFarm')}</p>
      </div>
      {offers.isError ? (
        <LoadErrorAlert title={onTreePage ? t('preorder.failed') : t('preorder.failedFarm')} error={offers.error} />
      ) : (
        <ul className={cn('grid gap-3', !onTreePage && 'sm:grid-cols-2 lg:grid-cols-3')}>
          {offers.data.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} onTreePage={onTreePage} />
          ))}
        </ul>
      )}
    </section>
  );
}
