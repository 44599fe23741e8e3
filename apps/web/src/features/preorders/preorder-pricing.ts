import { rmToSen } from '@durio/shared/money';
import { priceOrder, type OrderPrice, type PricingSettings } from '@durio/shared/pricing';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { PreorderOffer } from '@durio/shared/schemas/preorders';

/*
 * A pre-order's numbers (docs/product/the-season.md, Pre-orders): how many fruits a shopper may reserve of an offer,
 * and what they pay, by the one fee rule the server checks the total with (docs/product/fees.md).
 */

/** The most fruits one pre-order reserves (createPreorderBodySchema; a test keeps them the same). */
export const MAX_FRUITS_PER_PREORDER = 20;

/** The most fruits of `offer` one pre-order may reserve now: 20, or fewer when fewer are left (0 when none is). */
export function mostFruitsToReserve(offer: Pick<PreorderOffer, 'fruitsLeft'>): number {
  return Math.max(0, Math.min(MAX_FRUITS_PER_PREORDER, offer.fruitsLeft));
}

/**
 * The fruits a page reserves of `offer` when `requested` were asked for (an address's `?fruits=`, a stepper): a whole
 * number from 1 to what may be reserved; 1 when the request says nothing; 0 when nothing is left.
 */
export function fruitsToReserve(requested: unknown, offer: Pick<PreorderOffer, 'fruitsLeft'>): number {
  const most = mostFruitsToReserve(offer);
  if (most === 0) return 0;
  const asked = typeof requested === 'number' ? requested : Number.parseInt(String(requested ?? ''), 10);
  if (!Number.isFinite(asked)) return 1;
  return Math.min(most, Math.max(1, Math.trunc(asked)));
}

/** The offer's whole fruit as the shop's price texts read a product: its stated price, per unit or per kg. */
export function offerPricedProduct(product: PreorderOffer['product']): Pick<ProductListItem, 'price' | 'salePrice' | 'pricedBy' | 'weight' | 'minWeight'> {
  // The offer states the price the fruit sells at (its sale price when it has one): there is no other to strike through.
  return { price: product.price, salePrice: null, pricedBy: product.pricedBy, weight: product.weight, minWeight: product.minWeight };
}

/**
 * What `fruits` of `offer` cost, delivered or picked up: one line of the offer's whole fruit at what one fruit is
 * charged now (for a fruit priced by weight, the top of its range), with the fees and tax of `priceOrder`, as the
 * server prices the pre-order it checks the shopper's total against.
 */
export function pricePreorder(offer: Pick<PreorderOffer, 'product'>, fruits: number, isPickup: boolean, settings: PricingSettings): OrderPrice {
  const { chargedPrice, weight } = offer.product;
  return priceOrder(
    [{ unitPriceSen: rmToSen(chargedPrice), quantity: fruits, weightGrams: weight === null ? null : Math.round(weight * 1000) }],
    { isPickup },
    settings,
  );
}
