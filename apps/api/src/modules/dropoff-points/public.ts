/* What other code may use of the drop-off points module (docs/decisions/032); its table is in dropoff-points.schema.ts. */
export { dropoffPointsRoutes } from './dropoff-points.routes';
