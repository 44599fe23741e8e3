import type { Promotion } from '@durio/shared/schemas/promotions';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations, focusedControl } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { addFirstDurianInStock, registerShopper, signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The owner's automatic promotions on the console's Promotions page (docs/product/fees.md, "Discounts"): one added
// with its terms, a missing name said at its field; a shopper's cart shows it by its name once it holds the items it
// needs, and not once the owner pauses it from its row. By keyboard, each control named for a screen reader, and
// axe-core finding nothing serious.
const tag = Math.random().toString(36).slice(2, 7);
const NAME = `Two or more ${tag}: 10% off`;
let asAdmin: AdminCall;
let admin: Page;
let shopper: Page;
let durian: string;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  admin = await shop.openPage();
  await signInAsAdmin(admin);
  shopper = await shop.openPage();
  await registerShopper(shopper);
  durian = await addFirstDurianInStock(shopper);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
  await shopper?.context().close();
});

const stored = async () => (await asAdmin<Promotion[]>('GET', '/durian/promotions')).find((promotion) => promotion.name === NAME);
const promotionRow = () => admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: NAME, exact: true }) });
const cell = (row: Locator, name: string | RegExp) => row.getByRole('cell', { name, exact: typeof name === 'string' });
/** The cart summary's line of the promotion, as the price breakdown names each discount. */
const discountLine = () => shopper.getByRole('complementary', { name: 'Order summary' }).getByText(`Discount (${NAME})`, { exact: true });
const focusedName = () => admin.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

describe('the Promotions page', () => {
  it('opens from the console nav and says when there is none yet', async () => {
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await admin.getByText('No promotions yet').waitFor();
    await expectNoSeriousA11yViolations(admin);
  });

  it('adds a promotion with its terms, the name it lacks said at its field first', async () => {
    await admin.getByRole('button', { name: 'New promotion' }).press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'New promotion' });
    await dialog.getByLabel('Percentage off (%)', { exact: true }).fill('10');

    // No name: refused at the field before the server hears of it, the focus there.
    await dialog.getByRole('button', { name: 'New promotion' }).click();
    const name = dialog.getByLabel('Name', { exact: true });
    await expect.poll(() => descriptionOf(name)).toContain('Name the promotion');
    expect(await focusedControl(admin)).toMatchObject({ tag: 'INPUT', name: 'Name' });
    await expectNoSeriousA11yViolations(admin);

    await name.fill(NAME);
    await dialog.getByLabel('Items needed', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'New promotion' }).click();
    await admin.getByText('Promotion added').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The focus goes back to the button that opened the dialog.
    await expect.poll(focusedName).toBe('New promotion');

    const row = promotionRow();
    for (const text of ['10% off', '2 or more', 'None', 'Any day', 'Everything in the shop', 'Active', '0: RM 0.00, RM 0.00 off']) {
      await cell(row, text).waitFor();
    }
    expect(await stored()).toMatchObject({ kind: 'percent', percent: 10, minQuantity: 2, minSpend: 0, position: 0, paused: false, productIds: [] });
  });

  it("shows in a shopper's cart by its name once the cart holds two, and not once it is paused", async () => {
    await shopper.goto('/cart');
    await shopper.getByRole('heading', { level: 1 }).waitFor();
    await shopper.getByRole('button', { name: `Increase quantity of ${durian}` }).waitFor();
    // One item is not enough for it.
    expect(await discountLine().count()).toBe(0);

    await shopper.getByRole('button', { name: `Increase quantity of ${durian}` }).click();
    await discountLine().waitFor();
    await expectNoSeriousA11yViolations(shopper);

    // Paused from its row by keyboard, the focus kept on the button.
    const row = promotionRow();
    await row.getByRole('button', { name: `Pause ${NAME}` }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText(`${NAME} paused: carts no longer get it`).first().waitFor();
    await cell(row, 'Paused').waitFor();
    await expect.poll(focusedName).toBe(`Resume ${NAME}`);
    expect(await stored()).toMatchObject({ paused: true, percent: 10, minQuantity: 2 });

    // Its history, in its Edit dialog, has the owner's pause: Paused, from No to Yes.
    await row.getByRole('button', { name: `Edit ${NAME}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${NAME}` });
    await dialog.getByText('History', { exact: true }).click();
    const pauseChange = dialog.locator('details').getByRole('listitem').filter({ hasText: 'Paused' }).first();
    await pauseChange.getByText('Yes').waitFor();
    await expectNoSeriousA11yViolations(admin);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The cart read again no longer takes it off.
    await shopper.reload();
    await shopper.getByRole('button', { name: `Increase quantity of ${durian}` }).waitFor();
    await shopper.getByRole('complementary', { name: 'Order summary' }).getByText('Total', { exact: true }).first().waitFor();
    expect(await discountLine().count()).toBe(0);
  });

  it('speaks Malay', async () => {
    await admin.goto('/ms/admin/promotions');
    await admin.getByRole('heading', { level: 1, name: 'Promosi' }).waitFor();
    const row = promotionRow();
    await cell(row, '2 atau lebih').waitFor();
    await cell(row, 'Dijeda').waitFor();
    await row.getByRole('button', { name: `Sambung semula ${NAME}` }).waitFor();
    await expectNoSeriousA11yViolations(admin);
  });
});
