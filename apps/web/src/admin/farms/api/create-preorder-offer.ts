import type { CreatePreorderOfferBody, PreorderOffer } from '@durio/shared/schemas/preorders';
import { ApiError, apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminHistoryKeys, storefrontKeys } from '../../api/admin-query-keys';
import { dropRefusalField, offerRefusalField } from '../preorder-offer-forms';

/** The words of a refusal (400, 409): its message and its fields' messages, as the server wrote them. */
function refusalWords(error: unknown): string[] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return [];
  return [error.serverMessage, ...error.serverIssues.map((issue) => issue.message)];
}

/** An offer's refusal the console's forms show at a field (the window, tree, product or fruits), or undefined. */
export const offerRefusal = (error: unknown) => offerRefusalField(refusalWords(error));

/** A drop's refusal the form shows at its fruits or its day, or undefined. */
export const dropRefusal = (error: unknown) => dropRefusalField(refusalWords(error));

/**
 * What an offer's change shows: the farm's offers in the console, the offer's history, the tree's and the farm's
 * pages and the pre-order checkout.
 */
export const preorderOfferKeys = (offer: Pick<PreorderOffer, 'id' | 'farmId'>) => [
  adminFarmsKeys.preorderOffers(offer.farmId),
  adminFarmsKeys.offerPreorders(offer.id),
  adminHistoryKeys.of('pre-order offer', offer.id),
  storefrontKeys.treePreorderOffers,
  storefrontKeys.farmPreorderOffers,
  storefrontKeys.preorderOffer,
];

/** Opens a tree's next drop, or the farm's variety, for pre-order in a harvest window still to end. */
export function createPreorderOffer(body: CreatePreorderOfferBody): Promise<PreorderOffer> {
  return apiRequest<PreorderOffer>(adminApiPaths.preorderOffers, { method: 'POST', body });
}

export function useCreatePreorderOffer(toasts: AdminToasts<PreorderOffer>) {
  return useAdminWrite({
    write: createPreorderOffer,
    toasts,
    // The form shows the refusals it knows at their fields.
    answeredByCaller: (error) => offerRefusal(error) !== undefined,
    invalidates: preorderOfferKeys,
  });
}
