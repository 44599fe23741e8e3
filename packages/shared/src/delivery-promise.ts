import { zoneOfPostcode, type ZoneArea } from './delivery-zones';
import { stateOfPostcode, type MalaysianStateKey } from './malaysian-postcodes';
import type { DeliveryPromise } from './schemas/settings';

/*
 * The one delivery promise every page and e-mail states (docs/product/cart-and-checkout.md, "One delivery promise"),
 * read from the delivery zones that book the runs (docs/product/delivery.md), so the sentence a shopper reads and the
 * day the checkout books never disagree: the Klang Valley's cut-off and days are those of Kuala Lumpur's zone, the
 * days elsewhere in Peninsular Malaysia those of the Peninsula's other zones. Only the pickup's hours are a setting.
 */

/** Kuala Lumpur's city centre: the promise's 'Klang Valley' is the zone this postcode is delivered in. */
export const PROMISE_HOME_POSTCODE = '50000';

const EAST_MALAYSIA: readonly MalaysianStateKey[] = ['sabah', 'sarawak', 'labuan'];
const inPeninsula = (state: MalaysianStateKey | null) => state !== null && !EAST_MALAYSIA.includes(state);

export interface PromiseZone extends ZoneArea {
  /** Days from the day an order counts as placed to its delivery day: 0 is the same day. */
  leadDays: number;
  /** 'HH:MM', Malaysia time. */
  cutoff: string;
}

/** A zone that delivers somewhere in Peninsular Malaysia, by a whole state or a range of its postcodes. */
function reachesPeninsula(zone: ZoneArea): boolean {
  return zone.states.some(inPeninsula) || zone.postcodeRanges.some((range) => inPeninsula(stateOfPostcode(range.from)));
}

/**
 * The promise the zones keep. Without a zone for Kuala Lumpur the soonest zone stands for it; without another zone
 * in the Peninsula, elsewhere is as soon as the Klang Valley.
 */
export function deliveryPromiseOf(zones: readonly PromiseZone[], pickupReadyHours: number): DeliveryPromise {
  const home = zoneOfPostcode(zones, PROMISE_HOME_POSTCODE) ?? [...zones].sort((a, b) => a.leadDays - b.leadDays)[0];
  const homeDays = home?.leadDays ?? 0;
  const elsewhere = zones.filter((zone) => zone !== home && reachesPeninsula(zone)).map((zone) => zone.leadDays);
  return {
    cutoff: home?.cutoff ?? '12:00',
    klangValleyDays: homeDays,
    elsewhereDaysFrom: elsewhere.length > 0 ? Math.min(...elsewhere) : homeDays,
    elsewhereDaysTo: elsewhere.length > 0 ? Math.max(...elsewhere) : homeDays,
    pickupReadyHours,
  };
}

/**
 * The values every catalogue's delivery-promise message is written with, so the web pages, the server-made page
 * descriptions and the e-mails state the same times: the cut-off as a 24-hour time ('12:00', as the translation
 * glossary asks of every language), the Klang Valley's days for a plural, and the days elsewhere as one number or a
 * range ('1–3').
 */
export function deliveryPromiseValues(promise: DeliveryPromise) {
  return {
    cutoff: promise.cutoff,
    klangValleyDays: promise.klangValleyDays,
    elsewhereDays:
      promise.elsewhereDaysFrom === promise.elsewhereDaysTo
        ? String(promise.elsewhereDaysTo)
        : `${promise.elsewhereDaysFrom}–${promise.elsewhereDaysTo}`,
    elsewhereDaysTo: promise.elsewhereDaysTo,
    pickupReadyHours: promise.pickupReadyHours,
  };
}
export type DeliveryPromiseValues = ReturnType<typeof deliveryPromiseValues>;
