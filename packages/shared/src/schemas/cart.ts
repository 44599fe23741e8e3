import { z } from 'zod';
import { priceUnits } from '../pricing';
import { productForms } from '../shop-filters';
import { voucherKinds } from '../vouchers';
import { rmSchema } from './common';
import { mediaFileSchema } from './media';

/** The product as a cart line shows it. */
export const cartProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: rmSchema,
  discountPrice: rmSchema.nullable(),
  salePrice: rmSchema.nullable(),
  /** 'kg': the price is per kilogram and the line is charged `chargedPrice` a fruit until weighed (pricing.ts). */
  pricedBy: z.enum(priceUnits),
  chargedPrice: rmSchema,
  stock: z.number().int(),
  available: z.boolean(),
  /** The shopper can add more of it now: in the shop, marked available and some left (buyable.ts). */
  buyable: z.boolean(),
  weight: z.number().nullable(),
  /** Where a weight-priced fruit's range starts, kg; null for a product priced per unit. */
  minWeight: z.number().nullable(),
  /** Whole fruit, packed flesh or frozen: a delivery zone may not receive every form (docs/product/delivery.md). */
  form: z.enum(productForms),
  media: z.array(mediaFileSchema),
  farm: z.object({ id: z.uuid(), name: z.string() }),
});

export const cartItemSchema = z.object({
  id: z.uuid(),
  product: cartProductSchema,
  quantity: z.number().int().min(1),
  notes: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What a discount takes off the cart, for the cart to price as the checkout will (`cartVoucherDiscount`). */
export const cartDiscountSchema = z.object({
  kind: z.enum(voucherKinds),
  /** A percentage's percentage (10 is 10%). */
  percent: z.number().nullable(),
  /** An amount's amount, RM. */
  amount: rmSchema.nullable(),
  /** The cart lines it takes money off. */
  itemIds: z.array(z.uuid()),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

/**
 * The voucher code the cart holds (docs/product/fees.md, "Discounts"), judged against the cart as it is now: why it
 * cannot be used, or what it takes off.
 */
export const cartVoucherSchema = z.object({
  code: z.string(),
  /** Why it cannot be used on this cart, in the shopper's words; null when it can. */
  refusal: z.string().nullable(),
  /** Null while it cannot be used. */
  discount: cartDiscountSchema.nullable(),
});
export type CartVoucher = z.infer<typeof cartVoucherSchema>;

/** An automatic promotion the cart meets now, in the order they come off (before the code). */
export const cartPromotionSchema = z.object({ id: z.uuid(), name: z.string(), discount: cartDiscountSchema });
export type CartPromotion = z.infer<typeof cartPromotionSchema>;

export const cartSchema = z.object({
  id: z.uuid(),
  items: z.array(cartItemSchema),
  promotions: z.array(cartPromotionSchema),
  voucher: cartVoucherSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The spec sends `?cartId`; the server always uses the signed-in user's own cart. */
export const cartQuerySchema = z.object({ cartId: z.uuid().optional() });

export const addCartItemBodySchema = z.object({
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(1000).default(1),
  notes: z.string().trim().max(500).nullable().optional(),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;
/** A quantity of 0 or less removes the line (docs/product/cart-and-checkout.md). */
export const updateCartItemBodySchema = z.object({
  quantity: z.number().int().min(-1000).max(1000),
  notes: z.string().trim().max(500).nullable().optional(),
});

/** `PUT /durian/cart/voucher`: the code as the shopper typed it (case and spaces do not matter). */
export const applyVoucherBodySchema = z.strictObject({
  code: z.string({ error: 'Enter a code' }).trim().min(1, 'Enter a code').max(64, 'This code is not valid'),
});
