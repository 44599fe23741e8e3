import { z } from 'zod';

/*
 * How a Malaysian shopper pays (docs/product/payment-methods.md): the methods Curlec's checkout offers, with the codes
 * its payments carry (`method`, and `bank` for FPX, `wallet` for an e-wallet), and the names the shop shows for them.
 */

/** Curlec's method codes: a card, FPX online banking, an e-wallet, or a DuitNow QR scanned in any bank or e-wallet app. */
export const paymentMethods = ['card', 'fpx', 'wallet', 'duitnow'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The FPX banks the sandbox's bank list offers, by their FPX codes (the retail, B2C, list). Curlec's own list comes
 * from its Methods API; a code the shop does not know is shown as the gateway gave it.
 */
export const fpxBanks = [
  { code: 'MB2U0227', name: 'Maybank2u' },
  { code: 'BCBB0235', name: 'CIMB Clicks' },
  { code: 'PBB0233', name: 'Public Bank' },
  { code: 'RHB0218', name: 'RHB Now' },
  { code: 'HLB0224', name: 'Hong Leong Connect' },
  { code: 'AMBB0209', name: 'AmOnline' },
  { code: 'BIMB0340', name: 'Bank Islam' },
  { code: 'BKRM0602', name: 'i-Rakyat' },
  { code: 'BSN0601', name: 'myBSN' },
  { code: 'ABMB0212', name: 'Alliance Online' },
  { code: 'ABB0233', name: 'Affin Bank' },
  { code: 'UOB0226', name: 'UOB' },
  { code: 'OCBC0229', name: 'OCBC' },
  { code: 'HSBC0223', name: 'HSBC' },
  { code: 'SCB0216', name: 'Standard Chartered' },
  { code: 'BMMB0341', name: 'Bank Muamalat' },
] as const;

/** The e-wallets Curlec takes in Malaysia, by their wallet codes. */
export const eWallets = [
  { code: 'touchngo', name: "Touch 'n Go eWallet" },
  { code: 'grabpay', name: 'GrabPay' },
  { code: 'boost', name: 'Boost' },
] as const;

/**
 * What Curlec's checkout window offers (its `config.display`, docs/product/payment-methods.md): the shop's methods and
 * e-wallets above, in one block, and nothing else the account may have enabled, so a shopper on Curlec chooses among
 * the same ways to pay as in the sandbox's window, in the same order.
 */
export function curlecCheckoutDisplay(blockName: string) {
  const instruments = paymentMethods.map((method) =>
    method === 'wallet' ? { method, wallets: eWallets.map((wallet) => wallet.code) } : { method },
  );
  return {
    blocks: { durio: { name: blockName, instruments } },
    sequence: ['block.durio'],
    preferences: { show_default_blocks: false },
  };
}

/** How an order was paid, as the order, the invoice, the console and the CSV show it. */
export const paidWithSchema = z.object({
  method: z.enum(paymentMethods),
  /** The FPX bank's or the e-wallet's code; null for a card or a DuitNow QR. */
  provider: z.string().nullable(),
});
export type PaidWith = z.infer<typeof paidWithSchema>;

/** Each way's name in English, for the console's CSV export and the shop's own records. */
export const paymentMethodNames: Record<PaymentMethod, string> = { card: 'Card', fpx: 'FPX', wallet: 'E-wallet', duitnow: 'DuitNow QR' };

/** The bank's or e-wallet's name for its code, or the code itself when the shop does not know it. */
export function providerName(code: string): string {
  return [...fpxBanks, ...eWallets].find((known) => known.code === code)?.name ?? code;
}

/** The texts a "Paid by …" line is made of, under the same keys in the web's and the e-mails' catalogues. */
export type PaidWithText = 'paidWith.by' | 'paidWith.card' | 'paidWith.fpx' | 'paidWith.fpxBank' | 'paidWith.wallet' | 'paidWith.duitnow';

/**
 * How an order was paid, in the language `say` writes (docs/product/payment-methods.md): 'Paid by card', 'Paid by FPX
 * online banking (Maybank2u)', "Paid by Touch 'n Go eWallet", 'Paid by DuitNow QR'. Banks and e-wallets keep their own names.
 */
export function paidWithLabel(say: (key: PaidWithText, values?: Record<string, string>) => string, paidWith: PaidWith): string {
  const provider = paidWith.provider === null ? null : providerName(paidWith.provider);
  let method: string;
  switch (paidWith.method) {
    case 'card':
      method = say('paidWith.card');
      break;
    case 'fpx':
      method = provider === null ? say('paidWith.fpx') : say('paidWith.fpxBank', { bank: provider });
      break;
    case 'wallet':
      method = provider ?? say('paidWith.wallet');
      break;
    case 'duitnow':
      method = say('paidWith.duitnow');
      break;
  }
  return say('paidWith.by', { method });
}
