import type { DeliveryPromise } from './schemas/settings';

/**
 * The values every catalogue's delivery-promise message is written with (docs/product/cart-and-checkout.md, "One
 * delivery promise"), so the web pages, the server-made page descriptions and the e-mails state the same times:
 * the cut-off as a 24-hour time ('14:00', as the translation glossary asks of every language), the Klang Valley's
 * days for a plural, and the days elsewhere as one number or a range ('1–3').
 */
export function deliveryPromiseValues(promise: DeliveryPromise) {
  return {
    cutoff: `${promise.cutoffHour}:00`,
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

