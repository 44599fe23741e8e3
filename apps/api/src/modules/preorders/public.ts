/*
 * What other code may use of the pre-orders module (docs/product/the-season.md, Pre-orders): its routes. Its table
 * is in preorders.schema.ts.
 */
export { preordersRoutes } from './preorders.routes';
