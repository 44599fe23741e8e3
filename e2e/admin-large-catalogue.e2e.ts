import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { chooseWithKeyboard, picker, typeInPicker } from './support/console-picker';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The console once listed the first 100 farms and a farm's first 100 trees, and nothing past them.
const MORE_THAN_A_HUNDRED = 120;
const tag = Math.random().toString(36).slice(2, 7);
const number = (n: number) => String(n).padStart(3, '0');
/** 'Zz' sorts these after the demo farms: the last of them is past the first 100 farms by name. */
const farmName = (n: number) => `Zz Ladang ${tag} ${number(n)}`;
const treeName = (n: number) => `Pokok ${number(n)}`;
const LAST_FARM = farmName(MORE_THAN_A_HUNDRED);
const LAST_TREE = treeName(MORE_THAN_A_HUNDRED);
let lastFarmId = '';
let admin: Page;

beforeAll(async () => {
  // The season's farms and the last farm's trees, set up as the admin would through the API.
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  for (let n = 1; n <= MORE_THAN_A_HUNDRED; n++) {
    const farm = await asAdmin<{ id: string }>('POST', '/durian/farms', {
      name: farmName(n),
      location: 'Bentong',
      state: 'Pahang',
      verificationStatus: 'VERIFIED',
    });
    lastFarmId = farm.id;
  }
  let lastTreeId = '';
  for (let n = 1; n <= MORE_THAN_A_HUNDRED; n++) {
    lastTreeId = (await asAdmin<{ id: string }>('POST', `/durian/farms/${lastFarmId}/trees`, { name: treeName(n), variety: 'D24' })).id;
  }
  await asAdmin('POST', `/durian/trees/${lastTreeId}/maintenance`, { date: '2026-06-01', description: `Fertilised ${LAST_TREE} after the rain.` });

  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 300_000);
afterAll(async () => {
  await admin?.context().close();
});

describe('the console with more than 100 farms and trees', () => {
  it('puts a product on a farm past the first 100 and a tree past its farm\'s first 100', async () => {
    await admin.goto('/admin/products/new');
    await admin.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    // The list shows its first matches and says there are more.
    await picker(admin, 'Farm').click();
    await admin.getByText(/^Showing 20 of \d+\. Type to narrow down\.$/).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await picker(admin, 'Farm').press('Escape');

    await chooseWithKeyboard(admin, 'Farm', `${tag} ${number(MORE_THAN_A_HUNDRED)}`, new RegExp(`^${LAST_FARM} \\(verified\\)`));
    await expect.poll(() => picker(admin, 'Farm').inputValue()).toBe(`${LAST_FARM} (verified)`);
    await typeInPicker(admin, 'Tree', number(MORE_THAN_A_HUNDRED));
    await admin.getByRole('option', { name: `${LAST_TREE} (D24)` }).click();
    await expect.poll(() => picker(admin, 'Tree').inputValue()).toBe(`${LAST_TREE} (D24)`);

    await admin.getByLabel('Name', { exact: true }).fill(`Durian of ${LAST_TREE}`);
    await admin.getByLabel('Description').fill('From the last tree of the last farm.');
    await admin.getByLabel('Price (RM)', { exact: true }).fill('30');
    await admin.getByRole('button', { name: 'Add product' }).click();
    await admin.getByText('Product added', { exact: true }).first().waitFor();
    await admin.getByRole('heading', { level: 1, name: `Durian of ${LAST_TREE}` }).waitFor();

    // Read again, the product shows its farm and tree though neither is among any first page.
    await admin.reload();
    await expect.poll(() => picker(admin, 'Farm').inputValue()).toBe(`${LAST_FARM} (verified)`);
    await expect.poll(() => picker(admin, 'Tree').inputValue()).toBe(`${LAST_TREE} (D24)`);

    // The products table filtered by that farm names it, from the address alone.
    await admin.goto(`/admin/products?farm=${lastFarmId}`);
    await expect.poll(() => picker(admin, 'Farm').inputValue()).toBe(`${LAST_FARM} (verified)`);
    await admin.getByRole('link', { name: `Durian of ${LAST_TREE}` }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await picker(admin, 'Farm').click();
    await admin.getByRole('option', { name: 'All farms' }).click();
    await admin.waitForURL((url) => !url.searchParams.has('farm'));
  });

  it("pages through the farm's 120 trees and lists the care records of every tree", async () => {
    await admin.goto(`/admin/farms/${lastFarmId}?tab=trees`);
    await admin.getByText(`Page 1 of 6 · ${MORE_THAN_A_HUNDRED} in all`).waitFor();
    await admin.getByText(treeName(1), { exact: true }).waitFor();
    for (let page = 2; page <= 6; page++) {
      await admin.getByRole('button', { name: 'Next' }).click();
      await admin.getByText(`Page ${page} of 6 · ${MORE_THAN_A_HUNDRED} in all`).waitFor();
    }
    await admin.getByText(LAST_TREE, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await admin.getByLabel('Search trees').fill('119');
    await admin.getByText(treeName(119), { exact: true }).waitFor();
    await expect.poll(() => admin.getByText(LAST_TREE, { exact: true }).count()).toBe(0);

    await admin.getByRole('tab', { name: 'Care records' }).click();
    await admin.getByText(`Fertilised ${LAST_TREE} after the rain.`).waitFor();
    await admin.getByText(new RegExp(`· ${LAST_TREE} ·`)).waitFor();

    // A new record for a tree past the first 100, chosen in the dialog's picker.
    await admin.getByRole('button', { name: 'Add care record' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add care record' });
    await chooseWithKeyboard(admin, 'For', '119', `${treeName(119)} (D24)`);
    await dialog.getByLabel('What was done').fill(`Pruned ${treeName(119)}.`);
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await admin.getByText('Care record added', { exact: true }).first().waitFor();
    await admin.getByText(new RegExp(`· ${treeName(119)} ·`)).waitFor();
  });
});
