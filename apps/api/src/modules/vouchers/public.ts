/* What other code may use of the vouchers module (docs/decisions/032); its tables are in vouchers.schema.ts. */
export { vouchersRoutes } from './vouchers.routes';
export { decideVoucher, readTermLines, releaseVoucherUse, takeVoucherUseStatement, type LineForCode, type VoucherDecision } from './voucher-uses';
export { termsColumnsOf, termsOf, termsReplyOf, type DiscountTakings } from './discount-terms-columns';
