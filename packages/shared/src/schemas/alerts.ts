import { z } from 'zod';
import { languages } from '../languages';

/**
 * "Tell me when" (docs/product/the-season.md): what a shopper asks to be told about, exactly one of a product, a
 * tree or a variety.
 */
export const alertTargetSchema = z.union([
  z.strictObject({ productId: z.uuid() }),
  z.strictObject({ treeId: z.uuid() }),
  z.strictObject({ variety: z.string().trim().min(1, 'Variety is required').max(100, 'Variety is too long') }),
]);
export type AlertTarget = z.infer<typeof alertTargetSchema>;

/** `POST /durian/alerts`: a visitor gives an e-mail to confirm; a signed-in customer's account e-mail is used. */
export const createAlertBodySchema = z.strictObject({
  target: alertTargetSchema,
  /** A visitor's address; ignored for a signed-in customer. */
  email: z.email('Give a valid e-mail address').max(254).optional(),
  /** The language of the e-mails (the page's). */
  language: z.enum(languages).default('en'),
});
export type CreateAlertBody = z.infer<typeof createAlertBodySchema>;

/** One alert as its owner (or the confirmation page) sees it. */
export const alertSchema = z.object({
  id: z.uuid(),
  target: z.object({
    kind: z.enum(['product', 'tree', 'variety']),
    /** The product's or tree's id; null for a variety. */
    id: z.uuid().nullable(),
    /** The product's or tree's name, or the variety. */
    name: z.string(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the address was confirmed; null while a visitor's alert waits for its confirmation. */
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the shop told them; an alert is told once. */
  notifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * What `POST /durian/alerts` answers. `confirm-by-email` for a visitor (and a customer whose address is not yet
 * confirmed): the same whether or not the address has asked before, so the call tells nobody who is subscribed.
 */
export const createAlertReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('confirm-by-email') }),
  z.object({ status: z.literal('active'), alert: alertSchema }),
]);
export type CreateAlertReply = z.infer<typeof createAlertReplySchema>;

export const alertListReplySchema = z.object({ data: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListReplySchema>;

/** The token of a confirmation or unsubscribe link. */
export const alertTokenSchema = z.object({ token: z.string().min(20).max(100) });

/** The console: what shoppers wait for, most asked first. */
export const waitingAlertsReplySchema = z.object({
  data: z.array(
    z.object({
      kind: z.enum(['product', 'tree', 'variety']),
      id: z.uuid().nullable(),
      name: z.string(),
      /** Confirmed alerts not yet told. */
      waiting: z.number().int(),
    }),
  ),
});
export type WaitingAlerts = z.infer<typeof waitingAlertsReplySchema>;

/** The words of an alert refused (the API's message; the web knows them by these words). */
export const alertRefusals = {
  availableNow: 'This is in season and in stock now: you can order it today',
  emailRequired: 'Give the e-mail address to tell',
  linkNotValid: 'This link is not valid any more',
} as const;
