import { z } from 'zod';
import { eWallets, fpxBanks, paidWithSchema, paymentMethods } from '../payment-methods';
import { languages } from '../languages';
import { orderStatuses } from '../order-status';
import { paymentStatuses, refundReasons } from '../payment-status';
import { addressFieldsSchema, refuseUndeliverableAddress } from './addresses';
import { priceUnits } from '../pricing';
import { kgInputSchema, shopReplySchema } from './catalogue';
import { rmSchema } from './common';
import { mediaFileSchema } from './media';
import { claimSchema } from './claims';

export const orderAddressSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable().optional(),
});

/** A weight-priced line's weighing (docs/product/selling-by-weight.md); its weights are kg, its prices RM. */
export const orderLineWeighingSchema = z.object({
  pricePerKg: rmSchema,
  /** One fruit's expected range. */
  minWeight: z.number(),
  maxWeight: z.number(),
  /** What the scale said of each fruit, once weighed; null before. */
  fruitWeights: z.array(z.number()).nullable(),
  /** Each fruit's price: its weight at the price per kg, never more than it was charged. */
  fruitPrices: z.array(rmSchema).nullable(),
  /** The line's weighed price; null until weighed. */
  total: rmSchema.nullable(),
});

export const orderItemSchema = z.object({
  id: z.uuid(),
  quantity: z.number().int(),
  /** Unit price paid, RM (for a weight-priced line, the top of its range, charged until weighed). */
  price: rmSchema,
  /** What the line was charged at checkout, before its discount. */
  total: rmSchema,
  /** The line's share of the order's discount (docs/product/fees.md, "Discounts"). */
  discount: rmSchema,
  /** The fruit-guarantee claim made for this line (docs/product/fruit-guarantee.md); null for none. */
  claim: claimSchema.nullable(),
  pricedBy: z.enum(priceUnits),
  /** Null for a line priced per unit. */
  weighing: orderLineWeighingSchema.nullable(),
  product: z.object({
    id: z.uuid(),
    name: z.string(),
    media: z.array(mediaFileSchema),
    farm: z.object({ name: z.string() }),
  }),
  review: z
    .object({
      id: z.uuid(),
      rating: z.number().int(),
      review: z.string(),
      media: z.array(mediaFileSchema).describe("The buyer's photos"),
      shopReply: shopReplySchema.nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});

export const orderUpdateSchema = z.object({
  id: z.uuid(),
  date: z.iso.datetime({ offset: true }),
  status: z.string(),
  message: z.string(),
  updatedBy: z.string(),
  media: z.array(z.string()),
});

/** The choices a customer has when a pre-order's window ends with their fruit still on the tree. */
export const unfilledChoices = ['substitute', 'refund'] as const;
export type UnfilledChoice = (typeof unfilledChoices)[number];

/** What an order that is a pre-order says of it (docs/product/the-season.md, Pre-orders). */
export const orderPreorderSchema = z.object({
  offerId: z.uuid(),
  /** The tree the fruit will fall from; null for a farm's variety. */
  treeName: z.string().nullable(),
  variety: z.string(),
  window: z.object({ startsOn: z.iso.date(), endsOn: z.iso.date() }),
  fruits: z.number().int(),
  /** How many of them a drop has filled (a fruit of another tree the customer chose counts as filled). */
  fruitsFilled: z.number().int(),
  /** How many were refunded because they did not drop before the window ended. */
  fruitsRefunded: z.number().int(),
  /**
   * The choice offered when the window ended with fruit still on the tree (docs/product/the-season.md, When the window
   * ends); null until then, and for a pre-order that was filled or cancelled before.
   */
  choice: z
    .object({
      /** Without an answer by then, the unfilled fruit is refunded by itself. */
      decideBy: z.iso.datetime({ offset: true }),
      /** A fruit of the same variety and grade from another tree of the farm is in stock now. */
      substituteAvailable: z.boolean(),
      /** What was chosen (by the customer, or the refund by the shop once the three days passed); null while open. */
      made: z.enum(unfilledChoices).nullable(),
    })
    .nullable(),
});
export type OrderPreorder = z.infer<typeof orderPreorderSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  /** Same as id: the checkout reads `orderId`. */
  orderId: z.uuid(),
  userId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** How it was paid (a card, FPX and its bank, an e-wallet, DuitNow QR); null until paid by the gateway, or when it did not say. */
  paidWith: paidWithSchema.nullable(),
  isPickup: z.boolean(),
  items: z.array(orderItemSchema),
  subtotal: rmSchema,
  /** What the voucher code took off the goods (docs/product/fees.md, "Discounts"); tax is on the subtotal less it. */
  discount: rmSchema,
  /** The code the order used, as the shop matches it; null for none. */
  voucherCode: z.string().nullable(),
  /** What each discount took off, in the order they came off: the automatic promotions by name, then the code. */
  discounts: z.array(z.object({ name: z.string(), amount: rmSchema })),
  shippingFee: rmSchema,
  handlingFee: rmSchema,
  tax: rmSchema,
  total: rmSchema,
  /** What store credit paid of the total (docs/product/store-credit.md); the card paid the rest. */
  credit: rmSchema,
  shippingAddress: orderAddressSchema.nullable(),
  drop_off_point: orderAddressSchema.extend({ id: z.uuid().nullable() }).nullable(),
  /**
   * Where and when it is delivered (docs/product/delivery.md): its zone, and the day and run booked ('14:00–18:00'),
   * which a pre-order and a zone without runs have none of; null for a pickup.
   */
  delivery: z.object({ zone: z.string(), date: z.iso.date().nullable(), window: z.string().nullable() }).nullable(),
  /** The day a pickup order is collected; null for a delivery (and for a pickup placed before pickup days). */
  pickupDate: z.iso.date().nullable(),
  notes: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippingCarrier: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  updates: z.array(orderUpdateSchema),
  /** The customer may cancel it now (order-status.ts). */
  cancellable: z.boolean(),
  /** Its buyer may review its products now: it was delivered (order-status.ts). */
  reviewable: z.boolean(),
  /**
   * The weighing of an order with weight-priced fruit (docs/product/selling-by-weight.md); null for an order with
   * none. The amounts above are what was charged at checkout; these are the weighed ones (fees stay as charged).
   */
  weighing: z
    .object({
      /** Some fruit is still to be weighed; the order may not ship until it is. */
      awaiting: z.boolean(),
      weighedAt: z.iso.datetime({ offset: true }).nullable(),
      subtotal: rmSchema.nullable(),
      /** The discount shrunk with the weighed lines' prices. */
      discount: rmSchema.nullable(),
      tax: rmSchema.nullable(),
      total: rmSchema.nullable(),
      /** What goes back: charged total − weighed total. */
      refund: rmSchema.nullable(),
      /** The tax rate the order was charged at (basis points: 700 is 7%), which the weighing applies again. */
      taxRateBps: z.number().int(),
    })
    .nullable(),
  /** The money of the order: what the gateway took, what went (or is going) back, and what the shop keeps. */
  money: z.object({ captured: rmSchema, refunded: rmSchema, net: rmSchema }),
  /** Fruit reserved from a tree's next drop; null for an order of fruit on the shelf. */
  preorder: orderPreorderSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Who placed the order, as the admin order screens show it; null once the customer was erased. */
export const orderCustomerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
});
/** One attempt to pay an order at the gateway, as the admin's order page shows it. */
export const orderPaymentSchema = z.object({
  id: z.uuid(),
  gateway: z.string(),
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string().nullable(),
  amount: rmSchema,
  status: z.enum(paymentStatuses),
  paidWith: paidWithSchema.nullable(),
  failureReason: z.string().nullable(),
  refundId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** One movement of an order's money (docs/product/orders-and-payments.md, "Money after the sale"). */
export const moneyMovementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['capture', 'refund']),
  /** A capture's is 'payment'; a refund's says why it was made. */
  reason: z.enum(['payment', ...refundReasons]),
  amount: rmSchema,
  /** The gateway's payment or refund id; null while a refund waits for the gateway. */
  gatewayId: z.string().nullable(),
  /** PENDING: a refund asked of the gateway and not yet confirmed (the reconciler finishes it). */
  status: z.enum(['PENDING', 'DONE']),
  at: z.iso.datetime({ offset: true }),
});
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema.nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  payments: z.array(orderPaymentSchema),
  /** The moves the admin may make from here (order-status.ts), for the order page's buttons. */
  allowedMoves: z.array(z.enum(orderStatuses)),
  /** Every capture and refund, oldest first. */
  ledger: z.array(moneyMovementSchema),
  /** The admin may enter the fruits' weights now: PROCESSING, with fruit not yet weighed. */
  weighable: z.boolean(),
  /** A move to SHIPPED needs a tracking number and carrier: false for a pickup order (order-status.ts). */
  needsTracking: z.boolean(),
  /** The shop may still change the delivery address (order-status.ts canChangeDeliveryAddress). */
  addressEditable: z.boolean(),
  /** The shop may correct the parcel's carrier and tracking number (order-status.ts canCorrectTracking). */
  trackingEditable: z.boolean(),
  /** Notes the shop's people keep on the order; the customer never sees them. Oldest first. */
  internalNotes: z.array(
    z.object({ id: z.uuid(), text: z.string(), author: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * The weights of an order's fruit (docs/product/selling-by-weight.md): every weight-priced line, one weight a fruit
 * in kg as the scale reads it. `confirmUnderweight` says the admin saw that a fruit is lighter than its range.
 */
export const weighOrderBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ itemId: z.uuid(), weights: z.array(kgInputSchema).min(1).max(1000) }))
    .min(1)
    .max(200),
  confirmUnderweight: z.boolean().optional(),
});
export type WeighOrderBody = z.infer<typeof weighOrderBodySchema>;

/** What the weighing answers when it changes nothing (docs/product/selling-by-weight.md); the console knows them by these words. */
export const weighingRefusals = {
  notWeighable: 'Only an order being processed can be weighed',
  nothingToWeigh: 'This order has no fruit priced by weight',
  alreadyWeighed: 'The fruit of this order is already weighed',
  weighEveryFruit: 'Enter one weight for each fruit of every line priced by weight',
  underweight: 'A fruit weighs less than its range: check the scale, then confirm the weights',
} as const;

export const createOrderBodySchema = z.object({
  isPickup: z.boolean(),
  shippingAddressOrDropoffPointId: z.uuid(),
  notes: z.string().trim().max(1000).nullable().optional(),
  specialInstructions: z.string().trim().max(1000).nullable().optional(),
  /** The total the shopper saw, RM; checked against the server's (409 when it differs). */
  total: z.number().nonnegative(),
  /**
   * Store credit to pay with, RM (docs/product/store-credit.md): at most the total and the customer's balance (409
   * when the balance no longer holds it); the card pays the rest, and nothing is left to pay when it is the total.
   */
  credit: z.number().nonnegative().multipleOf(0.01).max(1_000_000).optional(),
  paymentIntentId: z.string().max(100).nullable().optional(),
  /** The day and run the shopper picked for a delivery; the earliest open one when left out (docs/product/delivery.md). */
  delivery: z.object({ slotId: z.uuid(), date: z.iso.date() }).optional(),
  /** The day a pickup order is collected, among the point's `pickupDays`; the earliest when left out. */
  pickupDate: z.iso.date().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const orderListQuerySchema = z.object({
  startDate: z.union([z.iso.date(), z.literal('')]).optional(),
  endDate: z.union([z.iso.date(), z.literal('')]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const adminOrderSorts = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;

/**
 * The console's orders table. `view=orders` (the default) holds the orders a customer sees (paid at some
 * point, or still waiting for payment); `view=abandoned` the unpaid attempts that expired or were replaced
 * (docs/product/orders-and-payments.md). `search` finds an order number ('DRN-1A2B3', '1a2b3c4d'), a customer's name or e-mail.
 */
export const adminOrderListQuerySchema = orderListQuerySchema.extend({
  status: z.enum(orderStatuses).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  fulfilment: z.enum(['delivery', 'pickup']).optional(),
  search: z.string().trim().max(200).optional(),
  /** The orders of one customer (the console's customer page). */
  customerId: z.uuid().optional(),
  /** The orders to deliver on one day, and in one run of it (docs/product/delivery.md, "The owner's day"). */
  deliveryDate: z.iso.date('Give the date as YYYY-MM-DD').optional(),
  deliverySlotId: z.uuid().optional(),
  sort: z.enum(adminOrderSorts).default('newest'),
  view: z.enum(['orders', 'abandoned']).default('orders'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.omit({ page: true, limit: true }).extend({
  /** Only these orders (comma-joined ids, at most 100): the ones chosen in the console's list. */
  ids: z
    .string()
    .max(100 * 37)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'ids must be order ids joined by commas' })).max(100, 'At most 100 orders at a time'))
    .optional(),
});
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;

export const adminUpdateOrderBodySchema = z.object({
  status: z.enum(orderStatuses),
  message: z.string().trim().max(1000).optional(),
  trackingNumber: z.string().trim().min(1).max(100).optional(),
  shippingCarrier: z.string().trim().min(1).max(100).optional(),
  /** Uploaded pictures (file ids) shown with this Order Update (docs/product/admin-console.md). */
  mediaIds: z.array(z.uuid()).max(5, 'At most 5 photos per update').optional(),
});
export type AdminUpdateOrderBody = z.infer<typeof adminUpdateOrderBodySchema>;

/** A note on an order for the shop's people only (docs/product/orders-and-payments.md, 'Orders the shop corrects'). */
export const orderNoteBodySchema = z
  .object({ text: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(1000, 'A note must be at most 1,000 characters') })
  .strict();
export type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;

/** A shipped parcel's corrected carrier and tracking number. */
export const orderTrackingBodySchema = z
  .object({
    shippingCarrier: z.string({ error: 'Shipping carrier is required' }).trim().min(1, 'Shipping carrier is required').max(100),
    trackingNumber: z.string({ error: 'Tracking number is required' }).trim().min(1, 'Tracking number is required').max(100),
  })
  .strict();
export type OrderTrackingBody = z.infer<typeof orderTrackingBodySchema>;

/** Where a paid order not yet shipped is now delivered: the checkout's address fields and limits. */
export const orderAddressBodySchema = addressFieldsSchema.omit({ isDefault: true }).strict().superRefine(refuseUndeliverableAddress);
export type OrderAddressBody = z.infer<typeof orderAddressBodySchema>;

/** The orders waiting to be packed (status PAID): the console's sidebar badge and tab title (docs/product/admin-console.md). */
export const waitingOrdersCountSchema = z.object({
  count: z.number().int().min(0).describe('Orders paid and not yet moved on: waiting to be packed'),
});
export type WaitingOrdersCount = z.infer<typeof waitingOrdersCountSchema>;

/**
 * The moves the console makes for many orders at once (docs/product/admin-console.md, 'Orders in bulk'): packing,
 * ready for pickup or delivered. A cancel refunds, and a delivery order's SHIPPED needs its own tracking number, so
 * those are made one order at a time.
 */
export const bulkOrderMoves = ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const;

export const adminBulkMoveBodySchema = z
  .object({
    orderIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one order')
      .max(100, 'At most 100 orders at a time')
      .refine((ids) => new Set(ids).size === ids.length, { error: 'An order is listed twice' }),
    status: z.enum(bulkOrderMoves),
  })
  .strict();
export type AdminBulkMoveBody = z.infer<typeof adminBulkMoveBodySchema>;

/** Which orders moved, and why each other one did not (each moves on its own: one refused leaves the others moved). */
export const adminBulkMoveReplySchema = z.object({
  moved: z.array(z.uuid()),
  refused: z.array(z.object({ orderId: z.uuid(), message: z.string() })),
});
export type AdminBulkMoveReply = z.infer<typeof adminBulkMoveReplySchema>;

export const initiatePaymentBodySchema = z.object({
  orderId: z.uuid(),
  description: z.string().trim().max(255).optional(),
});
export const initiatePaymentReplySchema = z.object({
  paymentIntentId: z.string(),
  /** Sen, as a string, as the gateway wants it. */
  amount: z.string(),
  currency: z.literal('MYR'),
  keyId: z.string(),
  checkoutScriptUrl: z.string(),
  testMode: z.boolean(),
});
export type InitiatePaymentReply = z.infer<typeof initiatePaymentReplySchema>;

export const confirmPaymentBodySchema = z.object({
  orderId: z.uuid(),
  razorpayPaymentId: z.string().min(1).max(100),
  razorpayOrderId: z.string().min(1).max(100),
  razorpaySignature: z.string().min(1).max(200),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;
export const confirmPaymentReplySchema = z.object({ paymentStatus: z.enum(paymentStatuses) });
export type ConfirmPaymentReply = z.infer<typeof confirmPaymentReplySchema>;

export const verifyPaymentReplySchema = z.object({ success: z.boolean(), message: z.string() });
/** The verification's message while the shop still waits for the money (a bank confirming later): worth asking again. */
export const PAYMENT_AWAITED = 'Payment not received yet';
export type VerifyPaymentReply = z.infer<typeof verifyPaymentReplySchema>;

/** The sandbox's checkout script: its window speaks the language of the page that loads it (docs/product/languages.md). */
export const sandboxCheckoutScriptQuerySchema = z.object({ lang: z.enum(languages).default('en') });

export const sandboxPayBodySchema = z
  .object({
    paymentIntentId: z.string().min(1).max(100),
    /** The test bank's answer: paid now, refused, or approved and captured minutes later (FPX, DuitNow QR). */
    outcome: z.enum(['success', 'failure', 'pending']),
    /** How the shopper pays (docs/product/payment-methods.md): a card unless they chose another way. */
    method: z.enum(paymentMethods, 'Choose how to pay').default('card'),
    /** The FPX bank's or the e-wallet's code, which those methods need. */
    provider: z.string().trim().min(1).max(20).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'fpx' && !fpxBanks.some((bank) => bank.code === body.provider)) {
      ctx.addIssue({ code: 'custom', message: 'Choose your bank', path: ['provider'] });
    }
    if (body.method === 'wallet' && !eWallets.some((wallet) => wallet.code === body.provider)) {
      ctx.addIssue({ code: 'custom', message: 'Choose your e-wallet', path: ['provider'] });
    }
    if ((body.method === 'card' || body.method === 'duitnow') && body.provider !== null) {
      ctx.addIssue({ code: 'custom', message: 'This way of paying takes no bank or e-wallet', path: ['provider'] });
    }
    if (body.method === 'card' && body.outcome === 'pending') {
      ctx.addIssue({ code: 'custom', message: 'A card is paid or refused at once', path: ['outcome'] });
    }
  });
export type SandboxPayBody = z.infer<typeof sandboxPayBodySchema>;
/** What Razorpay's checkout hands to `handler` on success. */
export const gatewaySuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
/** What Razorpay's checkout hands to the `payment.failed` callbacks. */
export const gatewayFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export const sandboxPayReplySchema = z.union([gatewaySuccessSchema, gatewayFailureSchema]);
export type SandboxPayReply = z.infer<typeof sandboxPayReplySchema>;

/** Another day and run for an order's delivery, set by the shop (docs/product/delivery.md, "The owner's day"). */
export const orderDeliveryBodySchema = z.object({ slotId: z.uuid(), date: z.iso.date('Give the date as YYYY-MM-DD') }).strict();
export type OrderDeliveryBody = z.infer<typeof orderDeliveryBodySchema>;

/** The day's run sheet (docs/product/delivery.md, "The owner's day"): the orders to deliver that day, run by run. */
export const runSheetQuerySchema = z.object({ date: z.iso.date('Give the date as YYYY-MM-DD') });
export const runSheetSchema = z.object({
  date: z.iso.date(),
  runs: z.array(
    z.object({
      zone: z.string(),
      /** '14:00–18:00'; null for orders of a zone without runs. */
      window: z.string().nullable(),
      /** Sorted by postcode, the order a driver takes them in. */
      orders: z.array(
        z.object({
          id: z.uuid(),
          number: z.string(),
          status: z.enum(orderStatuses),
          customer: z.string().nullable(),
          address: orderAddressSchema,
          phone: z.string().nullable(),
          items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
          notes: z.string().nullable(),
          specialInstructions: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
