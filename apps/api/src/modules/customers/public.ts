/* What other code may use of the customers module (docs/decisions/032): the console's read-only customers. */
export { customersRoutes } from './customers.routes';
