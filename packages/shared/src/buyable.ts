/**
 * Whether a shopper can put a product in the cart now: it is published (not a draft), marked available and some
 * is left (docs/product/catalogue.md). The API answers it as `buyable` in every product it sends (which it only
 * sends shoppers for products in the shop: not deleted, not a draft, of a verified farm), so the web never works
 * it out itself.
 */
export function isBuyable(product: { available: boolean; stock: number; draft?: boolean }): boolean {
  return product.available && !product.draft && product.stock > 0;
}
