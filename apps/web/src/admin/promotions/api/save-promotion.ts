import type { Promotion, PromotionBodyInput } from '@durio/shared/schemas/promotions';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminPromotionsKeys } from '../../api/admin-query-keys';
import { promotionRefusal } from './promotion-refusal';

/** A promotion to add (`id` absent) or to change: every term at once, what is sent is what it becomes (a pause too). */
export interface PromotionSave {
  id?: string;
  body: PromotionBodyInput;
}

export function savePromotion({ id, body }: PromotionSave): Promise<Promotion> {
  return id === undefined
    ? apiRequest<Promotion>(adminApiPaths.promotions, { method: 'POST', body })
    : apiRequest<Promotion>(adminApiPaths.promotion(id), { method: 'PUT', body });
}

/**
 * New terms apply to the next carts and checkouts; orders placed keep their discount (docs/product/fees.md,
 * "Discounts"). With `fieldsAnswered`, the refusals the form shows at its fields are not toasted.
 */
export function useSavePromotion(toasts: AdminToasts<Promotion>, { fieldsAnswered = false } = {}) {
  return useAdminWrite({
    write: savePromotion,
    toasts,
    answeredByCaller: fieldsAnswered ? (error) => promotionRefusal(error).length > 0 : undefined,
    invalidates: () => [adminPromotionsKeys.all],
  });
}
