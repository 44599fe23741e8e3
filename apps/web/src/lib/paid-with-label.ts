import { providerName, type PaidWith } from '@durio/shared/payment-methods';
import type { Translate } from '@/lib/i18n';

/**
 * How an order was paid, in the page's language (docs/product/payment-methods.md): 'Paid by card', 'Paid by FPX online
 * banking (Maybank2u)', "Paid by Touch 'n Go eWallet", 'Paid by DuitNow QR'. Banks and e-wallets keep their own names.
 */
export function paidWithLabel(t: Translate<'common'>, paidWith: PaidWith): string {
  const provider = paidWith.provider === null ? null : providerName(paidWith.provider);
  let method: string;
  switch (paidWith.method) {
    case 'card':
      method = t('paidWith.card');
      break;
    case 'fpx':
      method = provider === null ? t('paidWith.fpx') : t('paidWith.fpxBank', { bank: provider });
      break;
    case 'wallet':
      method = provider ?? t('paidWith.wallet');
      break;
    case 'duitnow':
      method = t('paidWith.duitnow');
      break;
  }
  return t('paidWith.by', { method });
}
