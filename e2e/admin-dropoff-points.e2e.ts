import type { Cart } from '@durio/shared/schemas/cart';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { AdminDropoffPoint } from '@durio/shared/schemas/farm-admin';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart, toPricingSettings } from '../apps/web/src/features/cart/cart-pricing';
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
  const total = priceCart(cart.items, true, toPricingSettings(settings)).totalSen / 100;
  await asShopper('POST', '/durian/orders', { isPickup: true, shippingAddressOrDropoffPointId: point.id, total });

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
