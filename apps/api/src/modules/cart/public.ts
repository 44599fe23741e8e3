/* What other code may use of the cart module (docs/decisions/032); its tables are in cart.schema.ts. */
export { cartRoutes } from './cart.routes';
export { clearCart } from './cart.service';
