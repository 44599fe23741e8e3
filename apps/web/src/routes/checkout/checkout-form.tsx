import type { UserProfile } from '@durio/shared/schemas/auth';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import { senToRm } from '@durio/shared/money';
import { pricingFor, type OrderPrice, type PricingSettings, type ShopFees } from '@durio/shared/pricing';
import { CreditCardIcon, PencilIcon, StoreIcon, TruckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useAddresses } from '@/features/addresses/api/list-addresses';
import { useStoreCredit } from '@/features/credit/api/get-store-credit';
import { creditToUse } from '@/features/credit/credit-to-use';
import { formatAddressLine } from '@/features/addresses/components/format-address';
import { initialAddress } from '@/features/addresses/default-address';
import { useDropoffPoints } from '@/features/orders/api/list-dropoff-points';
import { pickupRefusals } from '@durio/shared/delivery-days';
import { chosenPickupDay, type RunChoice } from '@/features/cart/delivery-days';
import { deliveryDestination, destinationFees, destinationRefusal, type FormedLine } from '@/features/cart/delivery-zone';
import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { paths } from '@/lib/paths';
import { AddressChoice } from './address-choice';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary, type CheckoutSummaryProps } from './checkout-summary';
import { ChoiceCard } from './choice-card';
import { DeliveryDayChoice, useDeliveryDay } from './delivery-day-choice';
import { PickupChoice } from './pickup-choice';
import { TestModeNotice } from './test-mode-notice';
import type { PlaceOrderInput } from './use-place-order';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';

interface CheckoutValues {
  deliveryMethod: 'delivery' | 'pickup';
  /** '' until the shopper picks one: the default saved address applies meanwhile. */
  addressId: string;
  dropoffPointId: string;
  paymentMethod: 'curlec';
  specialInstructions: string;
  acceptTerms: boolean;
}

interface CheckoutFormProps {
  user: UserProfile | null;
  /** The shop's own fees; delivery is the chosen address's zone's (docs/product/delivery.md). */
  shopFees: ShopFees;
  zones: readonly DeliveryZone[];
  /** What is bought, by name and form of fruit: a zone may not receive every form. */
  lines: readonly FormedLine[];
  /** What is bought, priced by the one fee rule for delivery or pickup (docs/product/fees.md): the cart, or a pre-order. */
  priceFor: (isPickup: boolean, settings: PricingSettings) => OrderPrice;
  /** The summary's lines, its button's words and its way back. */
  summary: Pick<CheckoutSummaryProps, 'lines' | 'placeLabel' | 'back' | 'discountNames' | 'voucher'>;
  submitting: boolean;
  testMode: boolean;
  onPlaceOrder: (input: PlaceOrderInput) => void;
  /**
   * Whether the order books a day: a delivery's run, a pickup's collection day. Not a pre-order, whose fruit has not
   * fallen (docs/product/delivery.md).
   */
  booksRun?: boolean;
  /** Whether the shopper may pay with their store credit: the cart's checkout (docs/product/store-credit.md). */
  offersCredit?: boolean;
}

/** The checkout form (docs/product/cart-and-checkout.md): the cart's, and a pre-order's (docs/product/the-season.md). */
export function CheckoutForm(props: CheckoutFormProps) {
  const { user, shopFees, zones, lines, priceFor, summary, submitting, testMode, onPlaceOrder, booksRun = true, offersCredit = false } = props;
  const t = useT('buying');
  const id = useId();
  const addresses = useAddresses();
  const form = useForm<CheckoutValues>({
    defaultValues: {
      deliveryMethod: 'delivery',
      addressId: '',
      dropoffPointId: '',
      paymentMethod: 'curlec',
      specialInstructions: '',
      acceptTerms: false,
    },
  });
  const deliveryMethod = useWatch({ control: form.control, name: 'deliveryMethod' });
  const chosenAddressId = useWatch({ control: form.control, name: 'addressId' });
  const dropoffPointId = useWatch({ control: form.control, name: 'dropoffPointId' });
  const isPickup = deliveryMethod === 'pickup';
  const addressId = chosenAddressId || initialAddress(addresses.data)?.id;
  const address = addresses.data?.find((candidate) => candidate.id === addressId);
  // Priced with the chosen address's zone, as the server prices it; refused where it would be refused (409), so the
  // shopper reads why before paying rather than after (docs/product/delivery.md). A pickup pays no delivery.
  const destination = deliveryDestination(zones, address, lines);
  const settings = pricingFor(shopFees, isPickup ? null : destinationFees(destination));
  const zoneRefusal = isPickup ? null : destinationRefusal(destination);
  // The day and run, where the order can go (docs/product/delivery.md, "Dates and slots"): the earliest open one until
  // the shopper picks another. A zone with none open is refused before payment, as the server would refuse it.
  const [pickedRun, setPickedRun] = useState<RunChoice | null>(null);
  const runZone = booksRun && !isPickup && destination.kind === 'zone' && zoneRefusal === null ? destination.zone : undefined;
  const deliveryDay = useDeliveryDay(runZone, address?.postalCode, pickedRun);
  const dayRefusal = deliveryDay.state.kind === 'noneOpen' ? deliveryDay.state.refusal : null;
  // A pickup's day (docs/product/delivery.md, "Pickup days"): the chosen point's earliest until the shopper picks
  // another; a point with no day open is refused before payment, as the server would refuse it.
  const points = useDropoffPoints(isPickup && booksRun);
  const [pickedPickupDay, setPickedPickupDay] = useState<string | null>(null);
  const pickupPoint = isPickup && booksRun ? points.data?.find((point) => point.id === dropoffPointId) : undefined;
  const pickupDay = pickupPoint && chosenPickupDay(pickupPoint.pickupDays, pickedPickupDay);
  const pickupRefusal = pickupPoint && pickupPoint.pickupDays.length === 0 ? pickupRefusals.noDay : null;
  const refusal = isPickup ? pickupRefusal : (zoneRefusal ?? dayRefusal);
  let refusalTitle: string | undefined;
  if (pickupRefusal) refusalTitle = t('checkout.pickupDay.noneOpen');
  else if (dayRefusal && !zoneRefusal) refusalTitle = t('checkout.deliveryDay.noneOpen');
  const price = priceFor(isPickup, settings);
  // Store credit pays up to the whole total, the card the rest (docs/product/store-credit.md).
  const storeCredit = useStoreCredit(offersCredit);
  const balance = offersCredit ? (storeCredit.data?.balance ?? 0) : 0;
  const [useCredit, setUseCredit] = useState(false);
  const split = creditToUse(senToRm(price.totalSen), balance, useCredit && balance > 0);
  const termsError = form.formState.errors.acceptTerms?.message;

  const submit = form.handleSubmit((values) => {
    let destinationId: string;
    let addressNote: string;
    if (isPickup) {
      if (!values.dropoffPointId) {
        toast.error(t('checkout.pickupRequired'));
        return;
      }
      if (refusal) return;
      destinationId = values.dropoffPointId;
      addressNote = 'Pickup from dropoff point';
    } else {
      if (!address) {
        toast.error(t('checkout.addressRequired'));
        return;
      }
      // The button is disabled then, its reason beside it; a press that slips through places nothing.
      if (refusal) return;
      destinationId = address.id;
      addressNote = formatAddressLine(address);
    }
    onPlaceOrder({
      isPickup,
      destinationId,
      specialInstructions: values.specialInstructions,
      total: senToRm(price.totalSen),
      credit: split.credit,
      // While the days load or when they could not be read, none is sent: the server books the earliest open run.
      delivery: !isPickup && deliveryDay.state.kind === 'open' ? deliveryDay.state.chosen : undefined,
      // Likewise the earliest collection day while the points load.
      pickupDate: isPickup ? pickupDay : undefined,
      prefill: { name: user?.displayName ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
      addressNote,
    });
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="grid content-start gap-6">
        {testMode && <TestModeNotice />}

        <CheckoutSection
          id={`${id}-contact`}
          step={1}
          title={t('checkout.contact.title')}
          action={
            <Link to={paths.profile} className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline">
              <PencilIcon className="size-3.5" aria-hidden="true" />
              {t('checkout.contact.editProfile')}
            </Link>
          }
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            {[
              [t('checkout.contact.name'), user?.displayName],
              [t('checkout.contact.email'), user?.email],
              [t('checkout.contact.phone'), user?.phone],
            ].map(([label, value]) => (
              <div key={label} className="grid content-start gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                {/* 'anywhere', not 'break-word': only it lets a long e-mail address narrow its column instead of running into the next. */}
                <dd className="font-medium wrap-anywhere">{value || t('notProvided')}</dd>
              </div>
            ))}
          </dl>
        </CheckoutSection>

        <CheckoutSection id={`${id}-method`} step={2} title={t('checkout.method.title')}>
          <Controller
            control={form.control}
            name="deliveryMethod"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={`${id}-method`}
                value={field.value}
                onValueChange={field.onChange}
                className="sm:grid-cols-2"
              >
                <ChoiceCard id={`${id}-delivery`} value="delivery">
                  <span className="flex items-center gap-2 font-semibold">
                    <TruckIcon className="size-4 text-emerald-700" aria-hidden="true" />
                    {t('method.delivery')}
                  </span>
                  <span className="text-muted-foreground">
                    <DeliveryPromise kind="delivery" />
                  </span>
                </ChoiceCard>
                <ChoiceCard id={`${id}-pickup`} value="pickup">
                  <span className="flex items-center gap-2 font-semibold">
                    <StoreIcon className="size-4 text-emerald-700" aria-hidden="true" />
                    {t('method.pickup')}
                  </span>
                  <span className="text-muted-foreground">{t('checkout.method.pickupText')}</span>
                </ChoiceCard>
              </RadioGroup>
            )}
          />
        </CheckoutSection>

        {isPickup ? (
          <CheckoutSection id={`${id}-pickup-points`} step={3} title={t('pickupLocation')}>
            <Controller
              control={form.control}
              name="dropoffPointId"
              render={({ field }) => (
                <PickupChoice
                  labelledBy={`${id}-pickup-points`}
                  value={field.value}
                  onChange={field.onChange}
                  day={booksRun ? { value: pickupDay, onChange: setPickedPickupDay } : undefined}
                />
              )}
            />
          </CheckoutSection>
        ) : (
          <CheckoutSection id={`${id}-address`} step={3} title={t('shippingAddress')}>
            <AddressChoice
              labelledBy={`${id}-address`}
              value={addressId}
              onChange={(next) => form.setValue('addressId', next)}
            />
          </CheckoutSection>
        )}

        {deliveryDay.state.kind !== 'none' && (
          <CheckoutSection id={`${id}-delivery-day`} step={4} title={t('checkout.deliveryDay.title')}>
            <DeliveryDayChoice state={deliveryDay.state} onPick={setPickedRun} onRetry={deliveryDay.refetch} />
          </CheckoutSection>
        )}

        <CheckoutSection id={`${id}-payment`} step={deliveryDay.state.kind === 'none' ? 4 : 5} title={t('checkout.payment.title')}>
          <Controller
            control={form.control}
            name="paymentMethod"
            render={({ field }) => (
              <RadioGroup aria-labelledby={`${id}-payment`} value={field.value} onValueChange={field.onChange}>
                <ChoiceCard id={`${id}-curlec`} value="curlec">
                  <span className="flex items-center gap-2 font-semibold">
                    <CreditCardIcon className="size-4 text-emerald-700" aria-hidden="true" />
                    {t('checkout.payment.card')}
                  </span>
                  <span className="text-muted-foreground">{t('checkout.payment.cardText')}</span>
                </ChoiceCard>
              </RadioGroup>
            )}
          />
        </CheckoutSection>

        {balance > 0 && (
          <div className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <Checkbox
              id={`${id}-credit`}
              checked={useCredit}
              onCheckedChange={(checked) => setUseCredit(checked === true)}
              className="mt-0.5"
            />
            <Label htmlFor={`${id}-credit`} variant="option-text">
              {t('checkout.credit.use', { amount: formatRm(balance) })}
            </Label>
          </div>
        )}

        <CheckoutSection id={`${id}-notes`} step={deliveryDay.state.kind === 'none' ? 5 : 6} title={t('specialInstructions')}>
          <Label htmlFor={`${id}-instructions`} className="sr-only">
            {t('specialInstructions')}
          </Label>
          <Textarea
            id={`${id}-instructions`}
            rows={3}
            maxLength={1000}
            placeholder={t('checkout.instructions.placeholder')}
            {...form.register('specialInstructions')}
          />
        </CheckoutSection>

        <div className="grid gap-2 rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="acceptTerms"
              rules={{ validate: (accepted) => accepted || t('checkout.terms.required') }}
              render={({ field }) => (
                <Checkbox
                  id={`${id}-terms`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-invalid={termsError ? true : undefined}
                  aria-describedby={termsError ? `${id}-terms-error` : undefined}
                  className="mt-0.5"
                />
              )}
            />
            <Label htmlFor={`${id}-terms`} variant="option-text">
              <RichText
                area="buying"
                id="checkout.terms.label"
                components={{ 0: <Link to={paths.termsConditions} className="font-medium text-emerald-700 underline" /> }}
              />
            </Label>
          </div>
          {termsError && (
            <p id={`${id}-terms-error`} role="alert" className="text-sm text-destructive">
              {termsError}
            </p>
          )}
        </div>
      </div>

      <aside aria-label={t('orderSummary.label')}>
        <CheckoutSummary
          {...summary}
          price={price}
          settings={settings}
          isPickup={isPickup}
          destination={isPickup ? undefined : destination}
          refusal={refusal}
          refusalTitle={refusalTitle}
          submitting={submitting}
          onPlaceOrder={() => void submit()}
        />
        {split.credit > 0 && (
          <dl aria-label={t('checkout.credit.label')} className="mt-4 grid gap-2 rounded-xl border bg-card p-5 text-sm shadow-sm">
            <div className="flex justify-between gap-3">
              <dt>{t('checkout.credit.line')}</dt>
              <dd className="tabular-nums">−{formatRm(split.credit)}</dd>
            </div>
            <div className="flex justify-between gap-3 font-semibold">
              <dt>{t('checkout.credit.toPay')}</dt>
              <dd className="tabular-nums">{formatRm(split.toPay)}</dd>
            </div>
          </dl>
        )}
      </aside>
    </div>
  );
}
