import { describe, expect, it } from 'vitest';
import { commonTextsIn } from '../test-support/common-texts';
import { paidWithLabel } from './paid-with-label';

describe('how an order was paid, as the order and the console say it (docs/product/payment-methods.md)', () => {
  const { t } = commonTextsIn('en');

  it('names the way and the bank or e-wallet by its own name', () => {
    expect(paidWithLabel(t, { method: 'card', provider: null })).toBe('Paid by card');
    expect(paidWithLabel(t, { method: 'fpx', provider: 'MB2U0227' })).toBe('Paid by FPX online banking (Maybank2u)');
    expect(paidWithLabel(t, { method: 'wallet', provider: 'touchngo' })).toBe("Paid by Touch 'n Go eWallet");
    expect(paidWithLabel(t, { method: 'duitnow', provider: null })).toBe('Paid by DuitNow QR');
  });

  it('says the code the gateway gave when the shop does not know the bank, and the way alone without one', () => {
    expect(paidWithLabel(t, { method: 'fpx', provider: 'NEWBANK01' })).toBe('Paid by FPX online banking (NEWBANK01)');
    expect(paidWithLabel(t, { method: 'fpx', provider: null })).toBe('Paid by FPX online banking');
    expect(paidWithLabel(t, { method: 'wallet', provider: null })).toBe('Paid by e-wallet');
  });
});
