/* What other code may use of the admin module (docs/decisions/032): the console's dashboard, history and jobs calls. */
export { adminRoutes } from './admin.routes';
