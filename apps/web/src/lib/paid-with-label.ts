import { paidWithLabel as sayPaidWith, type PaidWith } from '@durio/shared/payment-methods';
import type { Translate } from '@/lib/i18n';

/** How an order was paid, in the page's language (docs/product/payment-methods.md); the wording is shared with the e-mails. */
export function paidWithLabel(t: Translate<'common'>, paidWith: PaidWith): string {
  return sayPaidWith((key, values) => t(key, values), paidWith);
}
