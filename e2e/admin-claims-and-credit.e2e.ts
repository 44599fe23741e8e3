import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Claim } from '@durio/shared/schemas/claims';
import type { Order } from '@durio/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { callsWithToken, signInToAdminApi, uploadAsAdmin } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { smallPng } from './support/pictures';
import { addHomeAddress, buyPaidThroughApi, weighThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { SHOPPER_PASSWORD, signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * The owner's side of the fruit guarantee and store credit (docs/product/fruit-guarantee.md,
 * docs/product/store-credit.md): a customer's claim for a sour durian reaches the console's queue with its photo; the
 * owner gives part of the line back as store credit from the dialog, then gives more credit on the customer's page.
 */

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

describe('guarantee claims and store credit in the console', () => {
  it('approves a claim as store credit from the queue, and gives credit with a reason on the customer page', async () => {
    const { baseUrl } = shop.server;
    const tag = Math.random().toString(36).slice(2, 7);
    const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('claim'), password: SHOPPER_PASSWORD, displayName: `Lim Wei ${tag}` }),
    });
    const session = (await registered.json()) as { access_token: string; user_id: string };
    const asCustomer = callsWithToken(baseUrl, session.access_token);
    const asAdmin = await signInToAdminApi(baseUrl);

    // A durian bought, packed, shipped and delivered, then claimed as sour with a photo.
    const addressId = await addHomeAddress(asCustomer);
    const { data: products } = await asCustomer<{ data: ProductListItem[] }>('GET', '/durian/products?available=true&take=50');
    const durian = products.find((product) => product.stock >= 1 && product.pricedBy === 'unit')!;
    const bought = await buyPaidThroughApi(asCustomer, durian.id, addressId);
    await asAdmin('PATCH', `/durian/orders/admin/${bought.id}`, { status: 'PROCESSING' });
    await weighThroughApi(asAdmin, bought.id);
    for (const body of [{ status: 'SHIPPED', trackingNumber: `EP${tag}MY`, shippingCarrier: 'Pos Laju' }, { status: 'DELIVERED' }]) {
      await asAdmin('PATCH', `/durian/orders/admin/${bought.id}`, body);
    }
    const order = await asCustomer<Order>('GET', `/durian/orders/${bought.id}`);
    const photo = await uploadAsAdmin(baseUrl, session.access_token, smallPng('sour-durian.png'), 'claims');
    const claim = await asCustomer<Claim>('POST', `/durian/orders/${order.id}/items/${order.items[0]!.id}/claims`, { reason: 'sour', mediaIds: [photo], note: `Sour inside ${tag}`, wants: 'credit' });

    const admin = await shop.openPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Guarantee claims' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Guarantee claims' }).waitFor();
    const card = admin.getByRole('listitem').filter({ hasText: `Sour inside ${tag}` });
    await card.getByRole('heading', { name: `${durian.name}: sour` }).waitFor();
    await card.getByRole('img', { name: 'Photo 1' }).waitFor();
    await card.getByText('The customer asks for store credit.').waitFor();
    await expectNoSeriousA11yViolations(admin);

    // Half the line back as store credit, as the customer asked, which the dialog starts on; it says how much each way allows.
    await card.getByRole('button', { name: 'Approve…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Approve the claim for ${durian.name}` });
    expect(await dialog.getByRole('radio', { name: /^As store credit/ }).isChecked()).toBe(true);
    await dialog.getByLabel('Amount (RM)').fill('10');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('Claim approved').waitFor();
    await card.waitFor({ state: 'detached' });
    await admin.getByLabel('Show').selectOption('APPROVED');
    await admin.getByRole('listitem').filter({ hasText: `Sour inside ${tag}` }).getByText('RM 10.00 given as store credit').waitFor();
    expect((await asCustomer<{ balance: number }>('GET', '/durian/credit')).balance).toBe(10);
    expect(claim.status).toBe('OPEN');

    // On the customer's page: the balance, the entry, and more credit with a reason the customer reads.
    await admin.goto(`/admin/customers/${session.user_id}`);
    const credit = admin.getByRole('region', { name: 'Store credit' });
    await credit.getByText('Balance: RM 10.00').waitFor();
    await credit.getByText(`Given: Fruit guarantee: ${durian.name}`, { exact: false }).waitFor();
    await credit.getByLabel('Amount (RM)').fill('5.50');
    await credit.getByLabel('Reason').fill('Late delivery run');
    await credit.getByRole('button', { name: 'Give credit' }).click();
    await credit.getByText('Balance: RM 15.50').waitFor();
    await credit.getByText('Given: Late delivery run', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(admin);
    const customerCredit = await asCustomer<{ balance: number; entries: { reason: string | null }[] }>('GET', '/durian/credit');
    expect(customerCredit.balance).toBe(15.5);
    expect(customerCredit.entries[0]!.reason).toBe('Late delivery run');
    await admin.context().close();
  });
});
