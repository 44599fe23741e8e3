import type { FarmListReply, FarmTreesReply, ProductListReply } from '@durio/shared/schemas/catalogue';
import type { HarvestWindowList } from '@durio/shared/schemas/season';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { addHomeAddress, signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { SHOPPER_PASSWORD, signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * Pre-orders (docs/product/the-season.md, Pre-orders): the owner opens a named demo tree's next drop for pre-order in
 * the console; a shopper reserves two of its fruits on the tree's page and pays in the sandbox; the order says it is
 * a pre-order waiting for its fruit; the owner records a drop of one fruit, and the order says how many have dropped.
 */

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

/** A verified demo farm's window still to end, a tree of its variety with an estimate, and its whole fruit. */
interface Drop {
  farmId: string;
  windowId: string;
  treeId: string;
  treeName: string;
  estimate: number;
  productId: string;
}

let drop: Drop;
let page: Page;

/** The demo data's first farm with a tree that can be offered (docs/product/the-season.md, Demo data). */
async function findADropToOffer(): Promise<Drop> {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
  const { items: farms } = await asAdmin<FarmListReply>('GET', '/durian/farms?take=50');
  for (const farm of farms) {
    const { data: windows } = await asAdmin<HarvestWindowList>('GET', `/durian/farms/${farm.id}/harvest-windows`);
    const { data: trees } = await asAdmin<FarmTreesReply>('GET', `/durian/farms/${farm.id}/trees?take=100`);
    for (const window of windows.filter((w) => w.endsOn >= today)) {
      const variety = window.variety.toLowerCase();
      const tree = trees.find((t) => t.variety.toLowerCase() === variety && (t.expectedFruits ?? 0) >= 2);
      if (!tree) continue;
      const query = new URLSearchParams({ farmId: farm.id, forms: 'whole', varieties: variety, take: '10' });
      const { data: products } = await asAdmin<ProductListReply>('GET', `/durian/products/admin?${query}`);
      const product = products.find((p) => !p.draft);
      if (product) {
        return { farmId: farm.id, windowId: window.id, treeId: tree.id, treeName: tree.name, estimate: tree.expectedFruits!, productId: product.id };
      }
    }
  }
  throw new Error('The demo data has no tree whose next drop can be offered');
}

beforeAll(async () => {
  drop = await findADropToOffer();
}, 120_000);
beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

describe("a tree's next drop", () => {
  it('is offered in the console, pre-ordered and paid on the tree’s page, and the order follows its drop', async () => {
    const { treeId, treeName, estimate } = drop;

    // The owner opens the tree's next drop for pre-order: its estimate is the fruits offered.
    const admin = await shop.openPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/farms/${drop.farmId}?tab=preorders`);
    const offers = admin.locator('section', { has: admin.getByRole('heading', { name: 'Pre-orders', exact: true }) });
    await offers.getByText('No pre-orders yet').waitFor();
    await offers.getByRole('button', { name: 'Open a pre-order' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Open a pre-order' });
    await dialog.getByLabel('Harvest window').selectOption(drop.windowId);
    await dialog.getByLabel('Tree', { exact: true }).selectOption(drop.treeId);
    await expect.poll(() => dialog.getByLabel('Fruits offered').inputValue()).toBe(String(estimate));
    await dialog.getByLabel('Priced as').selectOption(drop.productId);
    await dialog.getByRole('button', { name: 'Open a pre-order' }).click();
    await admin.getByText('Pre-order opened').first().waitFor();
    const offer = offers.getByRole('listitem').filter({ hasText: treeName });
    await offer.getByText('Open', { exact: true }).waitFor();

    // A visitor sees the offer on the tree's page, signs in from it and comes back.
    const email = uniqueEmail('preorder');
    const { call: asShopper } = await signUpThroughApi(shop.server.baseUrl, { email, displayName: 'Nurul Huda' });
    await addHomeAddress(asShopper);
    await page.goto(`/trees/${treeId}`);
    const reserve = page.locator('section', { has: page.getByRole('heading', { name: 'Reserve from the next drop' }) });
    await reserve.getByText(/^Fruit expected /).waitFor();
    await reserve.getByText(`${estimate} of ${estimate} left`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await reserve.getByRole('link', { name: 'Sign in to pre-order' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/trees/${treeId}`);

    // Two fruits, paid now in the sandbox at the checkout's own figures.
    await reserve.getByRole('button', { name: `Increase quantity of fruits of ${treeName}` }).click();
    await reserve.getByRole('link', { name: 'Pre-order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pre-order' }).waitFor();
    await page.getByText(`From the next drop of ${treeName}, fruit expected`).waitFor();
    await page.getByText(/^2 x RM/).first().waitFor();
    await page.getByLabel('I accept the terms and conditions').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Pre-order and Pay' }).click();
    await page.getByRole('dialog', { name: /Durio/ }).getByRole('button', { name: /^Pay RM/ }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await page.getByText(new RegExp(`^Pre-order from ${treeName} \\(.+\\), fruit expected `)).waitFor();

    // The order page says it is a pre-order whose fruit is still to fall.
    await page.goto(`/order/${orderId}`);
    await page.getByText(new RegExp(`^Pre-order from ${treeName} \\(.+\\), fruit expected `)).waitFor();
    await page.getByText('Its 2 fruits have not dropped yet').waitFor();

    // One fruit falls: the owner records it, and the console says what it filled.
    await admin.reload();
    await offer.getByText('Reserved').waitFor();
    await offer.getByRole('button', { name: /^Record a drop of / }).click();
    const recording = admin.getByRole('dialog', { name: /^Record a drop of / });
    await recording.getByLabel('Fruits that fell').fill('1');
    await recording.getByRole('button', { name: 'Record a drop' }).click();
    await offer.getByText(/Filled 1 pre-order; 1 fruit still waiting$/).waitFor();
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByText('1 of 2 fruits dropped').waitFor();
    await admin.context().close();

    // The shopper's order page follows.
    await page.reload();
    await page.getByText('1 of 2 fruits dropped').waitFor();
  });
});
