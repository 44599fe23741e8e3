import { addDays } from '@durio/shared/delivery-days';
import { zoneOfPostcode } from '@durio/shared/delivery-zones';
import { isMalaysia } from '@durio/shared/malaysian-postcodes';
import type { DeliveryCalendar, DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { AdminOrder } from '@durio/shared/schemas/orders';
import { CalendarClockIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { malaysianToday } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { FormDialog } from '../components/form-dialog';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { useDeliveryCalendar } from '../api/get-delivery-calendar';
import { deliveryChoices, type CalendarZone, type DayChoice } from '../components/delivery-calendar-cells';
import { deliveryWhen, formatDeliveryDay } from '../components/delivery-format';
import { isDeliveryRefusal, useMoveOrderDelivery } from './api/move-order-delivery';

/*
 * An order's delivery day and run, and moving it to another run of its zone (docs/product/delivery.md, "The owner's
 * day"): while the order is not yet shipped, a delivery in a zone. The shop may book past a run's cut-off, but not a
 * past or closed day, nor a full run; the server's refusal is said in the dialog, beside the choice it is about.
 */

/** How far ahead the dialog offers days: the two weeks a shopper may book in. */
const MOVE_DAYS = 14;

/**
 * The zone the server moves the order in: its address's postcode's (order-corrections.ts moveDelivery), found as the
 * server finds it, so a zone renamed since the order still has its runs offered. The shop's list of zones gives
 * their areas (staff may read it, as they may move a delivery), the calendar that zone's runs by its id. An address
 * abroad is in no zone.
 */
function zoneOf(zones: readonly DeliveryZone[], order: AdminOrder): DeliveryZone | null {
  const address = order.shippingAddress;
  return address && isMalaysia(address.country) ? zoneOfPostcode(zones, address.postalCode) : null;
}

/** The first day that can take the order: its own day when offered, else the first open day with a place left. */
function firstChoice(days: readonly DayChoice[], order: AdminOrder): { date: string; slotId: string | null } {
  const own = days.find((day) => day.runs.some((run) => run.current));
  if (own) return { date: own.date, slotId: own.runs.find((run) => run.current)!.id };
  const open = days.find((day) => !day.closed && day.runs.some((run) => run.left > 0)) ?? days[0];
  return { date: open?.date ?? order.delivery?.date ?? malaysianToday(), slotId: null };
}

function MoveForm({ order, calendar, zone, onClose }: { order: AdminOrder; calendar: DeliveryCalendar; zone: CalendarZone; onClose: () => void }) {
  const t = useT('admin');
  const id = useId();
  const days = deliveryChoices(calendar, zone, order.delivery);
  const [choice, setChoice] = useState(() => firstChoice(days, order));
  const [problem, setProblem] = useState<string | null>(null);
  const runs = useRef<HTMLDivElement>(null);
  const move = useMoveOrderDelivery({ success: t('delivery.moved'), failure: t('delivery.failed') });
  const day = days.find((candidate) => candidate.date === choice.date) ?? days[0]!;
  const chosen = day.runs.find((run) => run.id === choice.slotId);

  function refuse(message: string) {
    setProblem(message);
    // The focus goes to the runs, which the message describes, as a form's refused field takes it.
    requestAnimationFrame(() => runs.current?.querySelector<HTMLButtonElement>('[role="radio"]:not([disabled])')?.focus());
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) return refuse(t('delivery.chooseRun'));
    if (chosen.current) return refuse(t('delivery.same'));
    setProblem(null);
    move
      .mutateAsync({ orderId: order.id, body: { slotId: chosen.id, date: day.date } })
      .then(onClose)
      // A refusal ('This delivery slot is full. Choose another.') comes in the page's language; any other failure was toasted.
      .catch((error: unknown) => isDeliveryRefusal(error) && error instanceof Error && refuse(error.message));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-day`}>{t('delivery.day')}</Label>
        <NativeSelect
          id={`${id}-day`}
          value={day.date}
          onChange={(event) => {
            setProblem(null);
            setChoice({ date: event.target.value, slotId: choice.slotId });
          }}
        >
          {days.map((option) => (
            <option key={option.date} value={option.date} disabled={option.closed !== null}>
              {option.closed === null
                ? formatDeliveryDay(option.date)
                : option.closed.kind === 'date'
                  ? t('delivery.closedDay', { day: formatDeliveryDay(option.date), name: option.closed.name })
                  : t('delivery.notDelivered', { day: formatDeliveryDay(option.date) })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2" aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend id={`${id}-runs`} className="mb-1 text-sm font-medium">
          {t('delivery.run')}
        </legend>
        <RadioGroup
          ref={runs}
          aria-labelledby={`${id}-runs`}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={choice.slotId ?? ''}
          onValueChange={(slotId) => {
            setProblem(null);
            setChoice({ date: day.date, slotId });
          }}
        >
          {day.runs.map((run) => (
            <div key={run.id} className="flex items-center gap-2">
              {/* A full run cannot take the order, unless it is the order's own. */}
              <RadioGroupItem id={`${id}-${run.id}`} value={run.id} disabled={run.left === 0 && !run.current} />
              <Label htmlFor={`${id}-${run.id}`} variant="option">
                {run.current ? t('delivery.current', { window: run.window }) : t('delivery.left', { window: run.window, left: run.left })}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </fieldset>
      <BusyButton type="submit" busy={move.isPending} busyLabel={t('form.saving')} className="justify-self-start">
        {t('delivery.save')}
      </BusyButton>
    </form>
  );
}

function ChangeDeliveryDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const t = useT('admin');
  const today = malaysianToday();
  const calendar = useDeliveryCalendar(today, MOVE_DAYS);
  const zones = useDeliveryZones();
  const area = zones.data && zoneOf(zones.data, order);
  // The zone as it is called now, in the page's language; the name the order kept until the zones are read.
  const zoneName = area?.name ?? order.delivery?.zone ?? '';
  const postcode = order.shippingAddress?.postalCode ?? '';
  return (
    <FormDialog title={t('delivery.title')} description={t('delivery.description', { zone: zoneName, last: formatDeliveryDay(addDays(today, MOVE_DAYS - 1)) })} onClose={onClose} wide={false}>
      {/* Both are read at once; the form waits for the zones' areas, then for the runs. */}
      <QueryStates query={zones} loading={t('delivery.loading')} failed={t('delivery.loadFailed')}>
        {() =>
          area ? (
            <QueryStates query={calendar} loading={t('delivery.loading')} failed={t('delivery.loadFailed')}>
              {(data) => {
                const zone = data.zones.find((candidate) => candidate.id === area.id);
                return zone && zone.slots.length > 0 ? (
                  <MoveForm order={order} calendar={data} zone={zone} onClose={onClose} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('delivery.noRuns', { zone: zoneName })}</p>
                );
              }}
            </QueryStates>
          ) : (
            <p className="text-sm text-muted-foreground">{t('delivery.noZone', { postcode })}</p>
          )
        }
      </QueryStates>
    </FormDialog>
  );
}

/**
 * The Ship-to card's delivery: its day and run and its zone, and 'Change delivery' while the order is a delivery in a
 * zone not yet shipped (`addressEditable`: the server's rule for both, order-status.ts canChangeDeliveryAddress).
 * The Pickup point card's collection day instead for a pickup.
 */
export function OrderDelivery({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The day the customer chose to collect (docs/product/delivery.md, "Pickup days"); a pickup placed before pickup days has none.
  if (order.isPickup) {
    const when = order.pickupDate && formatDeliveryDay(order.pickupDate);
    return <p className="font-medium">{when ? t('order.pickupWhen', { when }) : t('order.noPickupDay')}</p>;
  }
  if (!order.delivery) return null;
  const when = deliveryWhen(order.delivery);
  const movable = order.addressEditable && order.delivery.zone !== '';
  return (
    <div className="grid gap-1.5">
      <p>
        <span className="font-medium">{when ? t('order.deliveryWhen', { when }) : t('order.noDeliveryDay')}</span>
        <br />
        <span className="text-muted-foreground">{t('order.deliveryZone', { zone: order.delivery.zone })}</span>
      </p>
      {movable && (
        <Button ref={opener} variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
          <CalendarClockIcon aria-hidden="true" />
          {t('delivery.change')}
        </Button>
      )}
      {open && (
        <ChangeDeliveryDialog
          order={order}
          onClose={() => {
            setOpen(false);
            // The keyboard goes back to the button that opened the dialog.
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      )}
    </div>
  );
}
