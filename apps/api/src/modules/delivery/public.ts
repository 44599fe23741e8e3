/* What other code may use of the delivery module (docs/decisions/032); its table is in delivery.schema.ts. */
export { deliveryRoutes } from './delivery.routes';
export { readDeliveryZones, type ZoneRow } from './delivery-zones.service';
export { bookSlot, bookSlotStatement, chooseSlot, closedDatesAhead, releaseSlot, type SlotBooking } from './delivery-bookings';
export { isClosedDate } from './closed-dates.service';
