import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { checkOutWithNewAddress, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

/** From the shop grid, opens the first durian that is plentifully in stock and returns its name. */
async function openFirstInStockProduct(): Promise<string> {
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect.poll(() => page.getByRole('heading', { name: 'Our Durian Collection' }).isVisible()).toBe(true);
  await page.getByText(/Showing \d+ products?/).waitFor();
  const card = page.getByRole('article').filter({ hasText: 'In Stock' }).first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return name;
}

async function registerInDialog(email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Full Name').fill('Aisyah Rahman');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(SHOPPER_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('buying a durian', () => {
  it('takes a visitor from the home page to a paid order', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Fresh Durians Delivered to Your Door' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Durians' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const productName = await openFirstInStockProduct();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    // A visitor signs up in the dialog; the pending item is then added.
    await registerInDialog(uniqueEmail());
    await page.getByText(`${productName} added to cart!`).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await checkOutWithNewAddress(page);

    // The sandbox gateway's widget, clearly in test mode.
    const widget = page.getByRole('dialog', { name: /Durio/ });
    await widget.getByText(/TEST MODE/).waitFor();
    await widget.getByRole('button', { name: /^Pay RM/ }).click();

    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/DRN-[0-9A-F]{5}/i).first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // My Orders lists the order as paid.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    const order = page.getByRole('article').filter({ hasText: productName }).first();
    await expect.poll(() => order.getByText(/Order status:\s*Paid/i).first().isVisible()).toBe(true);
    await expect.poll(() => order.getByText(/Payment status:\s*Payment Paid/i).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('keeps the cart when the payment fails, so the shopper can try again', async () => {
    await registerShopper(page, { name: 'Wei Ming Tan' });

    const productName = await openFirstInStockProduct();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`${productName} added to cart!`).waitFor();

    await checkOutWithNewAddress(page);
    const widget = page.getByRole('dialog', { name: /Durio/ });
    await widget.getByRole('button', { name: 'Simulate failed payment' }).click();
    await page.getByText(/^Payment failed: /).waitFor();

    // Back on the form; the cart still holds the durian.
    await page.getByRole('button', { name: 'Place Order' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('heading', { name: /Your Cart/ }).waitFor();
    await page.getByRole('link', { name: productName }).first().waitFor();
  });

  it("lets a shopper who closed the payment window pay from My Orders with 'Complete payment'", async () => {
    await registerShopper(page, { name: 'Lim Mei Ling' });
    const productName = await openFirstInStockProduct();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`${productName} added to cart!`).waitFor();
    await checkOutWithNewAddress(page);
    await page.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Place Order' }).waitFor();

    // The current unpaid order is in My Orders, with 'Complete payment' until it expires (docs/product/orders-and-payments.md).
    await page.goto('/orders');
    const order = page.getByRole('article').filter({ hasText: productName }).first();
    await order.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ }).click();
    await page.getByText('Payment successful!').first().waitFor();
    await expect.poll(() => order.getByText(/Order status:\s*Paid/i).first().isVisible()).toBe(true);
    expect(await order.getByRole('button', { name: 'Complete payment' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});

/** The toasts a shopper can see: sonner also keeps hidden and leaving ones in the page, at opacity 0. */
const shownToasts = () =>
  page
    .locator('[data-sonner-toast]')
    .evaluateAll((toasts) =>
      toasts.filter((toast) => toast.dataset.removed !== 'true' && getComputedStyle(toast).opacity !== '0').map((toast) => toast.textContent ?? ''),
    );

/** The toast sonner shows in front. */
const frontToast = () => page.locator('[data-sonner-toast][data-visible="true"][data-removed="false"]');

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    return { left, right, top, bottom };
  });

describe('the checkout page', () => {
  it('keeps a long e-mail address in its column and shows one toast at a time, clear of the Order Summary', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const email = uniqueEmail('aisyah.binti.abdul.rahman.kampung.durian');
    await registerShopper(page, { email });

    // One toast at a time. Closing it brings back none of those it replaced.
    const productName = await openFirstInStockProduct();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await expect.poll(shownToasts).toEqual([`${productName} added to cart!`]);
    await frontToast().getByRole('button', { name: 'Close toast' }).click();
    await expect.poll(shownToasts).toEqual([]);
    await page.waitForTimeout(1000);
    expect(await shownToasts()).toEqual([]);

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const contact = page.getByRole('region', { name: 'Contact Information' });
    await contact.getByText(email).waitFor();
    // Each value's text stays inside its own column, on a wide screen and a narrow one.
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 720 });
      const spills = await contact.getByRole('definition').evaluateAll((values) =>
        values.flatMap((value) => {
          const range = document.createRange();
          range.selectNodeContents(value);
          const text = range.getBoundingClientRect();
          const column = value.parentElement!.getBoundingClientRect();
          return text.left < column.left || text.right > column.right ? [`'${value.textContent}' leaves its column`] : [];
        }),
      );
      expect(spills, `at ${width} px`).toEqual([]);
    }

    // With the summary stuck at the top of a scrolled page, a toast stays clear of its heading.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByLabel('I accept the terms and conditions').check();
    await page.evaluate(() => window.scrollTo({ top: 300 }));
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await placeOrder.click();
    await expect.poll(shownToasts).toEqual(['Please select a shipping address']);
    await placeOrder.click();
    await page.waitForTimeout(600);
    expect(await shownToasts()).toEqual(['Please select a shipping address']);
    const heading = await boxOf(page.getByRole('heading', { name: 'Order Summary' }));
    expect(heading.top).toBeLessThan(200);
    const toast = await boxOf(frontToast());
    expect(overlap(toast, heading), `toast ${JSON.stringify(toast)}, heading ${JSON.stringify(heading)}`).toBe(false);
  });
});
