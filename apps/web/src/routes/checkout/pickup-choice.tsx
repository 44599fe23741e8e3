import { pickupRefusals } from '@durio/shared/delivery-days';
import { CalendarX2Icon, RotateCcwIcon, StoreIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { translateMessage } from '@/lib/api-messages';
import { toast } from '@/lib/toast';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useDropoffPoints } from '@/features/orders/api/list-dropoff-points';
import { formatDeliveryDay } from '@/features/orders/delivery-day';
import { useT } from '@/lib/i18n';
import { ChoiceCard } from './choice-card';
import { CompactChoice } from './delivery-day-choice';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';

/**
 * The days the chosen point can be collected on (docs/product/delivery.md, "Pickup days"), as the server reckons them
 * from when the order is ready: a radio group named by its legend, the earliest chosen until the shopper picks
 * another. A point with none says so; Place Order is then disabled with the same words.
 */
function PickupDayChoice({
  pickupDays,
  value,
  onChange,
}: {
  pickupDays: readonly string[];
  value: string | undefined;
  onChange: (day: string) => void;
}) {
  const t = useT('buying');
  const id = useId();
  if (pickupDays.length === 0) {
    return (
      <p className="flex gap-2 text-sm">
        <CalendarX2Icon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {translateMessage(pickupRefusals.noDay)}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend id={`${id}-days`} className="mb-2 text-sm font-medium">
        {t('checkout.pickupDay.legend')}
      </legend>
      <RadioGroup aria-labelledby={`${id}-days`} value={value ?? ''} onValueChange={onChange} className="grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
        {pickupDays.map((day) => (
          <CompactChoice key={day} id={`${id}-${day}`} value={day}>
            <span className="font-semibold">{formatDeliveryDay(day, 'weekday')}</span>
            <span className="text-muted-foreground">{formatDeliveryDay(day, 'dayMonth')}</span>
          </CompactChoice>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/**
 * Drop-off points, loaded once pickup is chosen (docs/product/cart-and-checkout.md), and the chosen one's collection
 * day when the order books one (`day`; not a pre-order).
 */
export function PickupChoice({
  labelledBy,
  value,
  onChange,
  day,
}: {
  labelledBy: string;
  value: string;
  onChange: (dropoffPointId: string) => void;
  day?: { value: string | undefined; onChange: (day: string) => void };
}) {
  const t = useT('buying');
  const id = useId();
  const points = useDropoffPoints(true);

  useEffect(() => {
    if (points.isError) toast.error(t('pickup.loadFailed'));
  }, [points.isError, t]);

  if (points.isPending) return <LoadingState label={t('pickup.loading')} spacing="md" />;
  if (points.isError) {
    return (
      <ErrorState
        title={t('pickup.loadFailed')}
        action={
          <Button variant="outline" size="sm" onClick={() => points.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (points.data.length === 0) {
    return <EmptyState icon={<StoreIcon />} title={t('pickup.none')} spacing="md" />;
  }
  const point = points.data.find((candidate) => candidate.id === value);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <DeliveryPromise kind="pickup" />
      </p>
      <RadioGroup aria-labelledby={labelledBy} value={value} onValueChange={onChange} className="sm:grid-cols-2">
        {points.data.map((point) => (
          <ChoiceCard key={point.id} id={`${id}-${point.id}`} value={point.id}>
            <span className="font-semibold">{point.name}</span>
            <span className="text-muted-foreground">
              {[point.addressLine1, point.addressLine2, point.city, `${point.postalCode} ${point.state}`].filter(Boolean).join(', ')}
            </span>
          </ChoiceCard>
        ))}
      </RadioGroup>
      {point && day && <PickupDayChoice pickupDays={point.pickupDays} value={day.value} onChange={day.onChange} />}
    </div>
  );
}
