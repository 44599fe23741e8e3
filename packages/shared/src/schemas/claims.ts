import { z } from 'zod';
import { amountRm, rmSchema } from './common';
import { mediaFileSchema } from './media';

/*
 * The fruit guarantee (docs/product/fruit-guarantee.md): a claim for a line of a delivered order, made within the
 * shop's hours after delivery, with photos; the owner gives money back to the card or as store credit, or declines.
 */

export const claimReasons = ['sour', 'unripe', 'wet', 'damaged', 'wrong-item', 'other'] as const;
export type ClaimReason = (typeof claimReasons)[number];
export const claimStatuses = ['OPEN', 'APPROVED', 'DECLINED'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
/** Where an approved claim's money goes. */
export const claimOutcomes = ['card', 'credit'] as const;
export type ClaimOutcome = (typeof claimOutcomes)[number];

export const claimRefusals = {
  notDelivered: 'Only a delivered order can be claimed',
  tooLate: 'The time to claim for this order has passed',
  alreadyClaimed: 'You have already claimed for this item',
  photoNotFound: 'Photo not found',
  photoTaken: 'This photo belongs to another claim',
  notFound: 'Claim not found',
  decided: 'This claim has already been decided',
  moreThanPaid: 'This is more than was paid for this item',
  cardShort: 'The card has less than this left to refund: give store credit instead',
} as const;

const PHOTOS = 'Add 1 to 3 photos of the fruit';

/** `POST /durian/orders/{orderId}/items/{itemId}/claims`: what was wrong, the customer's photos (uploaded to 'claims') and a note. */
export const createClaimBodySchema = z.strictObject({
  reason: z.enum(claimReasons, 'Choose what was wrong with the fruit'),
  mediaIds: z.array(z.uuid(PHOTOS), PHOTOS).min(1, PHOTOS).max(3, PHOTOS),
  note: z.string().trim().max(1000, 'Keep the note to 1,000 characters').default(''),
  /** How the customer would like it made good: back to the card, or as store credit. The owner decides. */
  wants: z.enum(claimOutcomes, 'Choose the card or store credit').default('card'),
});
export type CreateClaimBody = z.infer<typeof createClaimBodySchema>;
export type CreateClaimBodyInput = z.input<typeof createClaimBodySchema>;

/** A claim as its customer reads it on the order. */
export const claimSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  itemId: z.uuid(),
  reason: z.enum(claimReasons),
  note: z.string(),
  media: z.array(mediaFileSchema),
  /** How the customer asked for it to be made good. */
  wants: z.enum(claimOutcomes),
  status: z.enum(claimStatuses),
  /** Approved: where the money went, and how much (RM). */
  outcome: z.enum(claimOutcomes).nullable(),
  amount: rmSchema.nullable(),
  /** Declined: the owner's reason. */
  declineReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A claim as the console's queue shows it: the line, its farm and customer, and what may go back. */
export const adminClaimSchema = claimSchema.extend({
  orderNumber: z.string(),
  product: z.object({ id: z.uuid(), name: z.string() }),
  farm: z.object({ id: z.uuid().nullable(), name: z.string() }),
  quantity: z.number().int(),
  customer: z.object({ id: z.uuid(), displayName: z.string(), email: z.string() }).nullable(),
  /** What the line was paid, after its discount (as weighed, once weighed): the most a claim gives back. */
  paid: rmSchema,
  /** What is left to refund to the card of the order's payment; 0 when it was paid without one. */
  cardRefundable: rmSchema,
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const claimListQuerySchema = z.object({ status: z.enum(claimStatuses).optional() });

/** `PUT /durian/claims/{id}`: approve with where the money goes and how much, or decline with a reason. */
export const decideClaimBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({
      decision: z.literal('approve'),
      outcome: z.enum(claimOutcomes, 'Choose the card or store credit'),
      amount: amountRm('Amount').min(0.01, 'Amount must be more than RM 0'),
    }),
    z.strictObject({
      decision: z.literal('decline'),
      reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(500, 'Keep the reason to 500 characters'),
    }),
  ],
  { error: 'Approve or decline the claim' },
);
export type DecideClaimBody = z.infer<typeof decideClaimBodySchema>;
