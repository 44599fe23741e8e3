import { unitPriceRm } from '@durio/shared/pricing';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Translate } from '@/lib/i18n';

/*
 * The words of a product's price (docs/product/selling-by-weight.md), for product-price.tsx and the cart's and
 * checkout's lines. A weight-priced fruit says its price per kg, the weight one fruit has, and the most it is
 * charged now: the top of its range, by the one pricing rule the checkout charges (unitPriceRm). Plain
 * functions of the translations and formats they are given, so a test reads them in every language.
 */

/** What the price texts read of a product: a list item, a product or a cart line's product. */
export type PricedProduct = Pick<ProductListItem, 'price' | 'salePrice' | 'pricedBy' | 'weight' | 'minWeight'>;

/** How amounts and weights are written: lib/format.ts in the app. */
export interface PriceFormats {
  rm: (rm: number) => string;
  number: (value: number) => string;
}

/** A price as the page shows it, and as a screen reader says it ('RM 68.00/kg', 'RM 68.00 per kilogram'). */
export interface PriceText {
  shown: string;
  spoken: string;
}

/** A weight-priced fruit whose range is known: what its weight and charge texts need. */
function weighedFruit(product: PricedProduct): { min: number; max: number } | null {
  if (product.pricedBy !== 'kg' || product.weight === null) return null;
  return { min: product.minWeight ?? product.weight, max: product.weight };
}

/** `rm` as the product states its price: per unit, or per kg. */
export function statedPrice(product: Pick<PricedProduct, 'pricedBy'>, rm: number, t: Translate<'common'>, formats: PriceFormats): PriceText {
  const price = formats.rm(rm);
  if (product.pricedBy === 'unit') return { shown: price, spoken: price };
  return { shown: t('price.perKg', { price }), spoken: t('price.perKgSpoken', { price }) };
}

/** 'About 1.8–2.4 kg a fruit' for a weight-priced fruit; null for a product priced per unit. */
export function weightRangeText(product: PricedProduct, t: Translate<'common'>, formats: PriceFormats): string | null {
  const fruit = weighedFruit(product);
  if (!fruit) return null;
  return fruit.min === fruit.max
    ? t('price.weightAbout', { weight: formats.number(fruit.max) })
    : t('price.weightRange', { min: formats.number(fruit.min), max: formats.number(fruit.max) });
}

/**
 * What a weight-priced fruit is charged now, at most: 'You pay at most RM 163.20 a fruit now; the difference is
 * refunded after weighing', or its short form for a card; null for a product priced per unit.
 */
export function chargeText(product: PricedProduct, length: 'short' | 'long', t: Translate<'common'>, formats: PriceFormats): string | null {
  if (!weighedFruit(product)) return null;
  const price = formats.rm(unitPriceRm(product));
  return length === 'long' ? t('price.chargeNow', { price }) : t('price.chargeNowShort', { price });
}

/** A cart or checkout line's total: 'At most RM 326.40' when its fruit are weighed after packing. */
export function lineTotalText(product: Pick<PricedProduct, 'pricedBy'>, totalRm: number, t: Translate<'common'>, formats: PriceFormats): string {
  const total = formats.rm(totalRm);
  return product.pricedBy === 'kg' ? t('price.atMost', { price: total }) : total;
}
