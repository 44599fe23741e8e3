import type { PreorderOffer, UpdatePreorderOfferBody } from '@durio/shared/schemas/preorders';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { offerRefusal, preorderOfferKeys } from './create-preorder-offer';

export interface PreorderOfferUpdate {
  id: string;
  body: UpdatePreorderOfferBody;
}

/** Offers fewer fruits (never under those reserved), or closes and reopens the offer. */
export function updatePreorderOffer({ id, body }: PreorderOfferUpdate): Promise<PreorderOffer> {
  return apiRequest<PreorderOffer>(adminApiPaths.preorderOffer(id), { method: 'PATCH', body });
}

export function useUpdatePreorderOffer(toasts: AdminToasts<PreorderOffer>) {
  return useAdminWrite({
    write: updatePreorderOffer,
    toasts,
    answeredByCaller: (error) => offerRefusal(error) !== undefined,
    invalidates: preorderOfferKeys,
  });
}
