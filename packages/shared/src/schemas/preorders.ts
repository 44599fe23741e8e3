import { z } from 'zod';
import { orderStatuses } from '../order-status';
import { priceUnits } from '../pricing';
import { rmSchema } from './common';
import { createOrderBodySchema, unfilledChoices } from './orders';

/**
 * A tree's next drop (or a farm's variety) opened for pre-order in one harvest window (docs/product/the-season.md,
 * Pre-orders): how many fruits are offered, how many are reserved, and the product that prices one fruit.
 */
export const preorderOfferSchema = z.object({
  id: z.uuid(),
  farmId: z.uuid(),
  window: z.object({ id: z.uuid(), variety: z.string(), startsOn: z.iso.date(), endsOn: z.iso.date() }),
  /** Null when the offer is of the farm's variety rather than one tree. */
  tree: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  product: z.object({
    id: z.uuid(),
    name: z.string(),
    pricedBy: z.enum(priceUnits),
    /** Per unit, or per kg. */
    price: rmSchema,
    /** What one fruit is charged now: per kg at the top of its range for a fruit priced by weight. */
    chargedPrice: rmSchema,
    minWeight: z.number().nullable(),
    weight: z.number().nullable(),
  }),
  fruitsOffered: z.number().int(),
  fruitsReserved: z.number().int(),
  fruitsLeft: z.number().int(),
  /** Taking reservations: not closed by the admin, and its window not over. */
  open: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PreorderOffer = z.infer<typeof preorderOfferSchema>;

export const preorderOfferListReplySchema = z.object({ data: z.array(preorderOfferSchema) });
export type PreorderOfferList = z.infer<typeof preorderOfferListReplySchema>;

const fruits = z.number().int().min(1, 'Offer at least one fruit').max(10_000);

/** `POST /durian/preorder-offers` (admin): the fruits default to the tree's estimate. */
export const createPreorderOfferBodySchema = z.strictObject({
  windowId: z.uuid(),
  treeId: z.uuid().nullable().default(null),
  productId: z.uuid(),
  fruitsOffered: fruits.optional(),
});
export type CreatePreorderOfferBody = z.infer<typeof createPreorderOfferBodySchema>;

/** `PATCH /durian/preorder-offers/{id}` (admin): fewer fruits (never under what is reserved), or closed and opened. */
export const updatePreorderOfferBodySchema = z
  .strictObject({ fruitsOffered: fruits.optional(), closed: z.boolean().optional() })
  .refine((b) => b.fruitsOffered !== undefined || b.closed !== undefined, 'Give the fruits on offer or whether the offer is closed');
export type UpdatePreorderOfferBody = z.infer<typeof updatePreorderOfferBodySchema>;

export const adminPreorderOffersQuerySchema = z.object({ farmId: z.uuid().optional() });

/** The words of an offer refused (the API's message; the console knows them by these words). */
export const preorderOfferRefusals = {
  windowOver: 'This harvest window is over: pre-orders are for fruit still to fall',
  productNotOfWindow: 'The product must be whole fruit of the same farm and variety as the harvest window',
  treeNotOfWindow: 'The tree must be of the same farm and variety as the harvest window',
  fruitsRequired: 'Give the number of fruits on offer: the tree has no estimate',
  overEstimate: 'An offer cannot be more fruits than the farm expects of the tree',
  underReserved: 'An offer cannot be fewer fruits than are already reserved',
  alreadyOffered: 'This is already offered for this harvest window',
} as const;

/**
 * `POST /durian/preorders`: reserve fruits of an offer and pay now, delivered or picked up as any order (the fruits
 * are the order's one line; `total` is the total the shopper saw, checked as checkout checks it).
 */
export const createPreorderBodySchema = createOrderBodySchema.omit({ paymentIntentId: true }).extend({
  offerId: z.uuid(),
  fruits: z.number().int().min(1, 'Reserve at least one fruit').max(20, 'At most 20 fruits in one pre-order'),
});
export type CreatePreorderBody = z.infer<typeof createPreorderBodySchema>;

/** The console: an offer's pre-orders, first placed first, with where each stands. */
export const offerPreordersReplySchema = z.object({
  data: z.array(
    z.object({
      orderId: z.uuid(),
      orderNumber: z.string(),
      /** Null once the customer's account was erased. */
      customerName: z.string().nullable(),
      status: z.enum(orderStatuses),
      fruits: z.number().int(),
      fruitsFilled: z.number().int(),
      /** Refunded at the window's end because they did not drop. */
      fruitsRefunded: z.number().int(),
      /** What the customer chose at the window's end (or the shop's refund after three days); null when nothing was asked or not yet answered. */
      choice: z.enum(unfilledChoices).nullable(),
      placedAt: z.iso.datetime({ offset: true }),
    }),
  ),
  drops: z.array(z.object({ id: z.uuid(), fellOn: z.iso.date(), fruits: z.number().int() })),
});
export type OfferPreorders = z.infer<typeof offerPreordersReplySchema>;

/** `POST /durian/preorder-offers/{id}/drops` (admin): how many fruits fell, on which Malaysian day. */
export const recordDropBodySchema = z.strictObject({
  fruits: z.number().int().min(1, 'A drop is at least one fruit').max(10_000),
  fellOn: z.iso.date(),
});
export type RecordDropBody = z.infer<typeof recordDropBodySchema>;

/** What a recorded drop filled: each pre-order's fruits, in the order they were placed, and what still waits. */
export const dropReplySchema = z.object({
  id: z.uuid(),
  fellOn: z.iso.date(),
  fruits: z.number().int(),
  filled: z.array(z.object({ orderId: z.uuid(), fruits: z.number().int(), complete: z.boolean() })),
  /** Paid fruits still waiting for a drop of this offer. */
  waiting: z.number().int(),
});
export type DropReply = z.infer<typeof dropReplySchema>;

/** The words of a drop refused. */
export const dropRefusals = {
  moreThanWaiting: 'More fruits than the paid pre-orders are waiting for',
  alreadyRecorded: 'A drop of this offer on this day is already recorded',
  inTheFuture: 'A drop is recorded once it has fallen: the day cannot be after today',
} as const;

/** The words of a pre-order refused (the API's message; the web knows them by these words). */
export const preorderRefusals = {
  closed: 'This pre-order is closed',
  notEnoughLeft: 'Fewer fruits are left to pre-order than you asked for',
  fruitHasDropped: 'Some fruit of this pre-order has dropped: it can no longer be cancelled',
} as const;

/**
 * `POST /durian/orders/{id}/preorder-choice` (the customer): for the fruit that did not drop before the window ended,
 * a fruit of the same variety and grade from another tree of the farm, or a refund.
 */
export const preorderChoiceBodySchema = z.strictObject({
  choice: z.enum(unfilledChoices, 'Choose a fruit from another tree or a refund'),
});
export type PreorderChoiceBody = z.infer<typeof preorderChoiceBodySchema>;

/** The words of a choice refused. */
export const choiceRefusals = {
  nothingToChoose: 'This pre-order has no choice to make',
  noSubstitute: 'No fruit of this variety and grade is left in stock: choose the refund',
  substituteTooLate: 'Your order has already been weighed or sent: choose the refund',
} as const;

/** How long a customer has to choose before the unfilled fruit is refunded by itself. */
export const CHOICE_DAYS = 3;
