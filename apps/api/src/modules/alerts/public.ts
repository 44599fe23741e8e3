/*
 * What other code may use of the alerts module ("tell me when", docs/product/the-season.md): its routes, and the
 * rows the notifying flow claims. Its table is in alerts.schema.ts.
 */
export { alertsRoutes } from './alerts.routes';
export { claimAlertsToTell, forgetAlertsOf, targetsWaiting, type AlertToTell, type WaitingTarget } from './alerts-to-tell';
