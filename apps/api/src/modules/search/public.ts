/* What other code may use of the search module (docs/decisions/032). */
export { searchRoutes } from './search.routes';
