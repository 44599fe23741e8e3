import type { Cart } from '@durio/shared/schemas/cart';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { AdminDropoffPoint } from '@durio/shared/schemas/farm-admin';
import type { Order } from '@durio/shared/schemas/orders';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intlLocale } from '@durio/shared/languages';
import { orderNumber } from '@durio/shared/order-number';
import { pricingFor } from '@durio/shared/pricing';
import { priceCart, toShopFees } from '../apps/web/src/features/cart/cart-pricing';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin, uniqueEmail } from './support/shopper';
import { signUpThroughApi } from './support/shop-api';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The remove dialog of a drop-off point with orders still to collect said it could not be removed, and offered a red
// Remove all the same. It now offers only what can be done: Close, and Deactivate while the point is still offered
// at checkout (docs/product/admin-console.md).
const tag = Math.random().toString(36).slice(2, 7);
const POINT = `Pavilion Bukit Jalil ${tag}`;
let asAdmin: AdminCall;
let point: AdminDropoffPoint;
let order: Order;
let admin: Page;

beforeAll(async () => {
  const { baseUrl } = shop.server;
  asAdmin = await signInToAdminApi(baseUrl);
  point = await asAdmin<AdminDropoffPoint>('POST', '/durian/dropoff-points', {
    name: POINT,
    addressLine1: '2 Jalan Jalil Perkasa 1',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan',
    postalCode: '57000',
  });
  // A shopper's pickup order there, not yet collected (waiting for payment counts: the order is still open).
  const { call: asShopper } = await signUpThroughApi(baseUrl, { email: uniqueEmail('pickup'), displayName: 'Chong Wei' });
  const { data } = await asShopper<{ data: ProductListItem[] }>('GET', '/durian/products?available=true&take=20');
  await asShopper('POST', '/durian/cart/items', { productId: data.find((p) => p.buyable)!.id, quantity: 1 });
  const [cart, settings] = await Promise.all([asShopper<Cart>('GET', '/durian/cart'), asShopper<ShopSettings>('GET', '/durian/settings')]);
  // A pickup pays no delivery fee, whatever zone the shopper lives in (docs/product/delivery.md).
  const total = priceCart(cart, true, pricingFor(toShopFees(settings), null)).totalSen / 100;
  order = await asShopper<Order>('POST', '/durian/orders', { isPickup: true, shippingAddressOrDropoffPointId: point.id, total });

  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

describe('removing a drop-off point with orders still to collect', () => {
  it('offers Close and Deactivate, never Remove; deactivated, it offers Close alone', async () => {
    await admin.goto('/admin/dropoff-points');
    const item = admin.getByRole('listitem').filter({ hasText: POINT });
    await item.getByText('1 open order to collect').waitFor();

    await item.getByRole('button', { name: 'Remove' }).click();
    const dialog = admin.getByRole('alertdialog', { name: `Remove ${POINT}?` });
    await dialog.getByText('Orders still wait to be collected here, so it cannot be removed; deactivate it instead.').waitFor();
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['Close', 'Deactivate']);
    await expectNoSeriousA11yViolations(admin);

    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText('Drop-off point deactivated: checkout no longer offers it').waitFor();
    await item.getByText('Inactive', { exact: true }).waitFor();
    const [stored] = (await asAdmin<AdminDropoffPoint[]>('GET', '/durian/dropoff-points/admin')).filter((p) => p.id === point.id);
    expect(stored).toMatchObject({ active: false, openOrders: 1 });

    await item.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('It is already off checkout; remove it once they are collected.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['Close']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await asAdmin<AdminDropoffPoint[]>('GET', '/durian/dropoff-points/admin')).some((p) => p.id === point.id)).toBe(true);
  });
});

// The days a point is open for collection, which checkout offers as pickup days (docs/product/delivery.md, "Pickup
// days"): Monday to Saturday when added, set by keyboard as a group of checkboxes, none refused at the group.
describe("a drop-off point's days open for collection", () => {
  it('sets Friday to Sunday by keyboard, refusing none, and the list says them', async () => {
    await admin.goto('/admin/dropoff-points');
    const item = admin.getByRole('listitem').filter({ hasText: POINT });
    await item.getByText('Open for collection: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday').waitFor();

    await item.getByRole('button', { name: `Edit ${POINT}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${POINT}` });
    const days = dialog.getByRole('group', { name: 'Open for collection' });
    const day = (name: string) => days.getByRole('checkbox', { name, exact: true });
    expect(await days.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-checked')))).toEqual([
      ...Array<string>(6).fill('true'),
      'false',
    ]);
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await day(name).focus();
      await admin.keyboard.press('Space');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Refused with every day unticked: the message is the group's, and the focus goes to its first day.
    await days.getByText('A pickup point is open on at least one day of the week').waitFor();
    const focusedGroup = () => admin.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent);
    await expect.poll(focusedGroup).toBe('Open for collection');
    await expectNoSeriousA11yViolations(admin);

    for (const name of ['Friday', 'Saturday', 'Sunday']) {
      await day(name).focus();
      await admin.keyboard.press('Space');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await item.getByText('Open for collection: Friday, Saturday, Sunday').waitFor();
    const [stored] = (await asAdmin<AdminDropoffPoint[]>('GET', '/durian/dropoff-points/admin')).filter((p) => p.id === point.id);
    expect([...stored!.openWeekdays].sort()).toEqual([0, 5, 6]);
  });
});

// The day the customer collects, the point's earliest open day when the checkout names none (docs/product/delivery.md,
// "Pickup days"): on the order's page, its packing slip and its row of the orders list, as a delivery's day is.
describe("a pickup order's collection day", () => {
  it('is on the order page, the packing slip and the orders list', async () => {
    expect(order.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(intlLocale.en, { ...options, timeZone: 'UTC' }).format(new Date(`${order.pickupDate}T00:00:00Z`));
    const long = day({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    await admin.goto(`/admin/orders/${order.id}`);
    await admin.getByText(`Collection: ${long}`, { exact: true }).filter({ visible: true }).waitFor();
    expect(await admin.locator('#packing-slip').textContent()).toContain(`Collection: ${long}`);

    await admin.goto(`/admin/orders?search=${orderNumber(order.id)}`);
    const row = admin.getByRole('row').filter({ hasText: orderNumber(order.id) });
    await row.getByText(day({ weekday: 'short', day: 'numeric', month: 'short' }), { exact: true }).waitFor();
    await row.getByText('Pickup', { exact: true }).waitFor();
  });
});
