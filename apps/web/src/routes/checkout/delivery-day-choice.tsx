import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import { CalendarX2Icon, MailIcon, RotateCcwIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useDeliveryDays } from '@/features/cart/api/get-delivery-days';
import { deliveryDayState, fewPlacesLeft, relativeDay, runOnDay, type DeliveryDayState, type RunChoice } from '@/features/cart/delivery-days';
import { formatDeliveryDay, runWindow } from '@/features/orders/delivery-day';
import { translateMessage } from '@/lib/api-messages';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/**
 * The delivery day and run of a checkout (docs/product/delivery.md, "Dates and slots"), read for the chosen address's
 * postcode, again whenever another address is chosen. `zone` is the address's zone when the order can go there;
 * undefined when nothing is booked (pickup, no address yet, an address refused, a pre-order).
 */
export function useDeliveryDay(zone: Pick<DeliveryZone, 'slots'> | undefined, postalCode: string | undefined, picked: RunChoice | null) {
  const days = useDeliveryDays(zone ? postalCode : undefined);
  let state: DeliveryDayState;
  if (!zone || postalCode === undefined) state = { kind: 'none' };
  else if (days.isPending) state = { kind: 'loading' };
  else if (days.isError) state = { kind: 'failed' };
  else state = deliveryDayState(days.data, zone.slots.length > 0, picked);
  return { state, refetch: () => void days.refetch() };
}

/** A compact radio card, for a day or a run: the whole card is the label. */
export function CompactChoice({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-2.5 rounded-lg border bg-card p-3 transition hover:border-emerald-300 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-emerald-50/60 has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-primary"
    >
      <RadioGroupItem id={id} value={value} className="mt-0.5" />
      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">{children}</span>
    </label>
  );
}

/**
 * The open days, then the runs of the day chosen, each a radio group named by its legend, the earliest run chosen
 * until the shopper picks another (arrow keys move within a group, as radio buttons do). Today and tomorrow are
 * named from the shop's today, never the browser's. A zone without runs has its day confirmed by e-mail; a zone
 * with none open says so here, and beside Place Order, which it disables.
 */
export function DeliveryDayChoice({ state, onPick, onRetry }: { state: DeliveryDayState; onPick: (choice: RunChoice) => void; onRetry: () => void }) {
  const t = useT('buying');
  const id = useId();

  if (state.kind === 'none') return null;
  if (state.kind === 'loading') return <LoadingState label={t('checkout.deliveryDay.loading')} spacing="md" />;
  if (state.kind === 'failed') {
    return (
      <ErrorState
        title={t('checkout.deliveryDay.loadFailed')}
        message={t('checkout.deliveryDay.loadFailedText')}
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (state.kind === 'byEmail') {
    return (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <MailIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {t('checkout.deliveryDay.byEmail')}
      </p>
    );
  }
  if (state.kind === 'noneOpen') {
    return (
      <p className="flex gap-2 text-sm">
        <CalendarX2Icon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {translateMessage(state.refusal)}
      </p>
    );
  }

  const { days, today, chosen } = state;
  const day = days.find((candidate) => candidate.date === chosen.date) ?? days[0]!;
  const dayName = (date: string) => {
    const relative = relativeDay(date, today);
    if (relative === 'today') return t('checkout.deliveryDay.today');
    return relative === 'tomorrow' ? t('checkout.deliveryDay.tomorrow') : formatDeliveryDay(date, 'weekday');
  };
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend id={`${id}-days`} className="mb-2 text-sm font-medium">
          {t('checkout.deliveryDay.day')}
        </legend>
        <RadioGroup
          aria-labelledby={`${id}-days`}
          value={day.date}
          onValueChange={(date) => {
            const next = runOnDay(days, date, chosen.slotId);
            if (next) onPick(next);
          }}
          className="grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
        >
          {days.map((option) => (
            <CompactChoice key={option.date} id={`${id}-day-${option.date}`} value={option.date}>
              <span className="font-semibold">{dayName(option.date)}</span>
              <span className="text-muted-foreground">{formatDeliveryDay(option.date, 'dayMonth')}</span>
            </CompactChoice>
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend id={`${id}-runs`} className="mb-2 text-sm font-medium">
          {t('checkout.deliveryDay.time')}
        </legend>
        <RadioGroup
          aria-labelledby={`${id}-runs`}
          value={day.date === chosen.date ? chosen.slotId : ''}
          onValueChange={(slotId) => onPick({ date: day.date, slotId })}
          className="gap-2 sm:grid-cols-3"
        >
          {day.slots.map((run) => (
            <CompactChoice key={run.id} id={`${id}-run-${run.id}`} value={run.id}>
              <span className="font-semibold tabular-nums">{runWindow(run)}</span>
              {fewPlacesLeft(run) && <span className="text-amber-800">{t('checkout.deliveryDay.left', { count: formatNumber(run.left) })}</span>}
            </CompactChoice>
          ))}
        </RadioGroup>
      </fieldset>
    </div>
  );
}
