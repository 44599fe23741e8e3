import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { descriptionOf, expectNoSeriousA11yViolations, focusedControl } from './support/browser';
import { addHomeAddress, buyPaidThroughApi, signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { addFirstDurianInStock, openCheckoutWithNewAddress, registerShopper, signInAsAdmin } from './support/shopper';

/*
 * Voucher codes in the storefront (docs/product/fees.md, "Discounts"): a shopper enters a code in the cart, reads why
 * one cannot be used, sees the discount the checkout then charges, and the order keeps it; a code of one use the owner
 * added in the console, which another shopper took first, is used up, and the console counts that one use.
 */

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

/** The summary's total as the page shows it ('RM 92.95', or 'from RM 92.95' before the address is known). */
const totalShown = (page: Page) => page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]').innerText();

describe('a voucher code in the cart and at checkout', () => {
  it('says why a code cannot be used, takes a good one off the total the checkout charges, and the order keeps it', async () => {
    const page = await shop.openPage();
    await registerShopper(page);
    await addFirstDurianInStock(page);
    await page.goto('/cart');
    await page.getByRole('heading', { name: /Your Cart/ }).waitFor();
    const before = await totalShown(page);

    const field = page.getByLabel('Voucher code');
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This code is not valid').waitFor();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(field)).toBe('This code is not valid');

    // Typed as a shopper would, in lower case with a space: the first-order welcome, RM 10 off.
    await field.fill(' welcome ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code WELCOME').waitFor();
    await page.getByText('Discount (WELCOME)').waitFor();
    await page.getByText('−RM 10.00').first().waitFor();
    const discounted = await totalShown(page);
    expect(discounted).not.toBe(before);
    // The field gave way to the code: the keyboard is on its Remove button, not at the page's top.
    await expect.poll(() => focusedControl(page)).toMatchObject({ tag: 'BUTTON', name: 'Remove the code WELCOME' });
    await expectNoSeriousA11yViolations(page);

    // Removed, the discount goes and the keyboard is back in the field; applied again, it comes back.
    await page.getByRole('button', { name: 'Remove the code WELCOME' }).click();
    await page.getByText('Discount (WELCOME)').waitFor({ state: 'detached' });
    expect(await totalShown(page)).toBe(before);
    await expect.poll(() => focusedControl(page)).toMatchObject({ tag: 'INPUT', name: 'Voucher code' });
    await field.fill('WELCOME');
    await page.keyboard.press('Enter');
    await page.getByText('Discount (WELCOME)').waitFor();

    // The checkout prices with the same code: the same total, now exact as the address is known (the Klang Valley,
    // the cheapest zone the cart said it was 'from').
    await openCheckoutWithNewAddress(page);
    await page.getByText('Code WELCOME').waitFor();
    await page.getByText('Discount (WELCOME)').waitFor();
    expect(await totalShown(page)).toBe(discounted.replace(/^from /, ''));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const pay = page.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ });
    await pay.waitFor();
    expect((await pay.innerText()).replace(/^Pay /, '')).toBe(discounted.replace(/^from /, ''));
    await pay.click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await page.goto(`/order/${orderId}`);
    await page.getByText('Discount (WELCOME)').waitFor();
    await page.getByText('−RM 10.00').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('tells the second shopper that a code of one use was used up by the first, and the console counts its one use', async () => {
    const { baseUrl } = shop.server;
    const code = `ONCE${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

    // The owner adds the code on the console's Vouchers page as a person would: RM 5 off, one use in all.
    const admin = await shop.openPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vouchers' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await admin.getByRole('button', { name: 'New voucher' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New voucher' });
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByLabel('Discount', { exact: true }).selectOption({ label: 'Amount off' });
    await dialog.getByLabel('Amount off (RM)', { exact: true }).fill('5');
    await dialog.getByLabel('Uses in all', { exact: true }).fill('1');
    await dialog.getByRole('button', { name: 'New voucher' }).click();
    await admin.getByText('Voucher added').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: code, exact: true }) });
    await row.getByRole('cell', { name: '0 of 1', exact: true }).waitFor();

    // The first shopper (through the API, as the web app calls it) enters the code and pays.
    const { call: first } = await signUpThroughApi(baseUrl);
    const addressId = await addHomeAddress(first);
    const { data: products } = await first<{ data: ProductListItem[] }>('GET', '/durian/products?available=true&take=50');
    const durian = products.find((product) => product.stock >= 3)!;
    await first('POST', '/durian/cart/items', { productId: durian.id, quantity: 1 });
    await first('PUT', '/durian/cart/voucher', { code });
    // One more of it, priced with the code as the checkout prices the cart, and paid.
    const paid = await buyPaidThroughApi(first, durian.id, addressId);
    expect(paid.voucherCode).toBe(code);

    // The second, in the browser, is told it is gone.
    const page = await shop.openPage();
    await registerShopper(page);
    await addFirstDurianInStock(page);
    await page.goto('/cart');
    await page.getByLabel('Voucher code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This code has been used up').waitFor();
    await page.context().close();

    // The owner, reading the list again, sees its one use taken.
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await row.getByRole('cell', { name: '1 of 1', exact: true }).waitFor();
    await admin.context().close();
  });
});
