/* What other code may use of the delivery module (docs/decisions/032); its table is in delivery.schema.ts. */
export { deliveryRoutes } from './delivery.routes';
export { readDeliveryZones } from './delivery-zones.service';
