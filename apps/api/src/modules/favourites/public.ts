/* What other code may use of the favourites module (docs/decisions/032); its table is in favourites.schema.ts. */
export { favouritesRoutes } from './favourites.routes';
