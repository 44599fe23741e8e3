import type { Voucher, VoucherBodyInput } from '@durio/shared/schemas/vouchers';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminVouchersKeys } from '../../api/admin-query-keys';
import { isVoucherRefusalAtField } from './voucher-refusal';

/** Adds a code; the server drops its case and spaces, and answers 409 when another voucher has it. */
export function createVoucher(body: VoucherBodyInput): Promise<Voucher> {
  return apiRequest<Voucher>(adminApiPaths.vouchers, { method: 'POST', body });
}

/** The code taken and the fields refused are the form's to show. */
export function useCreateVoucher(toasts: AdminToasts<Voucher>) {
  return useAdminWrite({
    write: createVoucher,
    toasts,
    answeredByCaller: isVoucherRefusalAtField,
    invalidates: () => [adminVouchersKeys.all],
  });
}
