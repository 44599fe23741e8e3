/* What other code may use of the settings module (docs/decisions/032); its table is in settings.schema.ts. */
export { settingsRoutes } from './settings.routes';
export { getCreditMonths, getDashboardSettings, getDeliveryPromise, getGuaranteeHours, getPickupReadyHours, getShopContact, getShopFees } from './settings.service';
