/* What other code may use of the staff module (docs/decisions/032): its routes; its table is in staff.schema.ts. */
export { staffRoutes } from './staff.routes';
