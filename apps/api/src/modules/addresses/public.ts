/* What other code may use of the addresses module (docs/decisions/032); its table is in addresses.schema.ts. */
export { addressesRoutes } from './addresses.routes';
export { createAddressesService } from './addresses.service';
