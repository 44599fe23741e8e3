import { RotateCcwIcon, StoreIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useDropoffPoints } from '@/features/orders/api/list-dropoff-points';
import { useT } from '@/lib/i18n';
import { ChoiceCard } from './choice-card';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';

/** Drop-off points, loaded once pickup is chosen (docs/product/cart-and-checkout.md). */
export function PickupChoice({
  labelledBy,
  value,
  onChange,
}: {
  labelledBy: string;
  value: string;
  onChange: (dropoffPointId: string) => void;
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
    </div>
  );
}
