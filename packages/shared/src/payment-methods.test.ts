import { describe, expect, it } from 'vitest';
import { curlecCheckoutDisplay, eWallets, paymentMethods } from './payment-methods';

describe("Curlec's checkout display", () => {
  it('offers each of the shop’s ways to pay once, the e-wallets by their codes, and none of Curlec’s own blocks', () => {
    const display = curlecCheckoutDisplay('Ways to pay');
    const { instruments } = display.blocks.durio;
    expect(instruments.map((instrument) => instrument.method)).toEqual([...paymentMethods]);
    expect(instruments.find((instrument) => instrument.method === 'wallet')).toEqual({
      method: 'wallet',
      wallets: eWallets.map((wallet) => wallet.code),
    });
    expect(display.blocks.durio.name).toBe('Ways to pay');
    expect(display.sequence).toEqual(['block.durio']);
    expect(display.preferences.show_default_blocks).toBe(false);
  });
});
