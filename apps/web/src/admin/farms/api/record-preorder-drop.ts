import type { DropReply, PreorderOffer, RecordDropBody } from '@durio/shared/schemas/preorders';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDashboardKeys, adminOrdersKeys, storefrontKeys } from '../../api/admin-query-keys';
import { dropRefusal, preorderOfferKeys } from './create-preorder-offer';

export interface DropRecording {
  offer: Pick<PreorderOffer, 'id' | 'farmId'>;
  body: RecordDropBody;
}

/** Records fruit that fell from an offer's tree: it fills the paid pre-orders, first placed first. */
export function recordPreorderDrop({ offer, body }: DropRecording): Promise<DropReply> {
  return apiRequest<DropReply>(adminApiPaths.preorderDrops(offer.id), { method: 'POST', body });
}

export function useRecordPreorderDrop(toasts: AdminToasts<DropReply>) {
  return useAdminWrite({
    write: recordPreorderDrop,
    toasts,
    answeredByCaller: (error) => dropRefusal(error) !== undefined,
    // A pre-order the drop fills moves on (to PROCESSING when full) and has a new update: the orders change too.
    invalidates: (_, { offer }) => [
      ...preorderOfferKeys(offer),
      adminOrdersKeys.all,
      adminDashboardKeys.all,
      storefrontKeys.orders,
    ],
  });
}
