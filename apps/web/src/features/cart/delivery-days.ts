import { addDays, slotRefusals } from '@durio/shared/delivery-days';
import type { DeliveryDays } from '@durio/shared/schemas/delivery-zones';

/*
 * The delivery day and run a checkout books (docs/product/delivery.md, "Dates and slots"), as the shop's clock
 * gives them: the days still open, 'today' and the minutes left to order, all from GET /durian/delivery-days. The
 * page never reckons a cut-off or today itself, so a browser on another clock or time zone is told what the server
 * will book.
 */

export type OpenDay = DeliveryDays['days'][number];
export type OpenRun = OpenDay['slots'][number];

/** The run a checkout sends as `delivery`. */
export interface RunChoice {
  date: string;
  slotId: string;
}

/** A run with this many places left or fewer says how many ('Only 2 left'). */
export const FEW_PLACES_LEFT = 5;

export const fewPlacesLeft = (run: Pick<OpenRun, 'left'>) => run.left <= FEW_PLACES_LEFT;

/** How a day is named beside the shop's today: 'Today', 'Tomorrow', else by its weekday and date. */
export function relativeDay(date: string, today: string): 'today' | 'tomorrow' | 'later' {
  if (date === today) return 'today';
  return date === addDays(today, 1) ? 'tomorrow' : 'later';
}

/** The run picked while it is still offered (a refreshed list may have lost it: full, past its cut-off), else the earliest. */
export function chosenRun(days: readonly OpenDay[], picked: RunChoice | null): RunChoice | null {
  const day = picked && days.find((candidate) => candidate.date === picked.date);
  if (picked && day?.slots.some((run) => run.id === picked.slotId)) return picked;
  const earliest = days[0];
  return earliest?.slots[0] ? { date: earliest.date, slotId: earliest.slots[0].id } : null;
}

/** Another day picked: its run at the time chosen so far when it has one (a run keeps its id from day to day), else its first. */
export function runOnDay(days: readonly OpenDay[], date: string, slotId: string | undefined): RunChoice | null {
  const day = days.find((candidate) => candidate.date === date);
  const run = day?.slots.find((candidate) => candidate.id === slotId) ?? day?.slots[0];
  return day && run ? { date: day.date, slotId: run.id } : null;
}

/** What the checkout shows of the delivery day, and books. */
export type DeliveryDayState =
  /** Nothing to choose: pickup, no address yet, an address the order cannot go to, or a pre-order. */
  | { kind: 'none' }
  | { kind: 'loading' }
  /** The days could not be read: the server books the earliest run, as it does when none is sent. */
  | { kind: 'failed' }
  /** A zone without runs: the shop confirms the day by e-mail. */
  | { kind: 'byEmail' }
  /** A zone whose runs are all closed or full for two weeks: the order cannot be placed (`slotRefusals.noneOpen`, as the server would answer 409). */
  | { kind: 'noneOpen'; refusal: string }
  | { kind: 'open'; today: string; days: OpenDay[]; chosen: RunChoice };

/** The state of a zone's days as read, the shopper's pick applied. `zoneHasRuns` tells a zone without runs from one that is full. */
export function deliveryDayState(reply: Pick<DeliveryDays, 'today' | 'days'>, zoneHasRuns: boolean, picked: RunChoice | null): DeliveryDayState {
  const chosen = chosenRun(reply.days, picked);
  if (chosen) return { kind: 'open', today: reply.today, days: reply.days, chosen };
  return zoneHasRuns ? { kind: 'noneOpen', refusal: slotRefusals.noneOpen } : { kind: 'byEmail' };
}

/**
 * The day a pickup is collected (docs/product/delivery.md, "Pickup days"): the one picked while the point still offers
 * it, else its earliest; none when it offers no day (the server's refusal, `pickupRefusals.noDay`).
 */
export function chosenPickupDay(pickupDays: readonly string[], picked: string | null): string | undefined {
  return picked !== null && pickupDays.includes(picked) ? picked : pickupDays[0];
}

/** The minutes left to order for today as hours and minutes ('2 h 13 min'). */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
