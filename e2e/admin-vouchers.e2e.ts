import type { Category, ProductListReply } from '@durio/shared/schemas/catalogue';
import type { Voucher } from '@durio/shared/schemas/vouchers';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations, focusedControl } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The owner keeps the shop's voucher codes on the console's Vouchers page (docs/product/fees.md, "Discounts"): a code
// added with its terms, one another voucher has refused at its field, the code changed, then paused and resumed from
// its row; by keyboard, each control named for a screen reader, and axe-core finding nothing serious.
const tag = Math.random().toString(36).slice(2, 7);
const CODE = `RAYA${tag.toUpperCase()}`;
let asAdmin: AdminCall;
let admin: Page;
let product: ProductListReply['data'][number];
let category: Category;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  product = (await asAdmin<ProductListReply>('GET', '/durian/products/admin?take=1')).data[0]!;
  category = (await asAdmin<Category[]>('GET', '/durian/categories'))[0]!;
  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

const vouchers = () => asAdmin<Voucher[]>('GET', '/durian/vouchers');
const stored = async () => (await vouchers()).find((voucher) => voucher.code === CODE)!;
const voucherRow = (code: string) => admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: code, exact: true }) });
const cell = (row: Locator, name: string | RegExp) => row.getByRole('cell', { name, exact: typeof name === 'string' });

/** Malaysia's calendar day `days` from today, as the form's date fields take it. */
const malaysianDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kuala_Lumpur' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const firstDay = malaysianDay(0);
const lastDay = malaysianDay(30);

/** The days from `from` to `to` as the browser's Intl writes them in `locale`, as the page does (lib/format.ts). */
const dayRange = (locale: string) =>
  admin.evaluate(
    ([locale, from, to]) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).formatRange(
        new Date(`${from}T12:00:00+08:00`),
        new Date(`${to}T12:00:00+08:00`),
      ),
    [locale, firstDay, lastDay] as const,
  );

/** Types into a picker and takes `option` with the arrow keys and Enter, as chooseWithKeyboard does in one row. */
async function chooseInPicker(field: Locator, text: string, option: RegExp) {
  await field.pressSequentially(text);
  const wanted = admin.getByRole('option', { name: option }).first();
  await wanted.waitFor();
  for (let presses = 0; (await field.getAttribute('aria-activedescendant')) !== (await wanted.getAttribute('id')); presses++) {
    if (presses > 25) throw new Error(`The arrow keys never reached the option ${String(option)}`);
    await field.press('ArrowDown');
  }
  await field.press('Enter');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The focused element's accessible name, its aria-label first. */
const focusedName = () => admin.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

describe('the Vouchers page', () => {
  it('opens from the console nav and lists the demo codes with their terms', async () => {
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vouchers' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await admin.getByRole('table', { name: 'Vouchers' }).waitFor();

    const musim = voucherRow('MUSIM10');
    for (const text of ['10% off', 'RM 100.00', 'Any day', '1 use', 'No', 'Everything in the shop', 'Active']) await cell(musim, text).waitFor();
    await cell(musim, /^\d+ of 500$/).waitFor();
    // What the code brought, as the reports count it: paid orders, their takings and the discount given.
    await cell(musim, /^\d+: RM [\d,.]+, RM [\d,.]+ off$/).waitFor();
    await cell(voucherRow('PERCUMA'), 'Free delivery').waitFor();
    const welcome = voucherRow('WELCOME');
    await cell(welcome, 'RM 10.00 off').waitFor();
    await cell(welcome, 'Yes').waitFor();
    await expectNoSeriousA11yViolations(admin);
  });

  it('adds a code with its terms, the percentage it lacks said at its field first', async () => {
    await admin.getByRole('button', { name: 'New voucher' }).press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'New voucher' });
    // Written as a shopper might type it: the shop keeps it in capitals without spaces.
    await dialog.getByLabel('Code', { exact: true }).fill(`raya ${tag}`);

    // A percentage code without its percentage: refused at the field before the server hears of it, the focus there.
    await dialog.getByRole('button', { name: 'New voucher' }).click();
    const percent = dialog.getByLabel('Percentage off (%)', { exact: true });
    await expect.poll(() => descriptionOf(percent)).toBe('Give a percentage from 1 to 100');
    expect(await focusedControl(admin)).toMatchObject({ tag: 'INPUT', name: 'Percentage off (%)' });
    await expectNoSeriousA11yViolations(admin);

    // An amount instead: the field the kind needs takes the percentage's place.
    await dialog.getByLabel('Discount', { exact: true }).selectOption({ label: 'Amount off' });
    await percent.waitFor({ state: 'detached' });
    await dialog.getByLabel('Amount off (RM)', { exact: true }).fill('15');
    await dialog.getByLabel('Minimum spend (RM)', { exact: true }).fill('80');
    await dialog.getByLabel('First day', { exact: true }).fill(firstDay);
    await dialog.getByLabel('Last day', { exact: true }).fill(lastDay);
    await dialog.getByLabel('Uses in all', { exact: true }).fill('100');
    await dialog.getByLabel('Uses per customer', { exact: true }).fill('1');
    await dialog.getByRole('checkbox', { name: 'First order only' }).press('Space');

    // What it is for, by keyboard: Add takes the focus to the new row's field.
    await dialog.getByRole('button', { name: 'Add a product' }).press('Enter');
    expect(await focusedControl(admin)).toMatchObject({ tag: 'INPUT', name: 'Product', group: 'Product 1' });
    await chooseInPicker(dialog.getByRole('group', { name: 'Product 1' }).getByRole('combobox', { name: 'Product' }), product.name, new RegExp(`^${escape(product.name)}`));
    await dialog.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: category.name, exact: true }).press('Space');
    await dialog.getByRole('button', { name: 'Add a variety' }).press('Enter');
    expect(await focusedControl(admin)).toEqual({ tag: 'INPUT', name: 'Variety', group: 'Variety 1' });
    await admin.keyboard.type('Musang King');
    await expectNoSeriousA11yViolations(admin);

    await dialog.getByRole('button', { name: 'New voucher' }).click();
    await admin.getByText('Voucher added').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The focus goes back to the button that opened the dialog.
    await expect.poll(focusedName).toBe('New voucher');

    const row = voucherRow(CODE);
    for (const text of ['RM 15.00 off', 'RM 80.00', '0 of 100', '1 use', 'Yes', 'Active']) await cell(row, text).waitFor();
    await cell(row, await dayRange('en-MY')).waitFor();
    // What it is for, each kind on a line of the cell.
    const limitedTo = row.getByRole('cell', { name: /1 product/ });
    await limitedTo.getByText(`Categories: ${category.name}`, { exact: true }).waitFor();
    await limitedTo.getByText('Varieties: Musang King', { exact: true }).waitFor();
    expect(await stored()).toMatchObject({
      kind: 'amount',
      amount: 15,
      percent: null,
      minSpend: 80,
      validFrom: firstDay,
      validTo: lastDay,
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      productIds: [expect.any(String)],
      categoryIds: [category.id],
      farmIds: [],
      varieties: ['Musang King'],
      paused: false,
    });
  });

  it('refuses a code another voucher has, whatever its case and spaces, at the code', async () => {
    const before = (await vouchers()).length;
    await admin.getByRole('button', { name: 'New voucher' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New voucher' });
    const code = dialog.getByLabel('Code', { exact: true });
    await code.fill('musim 10');
    await dialog.getByLabel('Discount', { exact: true }).selectOption({ label: 'Free delivery' });
    await dialog.getByRole('button', { name: 'New voucher' }).click();

    await expect.poll(() => descriptionOf(code)).toContain('Another voucher has this code');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedControl(admin)).toMatchObject({ tag: 'INPUT', name: 'Code' });
    await expectNoSeriousA11yViolations(admin);
    expect(await vouchers()).toHaveLength(before);

    // Escape closes the dialog and writes nothing.
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('New voucher');
  });

  it('edits the code: another amount, its variety taken off, the rest kept', async () => {
    const row = voucherRow(CODE);
    await row.getByRole('button', { name: `Edit ${CODE}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${CODE}` });
    const amount = dialog.getByLabel('Amount off (RM)', { exact: true });
    expect(await amount.inputValue()).toBe('15');
    // The chosen product is named in its row, read by its id.
    const chosen = dialog.getByRole('group', { name: 'Product 1' }).getByRole('combobox', { name: 'Product' });
    await expect.poll(() => chosen.inputValue()).toBe(product.name);
    await amount.fill('20');
    await dialog.getByRole('button', { name: 'Remove variety 1' }).click();
    expect(await focusedControl(admin)).toMatchObject({ tag: 'BUTTON', name: 'Add a variety' });
    await dialog.getByRole('button', { name: 'Save voucher' }).click();
    await admin.getByText('Voucher saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(`Edit ${CODE}`);

    await cell(row, 'RM 20.00 off').waitFor();
    const limitedTo = row.getByRole('cell', { name: /1 product/ });
    await limitedTo.getByText(`Categories: ${category.name}`, { exact: true }).waitFor();
    expect(await limitedTo.getByText(/Varieties:/).count()).toBe(0);
    expect(await stored()).toMatchObject({ amount: 20, varieties: [], minSpend: 80, usageLimit: 100, categoryIds: [category.id], firstOrderOnly: true });
  });

  it('pauses and resumes it from its row by keyboard, the focus kept on the button', async () => {
    const row = voucherRow(CODE);
    await row.getByRole('button', { name: `Pause ${CODE}` }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText(`${CODE} paused: shoppers can no longer use it`).first().waitFor();
    await cell(row, 'Paused').waitFor();
    await expect.poll(focusedName).toBe(`Resume ${CODE}`);
    expect(await stored()).toMatchObject({ paused: true, amount: 20, validTo: lastDay, productIds: [expect.any(String)] });
    await expectNoSeriousA11yViolations(admin);

    // Enter again, on the same button: resumed, its terms as they were.
    await admin.keyboard.press('Enter');
    await admin.getByText(`${CODE} resumed`).first().waitFor();
    await cell(row, 'Active').waitFor();
    await expect.poll(focusedName).toBe(`Pause ${CODE}`);
    expect(await stored()).toMatchObject({ paused: false, amount: 20, minSpend: 80, validFrom: firstDay, validTo: lastDay, firstOrderOnly: true });
  });

  it('speaks Malay, its days written as Malay writes them', async () => {
    await admin.goto('/ms/admin/vouchers');
    await admin.getByRole('heading', { level: 1, name: 'Baucar' }).waitFor();
    const row = voucherRow(CODE);
    await cell(row, await dayRange('ms-MY')).waitFor();
    await cell(row, 'Aktif').waitFor();
    await row.getByRole('button', { name: `Jeda ${CODE}` }).waitFor();
    await expectNoSeriousA11yViolations(admin);
  });
});
