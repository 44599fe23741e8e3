/**
 * Whether a shopper can put a product in the cart now: it is marked available and some is left
 * (docs/product/catalogue.md). The API answers it as `buyable` in every product it sends (which it only
 * sends for products in the shop: not deleted, of a verified farm), so the web never works it out itself.
 */
export function isBuyable(product: { available: boolean; stock: number }): boolean {
  return product.available && product.stock > 0;
}
