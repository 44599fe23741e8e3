import { orderNumber } from '@durio/shared/order-number';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import msAccount from '../apps/web/src/locales/ms/account.json';
import msAdmin from '../apps/web/src/locales/ms/admin.json';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { addHomeAddress, buyPaidThroughApi, signUpThroughApi } from './support/shop-api';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * The owner invites a member of staff (docs/product/staff.md): the invitee opens the link from the dev mailbox,
 * makes an account in Malay, sees only the orders in the console, moves one, and is refused the products page.
 */
// Development mode: the dev mailbox (/dev/mail) shows the e-mails the shop writes.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off' });
const STAFF_EMAIL = uniqueEmail('staff');
const STAFF_NAME = 'Farid Packing';
let asAdmin: AdminCall;
let orderId: string;
let owner: Page;
let invitee: Page;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  const { baseUrl } = shop.server;
  asAdmin = await signInToAdminApi(baseUrl);
  // A paid order for the staff member to pack.
  const { call: asCustomer } = await signUpThroughApi(baseUrl, { email: uniqueEmail('buyer'), displayName: 'Siti Buyer' });
  const addressId = await addHomeAddress(asCustomer);
  const { data } = await asCustomer<{ data: ProductListItem[] }>('GET', '/durian/products?available=true&take=20');
  orderId = (await buyPaidThroughApi(asCustomer, data.find((p) => p.buyable)!.id, addressId)).id;

  owner = await shop.openPage(DESKTOP);
  await signInAsAdmin(owner);
  invitee = await shop.openPage(PHONE);
}, 120_000);
afterAll(async () => {
  await owner?.context().close();
  await invitee?.context().close();
});

describe('staff in the console', () => {
  it('the owner invites by e-mail from the Staff page, which checks the address first', async () => {
    await owner.goto('/admin/staff');
    await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a member of staff' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter the e-mail address to invite').waitFor();
    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await expectNoSeriousA11yViolations(owner);
    await dialog.getByLabel('E-mail address').fill(STAFF_EMAIL);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(owner, `Invitation sent to ${STAFF_EMAIL}`);
    await dialog.waitFor({ state: 'detached' });
    const invitations = owner.locator('section', { has: owner.getByRole('heading', { name: 'Open invitations' }) });
    await invitations.getByText(STAFF_EMAIL).waitFor();
    await expectNoSeriousA11yViolations(owner);
  });

  it('the invitee opens the link from the mailbox, makes an account in Malay on a phone, and lands on the orders', async () => {
    await invitee.goto('/dev/mail');
    const subject = 'You are invited to work in the console of';
    const row = invitee.getByRole('row').filter({ hasText: STAFF_EMAIL }).first();
    await row.getByRole('link', { name: new RegExp(subject) }).click();
    const href = (await invitee.locator('pre a[href*="/staff-invitation?token="]').first().getAttribute('href')) ?? '';
    const link = new URL(href);
    // The invitee reads the page in Malay.
    await invitee.goto(`/ms${link.pathname}${link.search}`);
    await invitee.getByRole('heading', { level: 1, name: msAccount['staffInvitation.title'] }).waitFor();
    await invitee.getByText(STAFF_EMAIL).first().waitFor();
    const form = invitee.getByRole('form', { name: msAccount['staffInvitation.formLabel'] });
    // Checked as registration checks it, in the page's language.
    await form.getByRole('button', { name: msAccount['staffInvitation.create'] }).click();
    await form.getByText(msAccount['form.fillAllFields']).waitFor();
    await form.getByLabel(msAccount['form.fullName']).fill(STAFF_NAME);
    await form.getByLabel(msAccount['form.password'], { exact: true }).fill('packing-durians-1');
    await form.getByLabel(msAccount['registerForm.confirmPassword']).fill('packing-durians-2');
    await form.getByRole('button', { name: msAccount['staffInvitation.create'] }).click();
    await form.getByText(msAccount['form.passwordsDoNotMatch']).waitFor();
    await expectNoSeriousA11yViolations(invitee);
    await form.getByLabel(msAccount['registerForm.confirmPassword']).fill('packing-durians-1');
    await form.getByRole('button', { name: msAccount['staffInvitation.create'] }).click();

    await invitee.waitForURL((url) => url.pathname === '/ms/admin/orders');
    await invitee.getByRole('heading', { level: 1, name: msAdmin['nav.orders'] }).waitFor();
    // On a phone the sections are in the drawer: the orders and the deliveries (docs/product/staff.md).
    await invitee.getByRole('button', { name: msAdmin['layout.openMenu'] }).click();
    const drawer = invitee.getByRole('dialog', { name: msAdmin['layout.sections'] });
    await drawer.getByRole('link', { name: msAdmin['nav.orders'] }).waitFor();
    // The orders, with their count of orders waiting to be packed beside the name, and the deliveries' calendar and run sheet.
    const sections = drawer.getByRole('navigation', { name: msAdmin['layout.nav'] }).getByRole('link');
    expect((await sections.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([msAdmin['nav.orders'], msAdmin['nav.deliveries']]);
    await expectNoSeriousA11yViolations(invitee);
    await invitee.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('staff move an order at 1280 px; the history names them', async () => {
    await invitee.setViewportSize(DESKTOP);
    const nav = invitee.getByRole('navigation', { name: msAdmin['layout.nav'] }).first();
    expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([msAdmin['nav.orders'], msAdmin['nav.deliveries']]);
    await invitee.getByLabel(msAdmin['search.label']).fill(orderId.slice(0, 8));
    const number = orderNumber(orderId);
    await invitee.getByRole('link', { name: number }).click();
    await invitee.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
    await invitee.getByLabel(msAdmin['move.message']).fill('Dibungkus dengan ais');
    await invitee.getByRole('button', { name: msAdmin['move.processing'] }).click();
    await toast(invitee, msAdmin['move.done'].split('{status}')[0]!.trim());
    const history = await asAdmin<{ items: { actor: { name: string }; action: string }[] }>(
      'GET',
      `/durian/admin/changes?entity=order&entityId=${orderId}`,
    );
    expect(history.items[0]).toMatchObject({ actor: { name: STAFF_NAME }, action: 'moved to PROCESSING' });
    await expectNoSeriousA11yViolations(invitee);
  });

  it("staff open the deliveries' calendar and run sheet, which the API lets them read", async () => {
    await invitee.setViewportSize(DESKTOP);
    await invitee.getByRole('navigation', { name: msAdmin['layout.nav'] }).first().getByRole('link', { name: msAdmin['nav.deliveries'] }).click();
    await invitee.getByRole('heading', { level: 1, name: msAdmin['nav.deliveries'] }).waitFor();
    await invitee.getByRole('table', { name: 'Klang Valley', exact: true }).waitFor();
    await invitee.getByRole('button', { name: msAdmin['runSheet.print'] }).waitFor();
    expect(await invitee.getByText(msAdmin['deliveries.failed']).count()).toBe(0);
    expect(await invitee.getByText(msAdmin['runSheet.failed']).count()).toBe(0);
    await expectNoSeriousA11yViolations(invitee);
  });

  it('refuses staff the products page with a plain message, at both widths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await invitee.setViewportSize(viewport);
      await invitee.goto('/ms/admin/products');
      await invitee.getByRole('heading', { level: 1, name: msAdmin['ownerOnly.title'] }).waitFor();
      await invitee.getByText(msAdmin['ownerOnly.description']).waitFor();
      await expectNoSeriousA11yViolations(invitee);
    }
    await invitee.getByRole('link', { name: msAdmin['ownerOnly.toOrders'] }).click();
    await invitee.getByRole('heading', { level: 1, name: msAdmin['nav.orders'] }).waitFor();
  });

  it('the owner sees the new member of staff and removes them, after a confirm', async () => {
    await owner.goto('/admin/staff');
    const member = owner.getByRole('listitem').filter({ hasText: STAFF_EMAIL });
    await member.getByText('Staff', { exact: true }).waitFor();
    await member.getByRole('button', { name: 'Remove from staff' }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Remove ${STAFF_NAME} from the staff?` });
    await expectNoSeriousA11yViolations(owner);
    await confirm.getByRole('button', { name: 'Remove from staff' }).click();
    await toast(owner, `${STAFF_NAME} is no longer staff`);
    await member.waitFor({ state: 'detached' });
    const staff = await asAdmin<{ members: { email: string }[] }>('GET', '/admin/staff');
    expect(staff.members.map((m) => m.email)).not.toContain(STAFF_EMAIL);
  });
});
