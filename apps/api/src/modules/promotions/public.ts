/* What other code may use of the promotions module (docs/decisions/032); its table is in promotions.schema.ts. */
export { promotionsRoutes } from './promotions.routes';
export { readPromotionTerms } from './promotions.service';
