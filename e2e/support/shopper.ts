import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-api';

/** The password of every shopper the tests register. */
export const SHOPPER_PASSWORD = 'durian-lover-88';

/** An e-mail address no other test uses (each test registers its own shopper, so a retry starts clean). */
export const uniqueEmail = (label = 'shopper') => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.my`;

/** The delivery address a shopper adds at checkout. */
export const SHOPPER_ADDRESS = '18 Jalan Telawi 3, Bangsar Baru';

/**
 * A new shopper signs up on /register as a visitor would, and lands on the home page signed in.
 * Returns the e-mail address.
 */
export async function registerShopper(page: Page, { name = 'Aisyah Rahman', email = uniqueEmail() } = {}): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(SHOPPER_PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Fresh Durians Delivered to Your Door' }).waitFor();
  return email;
}

/**
 * From any page, with durians in the cart: through the cart to checkout, where the shopper saves a new delivery
 * address and accepts the terms. Place Order is next.
 */
export async function openCheckoutWithNewAddress(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('heading', { name: /Your Cart/ }).waitFor();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Address', { exact: true }).fill(SHOPPER_ADDRESS);
  await form.getByLabel('City').fill('Kuala Lumpur');
  await form.getByLabel('State').fill('Wilayah Persekutuan');
  await form.getByLabel('Postal Code').fill('59100');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText(SHOPPER_ADDRESS).first().waitFor();
  await page.getByLabel('I accept the terms and conditions').check();
}

/**
 * From any page, with durians in the cart: through the cart to checkout, where the shopper saves a new
 * delivery address, accepts the terms and places the order. The payment widget opens next.
 */
export async function checkOutWithNewAddress(page: Page): Promise<void> {
  await openCheckoutWithNewAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/**
 * On /shop, opens the first durian in stock sold by the piece and adds one to the cart. Returns its name. Not one
 * sold by weight: its order must be weighed before it ships, and the tests that buy this way move the order on. A
 * test that is tried again buys once more, so which durian is first may change within a file.
 */
export async function addFirstDurianInStock(page: Page): Promise<string> {
  await page.goto('/shop');
  await page.getByText(/Showing \d+ products?/).waitFor();
  const card = page.getByRole('article').filter({ hasText: 'In Stock' }).filter({ hasNotText: '/kg' }).first();
  const productName = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: productName }).click();
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(`${productName} added to cart!`).waitFor();
  return productName;
}

/**
 * As a signed-in shopper with an empty cart and no saved address: buys the first durian in stock sold by the piece on /shop through
 * the sandbox gateway and lands on the confirmation page. Returns the durian's name and the order id.
 */
export async function buyFirstDurianInStock(page: Page): Promise<{ productName: string; orderId: string }> {
  const productName = await addFirstDurianInStock(page);
  await openCheckoutWithNewAddress(page);
  return { productName, orderId: await placeOrderAndPay(page) };
}

/**
 * At checkout with where and when chosen: accepts the terms, places the order and pays in the sandbox's window, and
 * waits for the confirmation page. Returns the order's id.
 */
export async function placeOrderAndPay(page: Page): Promise<string> {
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ }).click();
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('order_id');
  if (!orderId) throw new Error('The confirmation page names no order');
  return orderId;
}

/** Signs in on /login as a person would, and waits for the page the sign-in leads to. */
export async function signIn(page: Page, email: string, password = SHOPPER_PASSWORD): Promise<void> {
  await page.goto('/login');
  // On a loaded CI machine a press can land before the form answers it, and nothing happens: the person would press
  // again, and so does the test, a few times, before it fails. Signing in twice changes nothing.
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The header shows My Account on /login already; the page then goes on to where the sign-in leads, which
    // redraws the header and would close a menu opened before (on a loaded machine, after a test opened it).
    try {
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
      break;
    } catch (err) {
      if (attempt === 3 || new URL(page.url()).pathname !== '/login') throw err;
    }
  }
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}

/** The demo data's admin signs in on /login, as the shop owner would. */
export const signInAsAdmin = (page: Page) => signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
