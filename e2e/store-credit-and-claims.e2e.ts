import { orderNumber } from '@durio/shared/order-number';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { smallPng } from './support/pictures';
import { useShopUnderTest } from './support/shop-under-test';
import { buyFirstDurianInStock, registerShopper, uniqueEmail } from './support/shopper';
import { weighThroughApi } from './support/shop-api';

/*
 * The fruit guarantee (docs/product/fruit-guarantee.md) and store credit (docs/product/store-credit.md) from the
 * shopper's side: a sour durian is claimed on its order, the owner gives half of it back as store credit, and the
 * credit pays part of the next order.
 */

const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off' });
// One page for the whole file: its tests follow one buyer from the first order to the second.
let page: Page;

beforeAll(async () => {
  page = await shop.openPage();
});

/** The admin moves the paid order on to DELIVERED through the API, as other e2e tests do. */
async function deliverAsAdmin(orderId: string) {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  await asAdmin('PATCH', `/durian/orders/admin/${orderId}`, { status: 'PROCESSING' });
  await weighThroughApi(asAdmin, orderId);
  await asAdmin('PATCH', `/durian/orders/admin/${orderId}`, { status: 'SHIPPED', trackingNumber: 'MY123456789', shippingCarrier: 'Pos Laju' });
  await asAdmin('PATCH', `/durian/orders/admin/${orderId}`, { status: 'DELIVERED', message: 'Delivered to the front door' });
}

const rm = (amount: number) => `RM ${amount.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('claiming the fruit guarantee and spending the store credit it gives', () => {
  let productName: string;
  let orderId: string;
  let credit = 0;
  const email = uniqueEmail('claimant');

  it('buys a durian that the shop then delivers', async () => {
    await registerShopper(page, { email });
    ({ productName, orderId } = await buyFirstDurianInStock(page));
    await deliverAsAdmin(orderId);
  });

  it('claims the guarantee for the durian as sour, with a photo', async () => {
    await page.goto(`/order/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` }).waitFor();
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByRole('button', { name: `Claim the fruit guarantee for ${productName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim the fruit guarantee' });
    await dialog.waitFor();

    // Nothing chosen: the form says what is missing, in the shared schema's words.
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await dialog.getByText('Choose what was wrong with the fruit').waitFor();
    await dialog.getByText('Add 1 to 3 photos of the fruit').waitFor();

    await dialog.getByRole('radio', { name: 'Sour' }).click();
    await dialog.getByLabel('Add photos of the fruit').setInputFiles([smallPng('sour-durian.png')]);
    await dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem').filter({ hasText: 'sour-durian.png' }).getByText('Uploaded').waitFor();
    await dialog.getByLabel('Note (optional)').fill('Sour all through, not sweet at all.');
    // The money back to the card unless the shopper asks for credit, as this one does.
    expect(await dialog.getByRole('radio', { name: 'Money back to my card' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Store credit for my next order' }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Claim sent: we will reply by e-mail').waitFor();
    expect(await row.getByRole('button', { name: /Claim the fruit guarantee/ }).count()).toBe(0);
  });

  it('shows the claim approved as store credit, and the credit on the profile', async () => {
    const asAdmin = await signInToAdminApi(shop.server.baseUrl);
    const claims = await asAdmin<{ id: string; orderId: string; paid: number; wants: string }[]>('GET', '/durian/claims?status=OPEN');
    const claim = claims.find((candidate) => candidate.orderId === orderId);
    if (!claim) throw new Error('The claim is not in the owner’s queue');
    expect(claim.wants).toBe('credit');
    credit = Math.round(claim.paid * 50) / 100;
    await asAdmin('PUT', `/durian/claims/${claim.id}`, { decision: 'approve', outcome: 'credit', amount: credit });

    await page.goto(`/order/${orderId}`);
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByText(`${rm(credit)} added to your store credit`).waitFor();

    await page.goto('/profile?tab=credit');
    await page.getByRole('heading', { name: 'Store credit', level: 2 }).waitFor();
    expect(await page.getByTestId('store-credit-balance').innerText()).toBe(rm(credit));
    await page.getByRole('cell', { name: `+${rm(credit)}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('pays part of the next order with the store credit', async () => {
    await page.goto(`/product/${await productIdOf(orderId)}`);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`${productName} added to cart!`).waitFor();
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await page.getByLabel(`Use my store credit (${rm(credit)} available)`).check();
    const split = page.getByRole('definition').filter({ hasText: `−${rm(credit)}` });
    await split.waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const secondId = new URL(page.url()).searchParams.get('order_id');
    if (!secondId) throw new Error('The confirmation page names no order');

    await page.goto(`/order/${secondId}`);
    await page.getByText('Paid with store credit').waitFor();
    await page.getByText(`−${rm(credit)}`).first().waitFor();
  });

  it('goes straight to the confirmation when the store credit pays the whole order', async () => {
    const asAdmin = await signInToAdminApi(shop.server.baseUrl);
    const customers = await asAdmin<{ items: { id: string; email: string }[] }>('GET', `/durian/customers?search=${encodeURIComponent(email)}`);
    const customer = customers.items.find((candidate) => candidate.email === email);
    if (!customer) throw new Error('The shopper is not among the customers');
    await asAdmin('POST', `/durian/customers/${customer.id}/credit`, { amount: 5000, reason: 'A gift for the new season' });

    await page.goto('/profile?tab=credit');
    await page.getByRole('cell', { name: 'Issued: A gift for the new season' }).waitFor();
    await page.goto(`/product/${await productIdOf(orderId)}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`${productName} added to cart!`).waitFor();
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel(/^Use my store credit/).check();
    await page.getByRole('definition').filter({ hasText: /^RM 0\.00$/ }).waitFor();
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    // No card is asked for: the order comes back paid.
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog', { name: /Durio/ }).count()).toBe(0);
    const paidId = new URL(page.url()).searchParams.get('order_id');
    if (!paidId) throw new Error('The confirmation page names no order');
    await page.goto(`/order/${paidId}`);
    await page.getByText('Paid with store credit').waitFor();
  });
});

/** The product of the order's first line, read as its buyer would read it on the order page. */
async function productIdOf(id: string): Promise<string> {
  await page.goto(`/order/${id}`);
  const href = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
  const productId = href?.split('/').pop();
  if (!productId) throw new Error('The order names no product');
  return productId;
}
