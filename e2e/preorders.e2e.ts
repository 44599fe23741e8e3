import type { FarmListReply, FarmTreesReply, ProductListReply } from '@durio/shared/schemas/catalogue';
import type { PreorderOfferList } from '@durio/shared/schemas/preorders';
import type { HarvestWindowList } from '@durio/shared/schemas/season';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { mailTo } from './support/dev-mail';
import { expectNoSeriousA11yViolations } from './support/browser';
import { addHomeAddress, signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { SHOPPER_PASSWORD, signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * Pre-orders (docs/product/the-season.md, Pre-orders and When the window ends): the owner opens a named demo tree's
 * next drop for pre-order in the console; a shopper reserves two of its fruits on the tree's page and pays in the
 * sandbox; the order says it is a pre-order waiting for its fruit; the owner records a drop of one fruit, weighs and
 * ships it; the window ends with the other still on the tree, and the shopper picks its refund on the order page and
 * reads it there and in the e-mail.
 */

// Development mode for the dev mailbox; the window's end is looked for every second.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', PREORDER_SWEEP_SECONDS: '1' });

/** A verified demo farm's window still to end, a tree of its variety with an estimate, and its whole fruit. */
interface Drop {
  farmId: string;
  windowId: string;
  treeId: string;
  treeName: string;
  estimate: number;
  productId: string;
  /** The product's name, and the top of its fruit's range (kg): it is priced by weight. */
  productName: string;
  maxKg: number;
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
    // A tree the demo data has not opened for pre-order already (one is, docs/product/the-season.md, Demo data).
    const { data: offered } = await asAdmin<PreorderOfferList>('GET', `/durian/preorder-offers/admin?farmId=${farm.id}`);
    for (const window of windows.filter((w) => w.endsOn >= today)) {
      const variety = window.variety.toLowerCase();
      const tree = trees.find(
        (t) => t.variety.toLowerCase() === variety && (t.expectedFruits ?? 0) >= 2 && !offered.some((offer) => offer.tree?.id === t.id),
      );
      if (!tree) continue;
      const query = new URLSearchParams({ farmId: farm.id, forms: 'whole', varieties: variety, take: '10' });
      const { data: products } = await asAdmin<ProductListReply>('GET', `/durian/products/admin?${query}`);
      const product = products.find((p) => !p.draft && p.pricedBy === 'kg' && p.weight !== null);
      if (product) {
        return {
          farmId: farm.id,
          windowId: window.id,
          treeId: tree.id,
          treeName: tree.name,
          estimate: tree.expectedFruits!,
          productId: product.id,
          productName: product.name,
          maxKg: product.weight!,
        };
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

    // The fruit that fell is packed, weighed and sent while it is fresh: the weighing asks for that one fruit only.
    const packing = await shop.openPage();
    await signInAsAdmin(packing);
    await packing.goto(`/admin/orders/${orderId}`);
    await packing.getByRole('button', { name: 'Start packing (Processing)' }).click();
    await packing.getByText('Order moved to PROCESSING', { exact: true }).first().waitFor();
    const weighing = packing.locator('section', { has: packing.getByRole('heading', { name: 'Weigh the fruit' }) });
    const line = weighing.getByRole('group', { name: new RegExp(drop.productName) });
    await line.getByLabel('Fruit 1 (kg)').fill(String(drop.maxKg));
    expect(await line.getByLabel('Fruit 2 (kg)').count()).toBe(0);
    await weighing.getByRole('button', { name: 'Save weights' }).click();
    await packing.getByText(/^Weights saved/).first().waitFor();
    await packing.getByLabel('Carrier').fill('Pos Laju');
    await packing.getByLabel('Tracking number').fill('EP246813579MY');
    await packing.getByRole('button', { name: 'Mark as shipped' }).click();
    await packing.getByText('Order moved to SHIPPED', { exact: true }).first().waitFor();
    await packing.context().close();

    // The harvest window ends yesterday (the tree has stopped fruiting): the shop asks what to do with the other fruit.
    const asAdmin = await signInToAdminApi(shop.server.baseUrl);
    const { data: windows } = await asAdmin<HarvestWindowList>('GET', `/durian/farms/${drop.farmId}/harvest-windows`);
    const window = windows.find((w) => w.id === drop.windowId)!;
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(Date.now() - 86_400_000));
    await asAdmin('PUT', `/durian/harvest-windows/${window.id}`, {
      variety: window.variety,
      startsOn: window.startsOn < yesterday ? window.startsOn : yesterday,
      endsOn: yesterday,
      peakStartsOn: null,
      peakEndsOn: null,
    });
    const choice = page.locator('section', { has: page.getByRole('heading', { name: 'Your fruit did not drop in time' }) });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByText('1 of 2 fruits dropped').waitFor();
          return choice.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await choice.getByText('1 fruit of your pre-order did not drop before its harvest window ended.').waitFor();
    await choice.getByText(/^Your order has already been weighed or sent/).waitFor();
    expect(await choice.getByRole('button', { name: 'Take a fruit from another tree' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The shopper picks the refund; the order page and the e-mail say what goes back.
    await choice.getByRole('button', { name: 'Refund the fruit that did not drop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refund the fruit that did not drop' }).click();
    await page.getByText('Refunded: the fruit that did not drop goes back to your card').first().waitFor();
    await choice.getByText('1 fruit was refunded: it did not drop in time').waitFor();
    await page.getByText('1 of 2 fruits dropped, 1 refunded').waitFor();
    const update = page.getByText(/^1 of your 2 fruits did not drop before the harvest window ended: RM [\d,.]+ goes back to your card$/);
    await update.first().waitFor();
    const amount = /(RM [\d,.]+) goes back/.exec((await update.first().innerText()) ?? '')![1]!;
    const mail = await mailTo(shop.server.baseUrl, email, /did not drop/);
    expect(mail.text).toContain(`${amount} goes back to your card`);
  });
  it("opens a farm's variety as a whole: its page offers the fruits, and signing in comes back to reserve them", async () => {
    // The owner offers a variety of a verified farm as a whole (no tree) in a window still to end.
    const asAdmin = await signInToAdminApi(shop.server.baseUrl);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const { items: farms } = await asAdmin<FarmListReply>('GET', '/durian/farms?take=50');
    let opened: { farmId: string; variety: string } | undefined;
    for (const farm of farms.filter((f) => f.id !== drop.farmId)) {
      const { data: windows } = await asAdmin<HarvestWindowList>('GET', `/durian/farms/${farm.id}/harvest-windows`);
      for (const window of windows.filter((w) => w.endsOn >= today)) {
        const query = new URLSearchParams({ farmId: farm.id, forms: 'whole', varieties: window.variety.toLowerCase(), take: '10' });
        const product = (await asAdmin<ProductListReply>('GET', `/durian/products/admin?${query}`)).data.find((p) => !p.draft);
        if (!product) continue;
        await asAdmin('POST', '/durian/preorder-offers', { windowId: window.id, treeId: null, productId: product.id, fruitsOffered: 12 });
        opened = { farmId: farm.id, variety: window.variety };
        break;
      }
      if (opened) break;
    }
    if (!opened) throw new Error('The demo data has no farm variety that can be offered');

    // A visitor sees it on the farm's page, and signs in from it.
    const email = uniqueEmail('farm-preorder');
    const { call: asShopper } = await signUpThroughApi(shop.server.baseUrl, { email, displayName: 'Lim Mei Ling' });
    await addHomeAddress(asShopper);
    await page.goto(`/farms/${opened.farmId}`);
    const reserve = page.locator('section', { has: page.getByRole('heading', { name: 'Reserve from the next drop' }) });
    const offer = reserve.getByRole('listitem').filter({ hasText: 'from the whole farm' });
    await offer.getByText('12 of 12 left').waitFor();
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole('link', { name: 'Sign in to pre-order' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/farms/${opened.farmId}`);

    // Signed in: two fruits of the farm's variety go to the pre-order checkout, which names the farm as their source.
    await offer.getByRole('button', { name: /^Increase quantity of / }).click();
    await offer.getByRole('link', { name: 'Pre-order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pre-order' }).waitFor();
    await page.getByText(/^2 x RM/).first().waitFor();
    await page.getByRole('link', { name: 'Back to the Farm' }).waitFor();
  });
});
