import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { addFirstDurianInStock, checkOutWithNewAddress, registerShopper } from './support/shopper';

/*
 * Paying the Malaysian way in the sandbox's window (docs/product/payment-methods.md): FPX with the shopper's bank, the
 * order then saying how it was paid; a failed FPX payment keeping the cart; a DuitNow QR whose bank confirms a few
 * seconds after the shopper came back, the confirmation page waiting for it.
 */

// The sandbox's bank captures a payment it approved three seconds later.
const shop = useShopUnderTest({ RATE_LIMIT: 'off', SANDBOX_LATE_CAPTURE_SECONDS: '3' });

/** A new shopper at the sandbox's window for one durian; returns its name and the window. */
async function atTheWindow(page: Page) {
  await registerShopper(page);
  const productName = await addFirstDurianInStock(page);
  await checkOutWithNewAddress(page);
  const window = page.getByRole('dialog', { name: /Durio/ });
  await window.getByRole('group', { name: 'Pay with' }).waitFor();
  return { productName, window };
}

describe('paying by FPX, e-wallet or DuitNow QR', () => {
  it('pays by FPX with the chosen bank, and the order says so', async () => {
    const page = await shop.openPage();
    const { window } = await atTheWindow(page);

    await window.getByRole('radio', { name: 'FPX online banking' }).check();
    await window.getByLabel('Your bank').selectOption({ label: 'Maybank2u' });
    await window.getByText("You approve the payment on your bank's page").waitFor();
    await expectNoSeriousA11yViolations(page);
    await window.getByRole('button', { name: /^Pay RM/ }).click();

    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await page.goto(`/order/${orderId}`);
    await page.getByText('Paid by FPX online banking (Maybank2u)').waitFor();
    await page.context().close();
  });

  it('keeps the cart when the bank refuses an FPX payment', async () => {
    const page = await shop.openPage();
    const { productName, window } = await atTheWindow(page);

    await window.getByRole('radio', { name: 'FPX online banking' }).check();
    await window.getByLabel('Your bank').selectOption({ label: 'CIMB Clicks' });
    await window.getByRole('button', { name: 'Simulate failed payment' }).click();
    // Back on the checkout, told why in the bank's words, not a card's.
    await page.getByText('Payment failed: The test bank refused the payment.').waitFor();
    await page.getByRole('button', { name: 'Place Order' }).waitFor();

    await page.goto('/cart');
    await page.getByRole('heading', { name: /Your Cart/ }).waitFor();
    await page.getByText(productName).first().waitFor();
    await page.context().close();
  });

  it('waits on the confirmation page while the bank confirms a DuitNow QR payment, then shows the order confirmed', async () => {
    const page = await shop.openPage();
    const { window } = await atTheWindow(page);

    await window.getByRole('radio', { name: 'DuitNow QR' }).check();
    // A DuitNow QR takes no bank: the bank list is not shown.
    expect(await window.getByLabel('Your bank').isVisible()).toBe(false);
    await window.getByRole('button', { name: 'Approve: the bank confirms later' }).click();

    await page.getByRole('heading', { name: 'Your Bank Is Confirming Your Payment' }).waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    // The page asks again until the capture is through.
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await page.goto(`/order/${orderId}`);
    await page.getByText('Paid by DuitNow QR').waitFor();
    await page.context().close();
  });
});
