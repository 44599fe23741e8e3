/*
 * What other code may use of the catalogue module (docs/decisions/032): its routes, its readers for search and
 * the pages, the rules of what is shown and bought, and the stock an order takes and gives back. Its tables
 * (farms, trees, products, categories and their pictures) are in catalogue.schema.ts.
 */
export { catalogueRoutes } from './catalogue.routes';
export { visibleFarmCondition } from './farm-reader';
export { createFarmsService } from './farms.service';
export { createProductReader, effectivePriceSen, publicProductCondition, visibleProductCondition } from './product-reader';
export { createProductsService } from './products.service';
export {
  buyableProductCondition,
  claimLowStockDigest,
  isBuyableColumn,
  isLowStockDigestClaimed,
  listLowStockProducts,
  lowStockCondition,
  reserveWantedStock,
  hasStock,
  returnStock,
  takeStock,
  type LowStockProduct,
} from './stock';
export { createTreesService } from './trees.service';
export { createUnitsOnSale, type UnitsOnSale } from './units-on-sale';
export { varietyKey } from './season-reader';
