import { ApiError } from '@/lib/api';
import { voucherRefusalFields } from '../voucher-form';

/** The fields the form shows a refusal at (the code another voucher has, a field a 400 names); empty for any other failure. */
export function voucherRefusal(error: unknown) {
  return error instanceof ApiError ? voucherRefusalFields({ status: error.status, message: error.serverMessage, issues: error.serverIssues }) : [];
}

/** A refusal the form shows at its fields, not as a toast. */
export const isVoucherRefusalAtField = (error: unknown) => voucherRefusal(error).length > 0;
