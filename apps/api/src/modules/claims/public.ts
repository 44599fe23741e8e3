/* What other code may use of the claims module (docs/decisions/032); its tables are in claims.schema.ts. */
export { claimsRoutes } from './claims.routes';
export { createClaimsService, loadClaimsOfOrders, lockClaim, recordDecision } from './claims.service';
