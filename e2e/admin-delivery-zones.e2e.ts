import { zoneOfPostcode } from '@durio/shared/delivery-zones';
import type { AdminDeliveryZone, DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations, focusedControl } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The owner draws the shop's delivery zones in the console (docs/product/delivery.md, docs/product/admin-console.md):
// a town carved out of a state by its postcodes, a state another zone has refused at its field, the fee changed, the
// zone removed; by keyboard, each control named for a screen reader.
const tag = Math.random().toString(36).slice(2, 7);
const ZONE = `Johor Bahru ${tag}`;
let asAdmin: AdminCall;
let admin: Page;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

const zones = () => asAdmin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin');
const zoneRow = (name: string) => admin.getByRole('row').filter({ has: admin.getByRole('cell', { name, exact: true }) });

describe('the delivery zones page', () => {
  it('opens by keyboard from the console nav and lists the zones a shop starts with', async () => {
    await admin.goto('/admin');
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Tab from the page's start to the sidebar's Delivery zones, then Enter: no mouse.
    let href: string | null = null;
    for (let presses = 0; presses < 40 && !href?.endsWith('/admin/delivery-zones'); presses++) {
      await admin.keyboard.press('Tab');
      href = await admin.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    }
    expect(href).toMatch(/\/admin\/delivery-zones$/);
    expect(await admin.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Admin');
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: 'Delivery zones' }).waitFor();

    const table = admin.getByRole('table', { name: 'Delivery zones' });
    const klangValley = zoneRow('Klang Valley');
    // States in the postcode table's order, as the form lists them.
    await klangValley.getByRole('cell', { name: 'Selangor, Kuala Lumpur, Putrajaya', exact: true }).waitFor();
    await klangValley.getByRole('cell', { name: 'RM 15.00' }).waitFor();
    await klangValley.getByRole('cell', { name: 'RM 100.00' }).waitFor();
    await zoneRow('Sabah, Sarawak and Labuan').getByRole('cell', { name: 'Packed flesh, Frozen', exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    await expectNoSeriousA11yViolations(admin);
  });

  it('adds a zone for 79000–79999 inside Johor, each wrong field said at its field', async () => {
    await admin.getByRole('button', { name: 'Add zone' }).press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Add zone' });
    await dialog.getByLabel('Name', { exact: true }).fill(ZONE);

    // Neither a state nor a range, and no fee: every mistake said at once at its field, before the server hears of it
    // (the shared schema's `when`), and the focus on the first, the states, inside the group that reads its message.
    await dialog.getByRole('button', { name: 'Add zone' }).click();
    const fee = dialog.getByLabel('Delivery fee (RM)', { exact: true });
    const states = dialog.getByRole('group', { name: 'States' });
    await expect.poll(() => descriptionOf(fee)).toBe('Delivery fee must be an amount in RM');
    expect(await fee.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => descriptionOf(states)).toContain('A zone covers at least one state or postcode range');
    expect(await focusedControl(admin)).toMatchObject({ name: 'Perlis', group: 'States' });
    await expectNoSeriousA11yViolations(admin);
    await fee.fill('20');
    await dialog.getByLabel('Free delivery over (RM)', { exact: true }).fill('150');

    // A range by keyboard: Add takes the focus to its From; a 'to' before its 'from' is refused at the To.
    await dialog.getByRole('button', { name: 'Add postcode range' }).press('Enter');
    expect(await focusedControl(admin)).toEqual({ tag: 'INPUT', name: 'From', group: 'Range 1' });
    await admin.keyboard.type('79999');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('79000');
    await dialog.getByRole('button', { name: 'Add zone' }).click();
    const range = dialog.getByRole('group', { name: 'Range 1' });
    await expect.poll(() => descriptionOf(range.getByLabel('To', { exact: true }))).toBe('A range starts at or before where it ends');
    await range.getByLabel('From', { exact: true }).fill('79000');
    await range.getByLabel('To', { exact: true }).fill('79999');
    // Frozen durians go elsewhere: Space unticks it, as on any checkbox.
    await dialog.getByRole('checkbox', { name: 'Frozen' }).press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'Frozen' }).getAttribute('aria-checked')).toBe('false');

    await dialog.getByRole('button', { name: 'Add zone' }).click();
    await admin.getByText('Delivery zone added').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = zoneRow(ZONE);
    await row.getByRole('cell', { name: 'Postcodes 79000–79999' }).waitFor();
    await row.getByRole('cell', { name: 'RM 20.00' }).waitFor();
    await row.getByRole('cell', { name: 'Whole fresh fruit, Packed flesh', exact: true }).waitFor();

    // A range wins over a state: 79100 is the new zone's, the rest of Johor still Peninsular Malaysia's.
    const shopZones = await asAdmin<DeliveryZone[]>('GET', '/durian/delivery-zones');
    expect(zoneOfPostcode(shopZones, '79100')?.name).toBe(ZONE);
    expect(zoneOfPostcode(shopZones, '81100')?.name).toBe('Peninsular Malaysia');
  });

  it("refuses a zone naming Selangor, the Klang Valley's, with the server's words at the states", async () => {
    const before = await zones();
    await admin.getByRole('button', { name: 'Add zone' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add zone' });
    await dialog.getByLabel('Name', { exact: true }).fill(`Selangor ${tag}`);
    await dialog.getByRole('checkbox', { name: 'Selangor' }).press('Space');
    await dialog.getByLabel('Delivery fee (RM)', { exact: true }).fill('10');
    await dialog.getByLabel('Free delivery over (RM)', { exact: true }).fill('100');
    await dialog.getByRole('button', { name: 'Add zone' }).click();

    const states = dialog.getByRole('group', { name: 'States' });
    await expect.poll(() => descriptionOf(states)).toContain('Selangor is already in the zone Klang Valley');
    await dialog.getByText('Selangor is already in the zone Klang Valley').waitFor();
    expect(await focusedControl(admin)).toMatchObject({ group: 'States' });
    await expectNoSeriousA11yViolations(admin);
    expect(await zones()).toHaveLength(before.length);

    // Escape closes the dialog and writes nothing.
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await zoneRow(`Selangor ${tag}`).count()).toBe(0);
  });

  it('edits the zone: another range, its fee and its Malay name, each change in its history', async () => {
    const row = zoneRow(ZONE);
    await row.getByRole('button', { name: `Edit ${ZONE}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${ZONE}` });
    // 81000–81999 in place of 79000–79999: the new row added, the old one removed, the focus kept in the form.
    await dialog.getByRole('button', { name: 'Add postcode range' }).click();
    const second = dialog.getByRole('group', { name: 'Range 2' });
    await second.getByLabel('From', { exact: true }).fill('81000');
    await second.getByLabel('To', { exact: true }).fill('81999');
    await dialog.getByRole('button', { name: 'Remove range 1' }).click();
    expect(await focusedControl(admin)).toMatchObject({ tag: 'BUTTON', name: 'Add postcode range' });
    expect(await dialog.getByRole('group', { name: 'Range 1' }).getByLabel('From', { exact: true }).inputValue()).toBe('81000');
    await dialog.getByLabel('Delivery fee (RM)', { exact: true }).fill('18');
    await dialog.getByRole('button', { name: /Bahasa Melayu/ }).click();
    await dialog.getByLabel('Name (Bahasa Melayu)').fill(`Johor Bahru ${tag} (BM)`);
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Save zone' }).click();
    await admin.getByText('Delivery zone saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'Postcodes 81000–81999' }).waitFor();
    await row.getByRole('cell', { name: 'RM 18.00' }).waitFor();

    const [stored] = (await zones()).filter((zone) => zone.name === ZONE);
    expect(stored).toMatchObject({ postcodeRanges: [{ from: '81000', to: '81999' }], deliveryFee: 18, freeDeliveryOver: 150, forms: ['whole', 'flesh'] });
    const inMalay = await asAdmin<DeliveryZone[]>('GET', '/durian/delivery-zones?lang=ms');
    expect(inMalay.find((zone) => zone.id === stored!.id)?.name).toBe(`Johor Bahru ${tag} (BM)`);

    // The history says each change in the console's words, in RM and postcodes, never a column's name.
    await row.getByRole('button', { name: `Edit ${ZONE}` }).click();
    await dialog.getByText('History', { exact: true }).click();
    const history = dialog.getByRole('region', { name: 'History' });
    await history.getByText('Delivery fee:').waitFor();
    await history.getByText('RM 20.00').waitFor();
    await history.getByText('Postcode ranges:').waitFor();
    await history.getByText('79000–79999').waitFor();
    await history.getByText('Name (Bahasa Melayu):').waitFor();
    expect(await history.getByText(/deliveryFeeSen|postcodeRanges|translations/).count()).toBe(0);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('removes the zone after asking, and the console speaks Malay', async () => {
    const row = zoneRow(ZONE);
    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Remove ${ZONE}?` });
    await confirm.getByText('Orders already placed keep their address and fee.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await admin.getByText('Delivery zone removed').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await zones()).some((zone) => zone.name === ZONE)).toBe(false);

    await admin.goto('/ms/admin/delivery-zones');
    await admin.getByRole('heading', { level: 1, name: 'Zon penghantaran' }).waitFor();
    await admin.getByRole('columnheader', { name: 'Liputan' }).waitFor();
    await zoneRow('Klang Valley').getByRole('button', { name: 'Sunting Klang Valley' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Sunting Klang Valley' });
    await dialog.getByRole('group', { name: 'Negeri' }).getByRole('checkbox', { name: 'Selangor' }).waitFor();
    await dialog.getByRole('group', { name: 'Buah yang diterima' }).getByRole('checkbox', { name: 'Buah segar sebiji' }).waitFor();
    await expectNoSeriousA11yViolations(admin);
  });
});
