import type { AdminDeliveryZone, DeliveryZoneBody } from '@durio/shared/schemas/delivery-zones';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { registerShopper } from './support/shopper';

const shop = useShopUnderTest({ NODE_ENV: 'development', FAULT_INJECTION: 'on', RATE_LIMIT: 'off' });
let page: Page;

afterEach(async () => {
  await page?.context().close();
  await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });
});

async function openPage(viewport = DESKTOP) {
  page = await shop.openPage(viewport);
  return page;
}

const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Every footer link, and where it must land; the old addresses redirect (docs/product/storefront.md). */
const footerLinks: { nav: string; label: string; path: string; heading: string | RegExp; mine: boolean }[] = [
  { nav: 'Shop', label: 'Shop', path: '/shop', heading: 'Our Durian Collection', mine: false },
  { nav: 'Shop', label: 'Our Farms', path: '/farms', heading: 'Our Partner Farms', mine: true },
  { nav: 'Shop', label: 'Season', path: '/season', heading: 'Durian Season Calendar', mine: false },
  { nav: 'Shop', label: 'Durian Guide', path: '/durian-guide', heading: 'The Durian Guide', mine: true },
  { nav: 'Shop', label: 'About Us', path: '/about', heading: 'From Malaysian orchards to your table', mine: true },
  { nav: 'Shop', label: 'Contact Us', path: '/contact', heading: 'Get in Touch', mine: true },
  { nav: 'Help', label: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions', mine: true },
  { nav: 'Help', label: 'Shipping Policy', path: '/shipping-policy', heading: 'Shipping Policy', mine: true },
  { nav: 'Help', label: 'Returns & Refunds', path: '/returns-&-refunds', heading: 'Returns & Refunds', mine: true },
  { nav: 'Help', label: 'Terms & Conditions', path: '/terms-&-conditions', heading: 'Terms & Conditions', mine: true },
  { nav: 'Help', label: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy Policy', mine: true },
];

const pathname = () => decodeURIComponent(new URL(page.url()).pathname);

/** A zone as PUT /durian/delivery-zones/{id} takes it: the whole zone, its translations kept. */
const zoneBody = ({ name, states, postcodeRanges, deliveryFee, freeDeliveryOver, forms }: AdminDeliveryZone): DeliveryZoneBody => ({
  name,
  states,
  postcodeRanges,
  deliveryFee,
  freeDeliveryOver,
  forms,
});

describe('static pages', () => {
  it('leads every footer link to a page with its heading, scrolled to the top', async () => {
    await openPage();
    await page.goto('/about');
    await h1('From Malaysian orchards to your table').waitFor();
    for (const link of footerLinks) {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.getByRole('navigation', { name: link.nav }).getByRole('link', { name: link.label, exact: true }).click();
      await h1(link.heading).waitFor();
      expect(pathname()).toBe(link.path);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      if (link.mine) await expectNoSeriousA11yViolations(page);
    }
  });

  it('redirects the old addresses and serves the terms at both of theirs, with titles and descriptions', async () => {
    await openPage();
    for (const [from, to, heading] of [
      ['/about-us', '/about', 'From Malaysian orchards to your table'],
      ['/our-farms', '/farms', 'Our Partner Farms'],
      ['/contact-us', '/contact', 'Get in Touch'],
      ['/terms-conditions', '/terms-conditions', 'Terms & Conditions'],
    ] as const) {
      await page.goto(from);
      await h1(heading).waitFor();
      expect(pathname()).toBe(to);
    }

    await page.goto('/durian-guide');
    await h1('The Durian Guide').waitFor();
    await expect.poll(() => page.title()).toBe('Durian Guide | Durio');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/Musang King/);
    for (const variety of ['Musang King', 'Black Thorn', 'D24', 'Red Prawn', 'Tekka', 'D101', 'XO', 'IOI', 'Golden Phoenix', 'Hor Lor']) {
      await page.getByRole('heading', { level: 3, name: variety, exact: true }).waitFor();
    }

    await page.goto('/shipping-policy');
    // The fees come from the shop's delivery zones and settings, as checkout uses them (docs/product/delivery.md).
    const zones = page.getByRole('table', { name: 'Delivery fees by zone' });
    const row = (zone: string) => zones.getByRole('row').filter({ has: page.getByRole('rowheader', { name: zone, exact: true }) });
    await expect.poll(() => row('Klang Valley').getByRole('cell').allInnerTexts()).toEqual(['RM 15.00', 'RM 100.00', 'Whole fresh fruit, packed flesh and frozen']);
    expect(await row('Peninsular Malaysia').getByRole('cell').allInnerTexts()).toEqual(['RM 25.00', 'RM 200.00', 'Whole fresh fruit, packed flesh and frozen']);
    expect(await row('Sabah, Sarawak and Labuan').getByRole('cell').allInnerTexts()).toEqual(['RM 45.00', 'RM 300.00', 'Packed flesh and frozen']);
    const coolPacking = page.getByRole('table', { name: 'Cool-packing fees' });
    await coolPacking.getByText('RM 10.00').waitFor();
    await coolPacking.getByText('RM 20.00').waitFor();
    await page.getByText('Durio Pickup Bangsar').waitFor();
  });

  it('opens FAQ answers in the accordion', async () => {
    await openPage();
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'How much does delivery cost?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    // The fee is the address's zone's: the answer says from what, and where every zone's is (docs/product/delivery.md).
    await page.getByText('The delivery fee depends on the delivery zone of your address: from RM 15.00,').waitFor();
    await page.getByRole('link', { name: 'Shipping Policy' }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("states the fees the admin has just set in the FAQ's answer and the Shipping Policy's description", async () => {
    const admin = await signInToAdminApi(shop.server.baseUrl);
    const { handlingFeeLight } = await admin<Record<string, number>>('GET', '/durian/settings');
    const klangValley = (await admin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin')).find((zone) => zone.name === 'Klang Valley')!;
    await admin('PUT', `/durian/delivery-zones/${klangValley.id}`, { ...zoneBody(klangValley), deliveryFee: 18.5, freeDeliveryOver: 150 });
    await admin('PUT', '/durian/settings', { handlingFeeLight: 12 });
    try {
      await openPage();
      await page.goto('/faq');
      await page.getByRole('button', { name: 'How much does delivery cost?' }).click();
      const answer = page.getByText('The delivery fee depends on the delivery zone of your address: from RM 18.50,');
      await answer.waitFor();
      expect(await answer.innerText()).toContain('Fresh fruit is cool-packed for RM 12.00 (under 2 kg) or RM 20.00');

      await page.goto('/shipping-policy');
      const zones = page.getByRole('table', { name: 'Delivery fees by zone' });
      await expect.poll(() => zones.getByRole('row').filter({ hasText: 'Klang Valley' }).getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['RM 18.50', 'RM 150.00']),
      );
      // The server writes the same description into the page's HTML: the cheapest zone's fee and threshold.
      await expect
        .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
        .toMatch(/: delivery from RM 18\.50, free there over RM 150\.00,/);
    } finally {
      // The other tests of this file expect the demo's fees.
      await admin('PUT', `/durian/delivery-zones/${klangValley.id}`, zoneBody(klangValley));
      await admin('PUT', '/durian/settings', { handlingFeeLight });
    }
  });

  it('says the current fees cannot be loaded rather than stating others, with the server\'s message', async () => {
    const response = await fetch(`${shop.server.baseUrl}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '^/api/v1/durian/settings$', status: 503, message: 'The fee table is being updated', times: 0 }),
    });
    expect(response.status).toBe(204);
    await openPage();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'How much does delivery cost?' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the current fees' });
    await alert.getByText('The fee table is being updated').waitFor();
    expect(await page.getByText(/The delivery fee depends on/).count()).toBe(0);

    await page.goto('/shipping-policy');
    await page.getByRole('alert').filter({ hasText: 'Failed to load the current fees' }).waitFor();
    // No fee in the description: the site's own.
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Durio: fresh durians from verified Malaysian farms, delivered to your door or ready for pickup.',
    );
  });

  it("shows the 404 page for an unknown path, answered 404 and kept out of search engines, with 'Return to Home'", async () => {
    await openPage();
    const response = await page.goto('/no-such-durian');
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await h1(/404/).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("shows a visitor and a customer who open /admin the shop's own 404 page, with its header and footer", async () => {
    await openPage();
    const shopsNotFoundPage = async () => {
      await h1(/404/).waitFor();
      await page.getByText('Oops! Page not found').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
    };
    await page.goto('/admin');
    await shopsNotFoundPage();
    await expectNoSeriousA11yViolations(page);

    await registerShopper(page);
    await page.goto('/admin/orders');
    await shopsNotFoundPage();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('contact form', () => {
  it('requires every field, shows a server failure, and says Message Sent once the server has accepted it', async () => {
    await openPage();
    await page.goto('/contact-us');
    await h1('Get in Touch').waitFor();
    for (const text of ['Monday – Friday', '9:00 – 18:00', '10:00 – 16:00', 'Closed', 'How to find us']) {
      await page.getByText(text).first().waitFor();
    }
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await form.getByText(message).waitFor();
    }
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Name').fill('Tan Mei Ling');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Subject').fill('Musang King for a party');
    await form.getByLabel('Message').fill('Could you deliver 5 kg of Musang King to Subang Jaya on Saturday?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByLabel('Email').fill('meiling@example.my');

    // A refused message is not reported as sent.
    const response = await fetch(`${shop.server.baseUrl}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '^/api/v1/contact$', status: 503, message: 'Our mailbox is full', times: 1 }),
    });
    expect(response.status).toBe(204);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('alert').getByText('Our mailbox is full').waitFor();
    expect(await page.getByText('Message Sent').count()).toBe(0);

    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').waitFor();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByRole('alert').count()).toBe(0);
  });
});

describe('app shell', () => {
  it('opens the mobile drawer at 390 px, navigates from it, and offers Sign In or My Profile and Logout', async () => {
    await openPage(PHONE);
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Sign In' }).waitFor();
    await drawer.getByRole('searchbox').waitFor();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('link', { name: 'Farms' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await h1('Our Partner Farms').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Signed in, the drawer holds My Profile and Logout.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('demo@durio.my');
    await page.getByLabel('Password', { exact: true }).fill('durian-demo-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'My Profile' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('switches to the dark theme and back, remembering the choice', async () => {
    await openPage();
    await page.goto('/faq');
    await h1('Frequently Asked Questions').waitFor();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(12, 18, 16)');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await h1('Frequently Asked Questions').waitFor();
    expect(await isDark()).toBe(true);

    await page.getByRole('button', { name: 'Light theme' }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 252, 245)');
  });
});
