import {
  createPreorderOfferBodySchema,
  dropRefusals,
  preorderOfferRefusals,
  recordDropBodySchema,
  type CreatePreorderOfferBody,
} from '@durio/shared/schemas/preorders';
import { z } from 'zod';

/*
 * The console's pre-order forms (docs/product/the-season.md, Pre-orders): what each checks before sending, and at
 * which field a refusal of the server shows, as the form's own checks do.
 */

const fruitsOffered = createPreorderOfferBodySchema.shape.fruitsOffered.unwrap();

/** Opening an offer: a window and a product from the lists; no tree is the farm's variety, no fruits the tree's estimate. */
export const openOfferFormSchema = z.object({
  windowId: createPreorderOfferBodySchema.shape.windowId,
  treeId: z.uuid().nullable(),
  productId: createPreorderOfferBodySchema.shape.productId,
  fruitsOffered: fruitsOffered.nullable(),
});
export type OpenOfferValues = z.output<typeof openOfferFormSchema>;
/** The form's values before the check: a window, tree or product not yet chosen is null. */
export interface OpenOfferInput {
  windowId: string | null;
  treeId: string | null;
  productId: string | null;
  fruitsOffered: number | null;
}

/** The call's body: fruits left out when not given, so the server takes the tree's estimate. */
export function openOfferBody({ fruitsOffered: fruits, ...values }: OpenOfferValues): CreatePreorderOfferBody {
  return { ...values, ...(fruits !== null && { fruitsOffered: fruits }) };
}

/** Offering fewer fruits. */
export const offerFruitsFormSchema = z.object({ fruitsOffered });
export type OfferFruitsValues = z.output<typeof offerFruitsFormSchema>;

/** A drop: the call's body, on a day no later than `today` in Malaysia, as the server checks it. */
export const dropFormSchema = (today: string) =>
  recordDropBodySchema.refine((drop) => drop.fellOn <= today, { path: ['fellOn'], message: dropRefusals.inTheFuture });
export type DropValues = z.output<ReturnType<typeof dropFormSchema>>;

type OfferField = keyof OpenOfferValues;
type DropField = keyof DropValues;

const offerRefusalFields: Record<string, OfferField> = {
  [preorderOfferRefusals.windowOver]: 'windowId',
  [preorderOfferRefusals.productNotOfWindow]: 'productId',
  [preorderOfferRefusals.treeNotOfWindow]: 'treeId',
  // The tree (or, with none, the farm's variety) is what is already offered in that window.
  [preorderOfferRefusals.alreadyOffered]: 'treeId',
  [preorderOfferRefusals.fruitsRequired]: 'fruitsOffered',
  [preorderOfferRefusals.overEstimate]: 'fruitsOffered',
  [preorderOfferRefusals.underReserved]: 'fruitsOffered',
};

const dropRefusalFields: Record<string, DropField> = {
  [dropRefusals.moreThanWaiting]: 'fruits',
  [dropRefusals.alreadyRecorded]: 'fellOn',
  [dropRefusals.inTheFuture]: 'fellOn',
};

/** The first of a refusal's messages (its message, its fields' messages) that `fields` places, and where. */
function refusalAt<Field extends string>(messages: readonly string[], fields: Record<string, Field>): { field: Field; message: string } | undefined {
  const message = messages.find((text) => Object.hasOwn(fields, text));
  return message === undefined ? undefined : { field: fields[message]!, message };
}

/** Where an offer's refusal shows: at the window, the tree, the product or the fruits; undefined for any other message. */
export const offerRefusalField = (messages: readonly string[]) => refusalAt(messages, offerRefusalFields);

/** Where a drop's refusal shows: at its fruits or its day. */
export const dropRefusalField = (messages: readonly string[]) => refusalAt(messages, dropRefusalFields);
