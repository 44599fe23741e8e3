import type { PreorderOffer } from '@durio/shared/schemas/preorders';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2Icon, CircleAlertIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState, EmptyState, LoadingState } from '@/components/page-states';
import { QuantityStepper } from '@/components/quantity-stepper';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { addressesQueryKey } from '@/features/addresses/api/list-addresses';
import { deliveryZonesQueryKey, useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { shopSettingsQueryOptions, useShopSettings } from '@/features/cart/api/get-shop-settings';
import { toShopFees } from '@/features/cart/cart-pricing';
import { useCreatePreorder } from '@/features/orders/api/create-preorder';
import { preorderOfferKey, usePreorderOffer } from '@/features/preorders/api/get-preorder-offer';
import { farmPreorderOffersKey } from '@/features/preorders/api/list-farm-preorder-offers';
import { treePreorderOffersKey } from '@/features/preorders/api/list-tree-preorder-offers';
import { fruitsToReserve, mostFruitsToReserve, offerPricedProduct, pricePreorder } from '@/features/preorders/preorder-pricing';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDayRange } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNoIndex } from '@/lib/use-no-index';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { CheckoutForm } from '../checkout/checkout-form';
import { CheckoutLine } from '../checkout/checkout-summary';
import { PaymentProcessing } from '../checkout/payment-processing';
import { usePlaceOrder } from '../checkout/use-place-order';

/** Under the line's price: the tree (or farm) and window the fruits fall from, and how many of them, up to what is left. */
function PreorderLineDetails({ offer, fruits, onFruits }: { offer: PreorderOffer; fruits: number; onFruits: (fruits: number) => void }) {
  const t = useT('buying');
  const id = useId();
  const window = formatDayRange(offer.window.startsOn, offer.window.endsOn);
  return (
    <div className="mt-1 grid gap-2 text-xs">
      <p>{offer.tree ? t('preorder.line', { tree: offer.tree.name, window }) : t('preorder.lineOfFarm', { window })}</p>
      <div role="group" aria-labelledby={`${id}-fruits`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-fruits`} className="font-medium">
          {t('preorder.fruits')}
        </span>
        <QuantityStepper value={fruits} max={mostFruitsToReserve(offer)} onChange={onFruits} itemName={offer.product.name} />
      </div>
    </div>
  );
}

/**
 * The pre-order checkout (docs/product/the-season.md, Pre-orders): the fruits of one open offer, of a tree or of a
 * farm's variety as a whole, delivered or picked up as any order, priced by the one fee rule and paid now as checkout
 * pays; the server's refusals (fewer fruits left, the offer closed, prices changed) show at the top in the page's
 * language. An offer closed or over says so.
 */
export function PreorderCheckoutPage() {
  const t = useT('buying');
  useDocumentTitle(t('preorder.title'));
  useNoIndex();
  const auth = useRequireSignIn(t('preorder.signInRequired'));
  const { id: offerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const offerQuery = usePreorderOffer(offerId);
  const settings = useShopSettings();
  const zones = useDeliveryZones();
  const queryClient = useQueryClient();
  const createPreorder = useCreatePreorder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalAlert = useRef<HTMLDivElement>(null);
  // Closed by the owner or its window over: the offer is still read, to say so.
  const offer = offerQuery.data?.open ? offerQuery.data : undefined;
  const fruits = offer ? fruitsToReserve(params.get('fruits'), offer) : 0;

  const { phase, testMode, placeOrder } = usePlaceOrder({
    place: ({ delivery: _run, pickupDate: _day, ...body }) => {
      setRefusal(null);
      return createPreorder.mutateAsync({ ...body, offerId, fruits });
    },
    onConflict: (error) => {
      // Fewer fruits left, the offer closed, prices changed, or an address the zones do not take whole fruit to: say why
      // at the top, and show the fresh figures.
      setRefusal(error.message);
      for (const queryKey of [preorderOfferKey, treePreorderOffersKey, farmPreorderOffersKey]) void queryClient.invalidateQueries({ queryKey });
      for (const queryKey of [shopSettingsQueryOptions().queryKey, deliveryZonesQueryKey, addressesQueryKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });

  // The Pay button is at the foot of the summary: the refusal at the top takes the focus, so it is seen and heard.
  useEffect(() => {
    if (refusal) refusalAlert.current?.focus();
  }, [refusal]);

  // Back where the offer is shown: its tree's page, or its farm's for a variety as a whole; the shop when it is unknown.
  const shown = offerQuery.data;
  let back: { to: string; label: string } = { to: paths.shop, label: t('actions.continueShopping') };
  if (shown?.tree) back = { to: paths.tree(shown.tree.id), label: t('preorder.backToTree') };
  else if (shown) back = { to: paths.farm(shown.farmId), label: t('preorder.backToFarm') };
  const backLink = (
    <Link to={back.to} className={buttonVariants({ variant: 'outline' })}>
      {back.label}
    </Link>
  );
  const retry = (refetch: () => unknown) => (
    <Button variant="outline" onClick={() => refetch()}>
      <RotateCcwIcon aria-hidden="true" />
      {t('actions.tryAgain')}
    </Button>
  );
  const offerMissing = offerQuery.error instanceof ApiError && (offerQuery.error.status === 404 || offerQuery.error.status === 400);

  let content;
  if (auth.isLoading) content = <LoadingState label={t('auth.checking')} />;
  else if (!auth.isSignedIn) content = <LoadingState label={t('auth.redirecting')} />;
  else if (offerQuery.isError && !offerMissing) {
    content = <ErrorState title={t('preorder.loadFailed')} message={errorMessage(offerQuery.error, '')} action={retry(offerQuery.refetch)} />;
  } else if (settings.isError) {
    content = <ErrorState title={t('deliveryFees.error')} message={errorMessage(settings.error, '')} action={retry(settings.refetch)} />;
  } else if (zones.isError) {
    content = <ErrorState title={t('deliveryFees.error')} message={errorMessage(zones.error, '')} action={retry(zones.refetch)} />;
  } else if ((offerId !== '' && offerQuery.isPending) || settings.isPending || zones.isPending) {
    content = <LoadingState label={t('preorder.loading')} />;
  } else if (!offer) {
    content = <EmptyState icon={<CalendarX2Icon />} title={t('preorder.closed')} description={t('preorder.closedText')} action={backLink} />;
  } else if (fruits === 0) {
    content = <EmptyState icon={<CalendarX2Icon />} title={t('preorder.soldOut')} action={backLink} />;
  } else {
    content = (
      <CheckoutForm
        user={auth.user}
        shopFees={toShopFees(settings.data)}
        zones={zones.data}
        // A pre-order is of a tree's whole fresh fruit (docs/product/the-season.md): a zone that does not receive it refuses it.
        lines={[{ name: offer.product.name, form: 'whole' }]}
        priceFor={(isPickup, pricing) => pricePreorder(offer, fruits, isPickup, pricing)}
        summary={{
          lines: (
            <CheckoutLine
              name={offer.product.name}
              media={[]}
              product={offerPricedProduct(offer.product)}
              quantity={fruits}
              unitPrice={offer.product.chargedPrice}
              details={
                <PreorderLineDetails
                  offer={offer}
                  fruits={fruits}
                  onFruits={(next) => setParams({ fruits: String(next) }, { replace: true })}
                />
              }
            />
          ),
          placeLabel: t('preorder.pay'),
          back,
        }}
        submitting={phase.name !== 'idle'}
        testMode={testMode}
        onPlaceOrder={placeOrder}
        // A pre-order's fruit has not fallen: it books no delivery or pickup day (docs/product/delivery.md).
        booksRun={false}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {/* The form stays mounted under the processing view, so a closed payment window returns to it as it was. */}
      <div hidden={phase.name === 'paying'}>
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('preorder.title')}</h1>
        {refusal && offer && (
          <Alert ref={refusalAlert} tabIndex={-1} variant="destructive" className="mb-6 scroll-mt-24 outline-none">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>{t('preorder.refused')}</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        {content}
      </div>
      {phase.name === 'paying' && <PaymentProcessing orderId={phase.orderId} total={phase.total} testMode={phase.testMode} />}
    </div>
  );
}
