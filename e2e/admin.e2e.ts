import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { chooseWithKeyboard, picker, typeInPicker } from './support/console-picker';
import { PHONE, useShopUnderTest } from './support/shop-under-test';
import { checkOutWithNewAddress, registerShopper, signInAsAdmin } from './support/shopper';

// Development mode: the dev mailbox shows the e-mails the shop sends.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off' });

// The owner and a shopper, each in their own browser, follow one season's day through the tests below.
let admin: Page;
let shopper: Page;
const tag = Math.random().toString(36).slice(2, 7);
const FARM = `Kebun Bukit ${tag}`;
const TREE = `Tree Nenek ${tag}`;
const PRODUCT = `Musang King ${tag}`;
const TRACKING = `EP${tag.toUpperCase()}123MY`;
let farmId = '';
let productId = '';
let orderId = '';

/** Two small real PNGs, as pictures chosen from a laptop would be. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsBSV91kF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+BTG0tYYoM4sAAAAASUVORK5CYII=',
    'base64',
  ),
});

beforeAll(async () => {
  admin = await shop.openPage();
  shopper = await shop.openPage();
});
afterAll(async () => {
  await admin?.context().close();
  await shopper?.context().close();
});

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Buys `name` through the sandbox gateway as the shopper; returns the order id. */
async function buy(name: string): Promise<string> {
  await shopper.goto(`/product/${productId}`);
  await shopper.getByRole('heading', { level: 1, name }).waitFor();
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await shopper.getByText(`${name} added to cart!`).waitFor();
  await checkOutWithNewAddress(shopper);
  await shopper.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ }).click();
  await shopper.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
  return new URL(shopper.url()).searchParams.get('order_id')!;
}

describe('the shop owner runs the season from /admin', () => {
  it('is only for admins: a shopper finds no console, the admin finds it in the account menu', async () => {
    await registerShopper(shopper, { name: 'Nur Aisyah' });
    await shopper.goto('/admin');
    await shopper.getByRole('heading', { name: /Oops! Page not found/ }).waitFor();

    await signInAsAdmin(admin);
    await admin.getByRole('button', { name: 'My Account' }).click();
    await admin.getByRole('menuitem', { name: 'Admin' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await admin.getByText('This season').waitFor();
    await admin.getByRole('heading', { name: 'Revenue, last 30 days' }).waitFor();
    await expectNoSeriousA11yViolations(admin);
  });

  it('adds a farm that stays hidden until it is verified, and a tree', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Farms' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Farms' }).waitFor();
    await admin.getByRole('link', { name: 'Add farm' }).click();
    await admin.getByLabel('Name', { exact: true }).fill(FARM);
    await admin.getByLabel('Location').fill('Karak, Bentong');
    await admin.getByLabel('State').fill('Pahang');
    await admin.getByLabel('Description').fill('Old Musang King trees on a misty hillside.');
    await admin.getByLabel('Specialties').fill('Musang King, Black Thorn');
    await admin.getByRole('button', { name: 'Add farm' }).click();
    await toast(admin, 'Farm added');
    await admin.getByRole('heading', { level: 1, name: FARM }).waitFor();
    await admin.getByText('PENDING', { exact: true }).first().waitFor();
    await expectNoSeriousA11yViolations(admin);

    // Shoppers cannot see it yet.
    farmId = new URL(admin.url()).pathname.split('/').at(-1)!;
    await shopper.goto(`/farms/${farmId}`);
    await shopper.getByRole('heading', { name: 'Farm Not Found' }).waitFor();

    await admin.getByLabel('Status').selectOption('VERIFIED');
    await admin.getByRole('button', { name: 'Save farm' }).click();
    await toast(admin, 'Farm saved');
    await admin.getByText('VERIFIED', { exact: true }).first().waitFor();
    await shopper.goto(`/farms/${farmId}`);
    await shopper.getByRole('heading', { level: 1, name: FARM }).waitFor();

    await admin.getByRole('tab', { name: /Trees/ }).click();
    await admin.getByRole('button', { name: 'Add tree' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add tree' });
    await dialog.getByLabel('Name').fill(TREE);
    await dialog.getByLabel('Variety').fill('Musang King D197');
    await dialog.getByLabel('Planted (year)').fill('1978');
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Add tree' }).click();
    await toast(admin, 'Tree added');
    await admin.getByText(TREE).waitFor();
    await admin.getByRole('tab', { name: 'History' }).click();
    await admin.getByText(/Durio Admin verified/).waitFor();
  });

  it("keeps the farm's harvest windows: adds one, refuses another of its variety on some of its days, removes it", async () => {
    const year = new Date().getFullYear() + 1;
    await admin.goto(`/admin/farms/${farmId}?tab=harvest`);
    const windows = admin.getByRole('region', { name: 'Harvest windows' });
    await windows.getByText('No harvest windows yet').waitFor();
    await windows.getByRole('button', { name: 'Add harvest window' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add harvest window' });
    // The farm's trees' varieties are offered, so the window names its variety as they do.
    await expect.poll(() => dialog.locator('datalist option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'Musang King D197',
    ]);
    await dialog.getByLabel('Variety').fill('Musang King D197');
    await dialog.getByLabel('First day').fill(`${year}-06-01`);
    await dialog.getByLabel('Last day').fill(`${year}-08-31`);
    await dialog.getByLabel('Peak from').fill(`${year}-07-15`);
    await dialog.getByLabel('Peak until').fill(`${year}-08-10`);
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Add harvest window' }).click();
    await toast(admin, 'Harvest window added');
    await windows.getByText('Musang King D197', { exact: true }).waitFor();
    await windows.getByText(/^Peak: /).waitFor();

    // Another window of the variety (in any case) on some of those days: the server's refusal, at the first day.
    await windows.getByRole('button', { name: 'Add harvest window' }).click();
    await dialog.getByLabel('Variety').fill('musang king d197');
    await dialog.getByLabel('First day').fill(`${year}-08-15`);
    await dialog.getByLabel('Last day').fill(`${year}-09-30`);
    await dialog.getByRole('button', { name: 'Add harvest window' }).click();
    const refusal = 'This farm already has a harvest window for this variety on some of these days';
    await dialog.getByText(refusal).waitFor();
    await expect.poll(() => dialog.getByLabel('First day').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('First day').getAttribute('aria-describedby')).toBe(await dialog.getByText(refusal).getAttribute('id'));
    await expectNoSeriousA11yViolations(admin);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Shoppers see it on the farm's page.
    await shopper.goto(`/farms/${farmId}`);
    await shopper.getByRole('region', { name: 'Harvest windows' }).getByText('Musang King D197', { exact: true }).waitFor();

    await windows.getByRole('button', { name: 'Remove' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove harvest window' }).click();
    await toast(admin, 'Harvest window removed');
    await windows.getByText('No harvest windows yet').waitFor();
  });

  it('adds a product with two uploaded pictures, in the order chosen', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    // The server sorts; the header says how.
    await admin.getByRole('button', { name: 'Stock' }).click();
    await admin.waitForURL(/sort=stock-asc/);
    await expect.poll(() => admin.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('ascending');
    await admin.getByRole('link', { name: 'Add product' }).click();
    await admin.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await admin.getByLabel('Description').fill('Bittersweet, golden and creamy, from one old tree.');
    await admin.getByLabel('Price (RM)', { exact: true }).fill('45');
    await admin.getByLabel('Stock', { exact: true }).fill('10');
    // The farm and tree pickers search the server as the owner types: a click on the farm, the keyboard for the tree.
    await typeInPicker(admin, 'Farm', `Bukit ${tag}`);
    await admin.getByRole('option', { name: new RegExp(`^${FARM} \\(verified\\)`) }).click();
    await expect.poll(() => picker(admin, 'Farm').inputValue()).toBe(`${FARM} (verified)`);
    await picker(admin, 'Tree').click();
    await admin.getByRole('option', { name: `${TREE} (Musang King D197)` }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await picker(admin, 'Tree').press('Escape');
    await chooseWithKeyboard(admin, 'Tree', 'Nenek', `${TREE} (Musang King D197)`);
    await expect.poll(() => picker(admin, 'Tree').inputValue()).toBe(`${TREE} (Musang King D197)`);
    await admin.locator('input[type=file]').setInputFiles([png('first.png'), png('second.png')]);
    await admin.getByText('Main picture').waitFor();
    await admin.getByText('Position 2').waitFor();
    await admin.getByRole('button', { name: 'Add product' }).click();
    await toast(admin, 'Product added');
    await admin.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    productId = new URL(admin.url()).pathname.split('/').at(-1)!;
    await expectNoSeriousA11yViolations(admin);

    await shopper.goto(`/product/${productId}`);
    await shopper.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await shopper.getByText(FARM).first().waitFor();

    // Stock is changed in the table itself.
    await admin.goto(`/admin/products?search=${encodeURIComponent(PRODUCT)}`);
    const stock = admin.getByLabel(`Stock of ${PRODUCT}`);
    await stock.fill('8');
    await stock.press('Enter');
    await toast(admin, `Stock of ${PRODUCT} saved`);
  });

  it('ships the order a shopper bought, who is told by e-mail with the tracking link, and delivers it', async () => {
    orderId = await buy(PRODUCT);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await admin.getByLabel('Search').fill(orderId.slice(0, 8));
    const row = admin.getByRole('row').filter({ hasText: 'Nur Aisyah' }).first();
    await row.getByText('PAID').first().waitFor();
    await expectNoSeriousA11yViolations(admin);
    await row.getByRole('link').first().click();
    await admin.getByRole('heading', { level: 1, name: /Order DRN-/ }).waitFor();
    // The order's two statuses say which is which, though both read PAID.
    const statuses = admin.locator('dl', { has: admin.getByText('Order status', { exact: true }) });
    expect(await statuses.innerText()).toMatch(/Order status\s*PAID\s*Payment status\s*PAID/);

    await admin.getByRole('button', { name: 'Start packing (Processing)' }).click();
    await toast(admin, 'Order moved to PROCESSING');
    await admin.getByLabel('Carrier').fill('Pos Laju');
    await admin.getByLabel('Tracking number').fill(TRACKING);
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    await toast(admin, 'Order moved to SHIPPED');
    await admin.getByRole('link', { name: TRACKING }).waitFor();

    // The shopper's e-mail, in the dev mailbox, carries the carrier's tracking link.
    // The mailbox page lists what was sent when it loads, and the e-mail goes out just after the move commits: on a
    // loaded machine it may arrive a moment after the page, so the page is read again until it is there.
    const mail = await shop.openPage();
    const onItsWay = mail.getByRole('link', { name: /is on its way/ }).first();
    await expect
      .poll(
        async () => {
          await mail.goto('/dev/mail');
          return onItsWay.count();
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await onItsWay.click();
    await mail.getByText(`Tracking number: ${TRACKING}`).first().waitFor();
    await mail.getByText(`https://tracking.pos.com.my/tracking/${TRACKING}`).first().waitFor();
    await mail.context().close();

    await admin.getByRole('button', { name: 'Mark as delivered' }).click();
    await toast(admin, 'Order moved to DELIVERED');
    const history = admin.locator('section', { has: admin.getByRole('heading', { name: 'History' }) });
    await history.getByText(/moved to DELIVERED/).waitFor();
    // Each change reads in the page's words: the fields by their labels, the statuses as the console names them.
    await history.getByText('Tracking number:').first().waitFor();
    await history.getByText('Carrier:').first().waitFor();
    expect(await history.getByText(/trackingNumber|shippingCarrier/).count()).toBe(0);
  });

  it('hides the review the shopper writes, with a reason', async () => {
    await shopper.goto(`/order/${orderId}?review=${productId}`);
    const dialog = shopper.getByRole('dialog', { name: 'Write a Review' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: '2 out of 5 stars' }).click();
    await dialog.getByLabel('Your review').fill(`Call 012-3456789 for cheap durians ${tag}`);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const review = admin.getByRole('listitem').filter({ hasText: `cheap durians ${tag}` });
    await review.getByRole('button', { name: 'Hide review' }).click();
    const hide = admin.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByLabel('Reason').fill('Advertising a phone number');
    await expectNoSeriousA11yViolations(admin);
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await toast(admin, 'Review hidden');
    await review.getByText('Hidden because: Advertising a phone number').waitFor();

    await shopper.goto(`/product/${productId}/reviews`);
    await shopper.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => shopper.getByText(`cheap durians ${tag}`).count()).toBe(0);
  });

  it("changes the Klang Valley's delivery fee, which the shopper's next cart shows", async () => {
    // The fee is each zone's (docs/product/delivery.md): Settings no longer has one, and says where it is.
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await admin.getByLabel('Tax rate (%)').waitFor();
    expect(await admin.getByLabel('Delivery fee (RM)').count()).toBe(0);
    // The fees' note and the delivery promise both send the owner there.
    expect(await admin.getByRole('main').getByRole('link', { name: 'Delivery zones' }).count()).toBe(2);
    await admin.getByRole('main').getByRole('link', { name: 'Delivery zones' }).first().click();

    await admin.getByRole('heading', { level: 1, name: 'Delivery zones' }).waitFor();
    const klangValley = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'Klang Valley', exact: true }) });
    await klangValley.getByRole('button', { name: 'Edit Klang Valley' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Klang Valley' });
    await dialog.getByLabel('Delivery fee (RM)').fill('12.5');
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Save zone' }).click();
    await toast(admin, 'Delivery zone saved');
    await dialog.waitFor({ state: 'detached' });
    await klangValley.getByRole('cell', { name: 'RM 12.50' }).waitFor();

    // The shopper's address (Kuala Lumpur 59100) is in the Klang Valley.
    await shopper.goto(`/product/${productId}`);
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await shopper.getByText(`${PRODUCT} added to cart!`).waitFor();
    await shopper.goto('/cart');
    await shopper.getByText('RM 12.50').first().waitFor();
  });

  it('lets the shopper cancel a paid order, refunded', async () => {
    await shopper.goto('/cart');
    await shopper.getByRole('heading', { name: /Your Cart/ }).waitFor();
    const paid = await (async () => {
      // Checkout offers the address saved at the first purchase.
      await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await shopper.getByText('18 Jalan Telawi 3, Bangsar Baru').first().waitFor();
      await shopper.getByLabel('I accept the terms and conditions').check();
      await shopper.getByRole('button', { name: 'Place Order' }).click();
      await shopper.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ }).click();
      await shopper.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
      return new URL(shopper.url()).searchParams.get('order_id')!;
    })();
    await shopper.goto(`/order/${paid}`);
    await shopper.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = shopper.getByRole('alertdialog', { name: 'Cancel this order?' });
    await confirm.getByText(/will be refunded to your card/).waitFor();
    await expectNoSeriousA11yViolations(shopper);
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await toast(shopper, 'Order cancelled and refunded');
    await expect.poll(() => shopper.getByText(/Refunded/).first().isVisible()).toBe(true);
  });

  it('passes axe on every console page, and works at 390 px with the menu in a drawer', async () => {
    const sections = ['Dashboard', 'Orders', 'Products', 'Categories', 'Farms', 'Drop-off points', 'Delivery zones', 'Customers', 'Reviews', 'Settings', 'Background jobs'];
    for (const section of sections) {
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: section }).click();
      await admin.getByRole('heading', { level: 1, name: section }).waitFor();
      await admin.getByRole('status').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await expectNoSeriousA11yViolations(admin);
      if (section === 'Farms') {
        // A farm's place names its state once: 'Sungai Ruan, Raub, Pahang', never '…, Pahang, Pahang'.
        await admin.getByRole('cell', { name: /, (Pahang|Johor|Perak|Penang|Kedah|Kelantan|Melaka|Selangor)$/ }).first().waitFor();
        expect(await admin.getByRole('cell', { name: /(Pahang|Johor|Perak|Penang|Kedah|Kelantan|Melaka|Selangor), \1$/ }).count()).toBe(0);
      }
    }
    // The jobs the server started ran at once, and say where and what they did.
    for (const job of ['Order expiry', 'Payment reconciliation', 'E-mail', 'Account erasure', 'Unfinished uploads', 'Low-stock e-mail']) {
      await admin.getByRole('heading', { level: 2, name: job, exact: true }).waitFor();
    }
    await admin.getByText(/ on [\w.-]+:\d+/).first().waitFor();
    // What the shop depends on, each part answering in the demo (docs/product/running.md, "When a part fails").
    const parts = admin.getByRole('region', { name: 'What the shop depends on' });
    for (const part of ['Database', 'File storage', 'Payment gateway', 'Mail server']) {
      await parts.getByRole('row', { name: new RegExp(`^${part} Answering`) }).waitFor();
    }
    await parts.getByRole('row', { name: /^Redis \(shared limits\) Not used/ }).waitFor();
    // A customer's page: read only, with their orders and reviews.
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
    await admin.getByLabel('Search').fill('Nur Aisyah');
    await admin.getByRole('link', { name: 'Nur Aisyah' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Nur Aisyah' }).waitFor();
    await admin.getByRole('heading', { name: 'Orders' }).waitFor();
    await expectNoSeriousA11yViolations(admin);

    // Ctrl+B collapses the sidebar to its icons; the links keep their names.
    await admin.keyboard.press('Control+b');
    await admin.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).waitFor();
    await admin.keyboard.press('Control+b');

    const phone = await shop.openPage(PHONE);
    await phone.goto('/login');
    await phone.getByLabel('Email').fill('admin@durio.my');
    await phone.getByLabel('Password', { exact: true }).fill('durian-demo-1');
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL((url) => url.pathname !== '/login');
    await phone.goto('/admin/orders');
    await phone.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.getByRole('button', { name: 'Open admin menu' }).click();
    await phone.getByRole('dialog').getByRole('link', { name: 'Customers' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await expectNoSeriousA11yViolations(phone);
    // The drawer leads back to the shop, as the sidebar does.
    await phone.getByRole('button', { name: 'Open admin menu' }).click();
    await phone.getByRole('dialog').getByRole('link', { name: 'View the shop' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.context().close();
  });
});
