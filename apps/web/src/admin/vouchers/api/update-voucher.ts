import type { Voucher, VoucherBodyInput } from '@durio/shared/schemas/vouchers';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminVouchersKeys } from '../../api/admin-query-keys';
import { isVoucherRefusalAtField } from './voucher-refusal';

export interface VoucherUpdate {
  id: string;
  /** Every term at once: what is sent is what the code becomes (a pause too). */
  body: VoucherBodyInput;
}

export function updateVoucher({ id, body }: VoucherUpdate): Promise<Voucher> {
  return apiRequest<Voucher>(adminApiPaths.voucher(id), { method: 'PUT', body });
}

/**
 * New terms apply to the next checkouts; orders placed keep their discount (docs/product/fees.md, "Discounts"). With
 * `fieldsAnswered`, the refusals the form shows at its fields are not toasted.
 */
export function useUpdateVoucher(toasts: AdminToasts<Voucher>, { fieldsAnswered = false } = {}) {
  return useAdminWrite({
    write: updateVoucher,
    toasts,
    answeredByCaller: fieldsAnswered ? isVoucherRefusalAtField : undefined,
    invalidates: () => [adminVouchersKeys.all],
  });
}
