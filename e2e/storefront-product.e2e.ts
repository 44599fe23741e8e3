import type { AdminDeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { Review } from '@durio/shared/schemas/catalogue';
import type { Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations, focusedElement } from './support/browser';
import { croppedPictures } from './support/pictures';
import { useShopUnderTest } from './support/shop-under-test';

const shop = useShopUnderTest({ NODE_ENV: 'development', FAULT_INJECTION: 'on', RATE_LIMIT: 'off' });
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

/** Reads what the server holds, to know what the screen should show (no changes are made this way). */
async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${shop.server.baseUrl}/api/v1${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function productId(name: string): Promise<string> {
  const list = await getJson<{ data: { id: string; name: string }[] }>(`/durian/products?take=100`);
  return list.data.find((p) => p.name === name)!.id;
}

const ratingsShown = async () =>
  (await page.getByRole('region', { name: 'Reviews' }).getByRole('img', { name: /^Rated \d out of 5$/ }).all()).length;

async function signInInDialog(email: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to Durio' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('durian-demo-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the product page', () => {
  it('shows the gallery, price, stock, quantity, tabs, source tree and related durians', async () => {
    const name = 'Musang King from Pokok Tua';
    await page.goto('/shop');
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(`${name} | Durio`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(name);
    await page.getByText('New', { exact: true }).first().waitFor();
    // A whole fruit sold by weight (docs/product/selling-by-weight.md): RM 88/kg, 1.5–2.2 kg, charged at the top.
    await page.getByText('RM 88.00/kg').first().waitFor();
    await page.getByText('About 1.5–2.2 kg a fruit').first().waitFor();
    await page.getByText('You pay at most RM 193.60 a fruit now; the difference is refunded after weighing').first().waitFor();
    await page.getByText('Only 6 left').first().waitFor();

    // Gallery: the main picture is shown whole; a thumbnail switches it; arrow keys move along the row.
    await page.getByRole('img', { name: `${name}, image 1 of 2` }).waitFor();
    await expect.poll(() => croppedPictures(page.getByRole('img', { name: `${name}, image 1 of 2` }))).toEqual([]);
    await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
    await page.getByRole('img', { name: `${name}, image 2 of 2` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('img', { name: `${name}, image 1 of 2` }).waitFor();
    expect(await page.getByRole('button', { name: 'Show image 1 of 2' }).getAttribute('aria-pressed')).toBe('true');

    // The quantity never goes past the stock.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('99');
    await expect.poll(() => quantity.inputValue()).toBe('6');
    expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('5');

    // Tabs.
    await page.getByText(/grandfather tree/).waitFor();
    await page.getByRole('tab', { name: 'Product Details' }).click();
    const details = page.getByRole('tabpanel', { name: 'Product Details' });
    await details.getByText('About 1.5–2.2 kg a fruit', { exact: true }).waitFor();
    await details.getByText('Grade A', { exact: false }).first().waitFor();
    for (const label of ['Variety', 'Weight', 'Grade', 'Form', 'Farm', 'Harvest Date', 'Size', 'Storage Recommendations', 'Ripeness Timeline', 'Nutritional Info']) {
      await details.getByText(label, { exact: true }).waitFor();
    }
    await details.getByRole('list', { name: 'Categories' }).getByText('Premium').waitFor();
    await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    await page.getByText(/^Average rating from \d+ reviews?$/).waitFor();
    await page.getByRole('link', { name: 'See all reviews' }).waitFor();

    // Where it grew.
    const source = page.getByRole('region', { name: 'Source Tree' });
    await source.getByText('Pokok Tua (MK-01)', { exact: true }).waitFor();
    await source.getByText(/^Planted in \d{4}$/).waitFor();
    expect(await source.getByRole('link', { name: /^View Tree/ }).getAttribute('href')).toMatch(/^\/trees\/[0-9a-f-]{36}$/);
    expect(await source.getByRole('link', { name: /^Visit Farm/ }).getAttribute('href')).toMatch(/^\/farms\/[0-9a-f-]{36}$/);

    // You May Also Like: featured durians, never this one.
    const related = page.getByRole('region', { name: 'You May Also Like' });
    await related.getByRole('article').first().waitFor();
    const relatedNames = await related.getByRole('article').getByRole('heading').allInnerTexts();
    expect(relatedNames.length).toBeGreaterThan(0);
    expect(relatedNames.length).toBeLessThanOrEqual(4);
    expect(relatedNames).not.toContain(name);
    expect(await related.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/shop');
    await expectNoSeriousA11yViolations(page);

    // The wishlist asks a visitor to sign in.
    await page.getByRole('button', { name: 'Add to Favourites' }).click();
    await page.getByRole('dialog', { name: 'Sign in to Durio' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'See all reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customer Reviews' }).waitFor();
  });

  it("says 'Product not found' for an unknown product (answered 404) and leads back to the shop", async () => {
    expect((await page.goto('/product/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Return to shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Durian Collection' }).waitFor();

    expect((await page.goto('/product/not-a-product'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
  });

  it('renders the product a visitor lands on from the data in its HTML; the next product comes from the API', async () => {
    const id = await productId('Musang King Grade A');
    const asked: string[] = [];
    page.on('request', (request) => {
      const match = /^\/api\/v1\/durian\/products\/([0-9a-f-]{36})$/.exec(new URL(request.url()).pathname);
      if (match) asked.push(match[1]!);
    });
    await page.goto(`/product/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Musang King Grade A' }).waitFor();
    await page.getByRole('img', { name: /^Musang King Grade A, image 1 of/ }).waitFor();
    expect(asked).toEqual([]);

    const related = page.getByRole('region', { name: 'You May Also Like' }).getByRole('heading', { level: 3 }).first();
    const relatedName = await related.innerText();
    await related.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: relatedName }).waitFor();
    expect(asked).toEqual([await productId(relatedName)]);
  });

  it("states the delivery fee of the cheapest zone and the promise of the shop's settings, and where to find them when they cannot be loaded", async () => {
    const name = 'Musang King from Pokok Tua';
    const id = await productId(name);
    const admin = await signInToAdminApi(shop.server.baseUrl);
    const klangValley = (await admin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin')).find((zone) => zone.name === 'Klang Valley')!;
    // PUT takes the whole zone; its translations, left out, are kept.
    const { id: zoneId, translations: _translations, ...zone } = klangValley;
    await admin('PUT', `/durian/delivery-zones/${zoneId}`, { ...zone, deliveryFee: 18.5, freeDeliveryOver: 150 });
    // The promise is the zones' (docs/product/cart-and-checkout.md): the Klang Valley's cut-off and days, and the
    // Peninsula's other zones' days.
    const calendar = { leadDays: klangValley.leadDays, cutoff: klangValley.cutoff, closedWeekdays: klangValley.closedWeekdays, slots: klangValley.slots };
    await admin('PUT', `/durian/delivery-zones/${zoneId}/calendar`, { ...calendar, cutoff: '11:00', leadDays: 1 });
    try {
      await page.goto(`/product/${id}`);
      // A visitor has no address yet: delivery is 'from' the cheapest zone that receives whole fruit (docs/product/delivery.md).
      await page.getByText('Delivery from RM 18.50 (Klang Valley)').waitFor();
      await page.getByText(/^Free there for orders over RM 150\.00; every zone's fees are in our Shipping Policy\.$/).waitFor();
      // The one delivery promise of the settings (docs/product/cart-and-checkout.md), as checkout and the e-mails state it.
      await page.getByText('Paid by 11:00: at your door the next day in the Klang Valley, or in 1 day elsewhere in Peninsular Malaysia.').waitFor();
    } finally {
      // The other tests of this file expect the demo's fees and times.
      await admin('PUT', `/durian/delivery-zones/${zoneId}`, zone);
      await admin('PUT', `/durian/delivery-zones/${zoneId}/calendar`, calendar);
    }

    await fetch(`${shop.server.baseUrl}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path: '^/api/v1/durian/(settings|delivery-zones)$',
        status: 503,
        message: 'The fee table is being updated',
        times: 0,
      }),
    });
    // A page of its own: the first one keeps the fees it read.
    const other = await shop.openPage();
    try {
      await other.goto(`/product/${id}`);
      await other.getByRole('heading', { level: 1, name }).waitFor();
      await other.getByRole('link', { name: 'Delivery fees: see our Shipping Policy' }).waitFor({ timeout: 20_000 });
      expect(await other.getByText(/Delivery from RM|Free there for orders over/).count()).toBe(0);
      await other.getByText('Delivery times are in our Shipping Policy.').waitFor();
      await other.getByRole('link', { name: 'Delivery fees: see our Shipping Policy' }).click();
      await other.getByRole('heading', { level: 1, name: 'Shipping Policy' }).waitFor();
    } finally {
      await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });
      await other.context().close();
    }
  });

  it("shows the server's message when the product cannot be loaded, and recovers with Try Again", async () => {
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Our Durian Collection' }).waitFor();
    const id = await productId('Musang King Grade A');
    await fetch(`${shop.server.baseUrl}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: `^/api/v1/durian/products/${id}$`, status: 500, message: 'Orchard offline', times: 0 }),
    });
    try {
      // A page reached inside the app loads its product from the API (a landing page has it in its HTML).
      await page.getByRole('link', { name: 'Musang King Grade A', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load product' });
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.innerText()).toContain('Orchard offline');
    } finally {
      await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });
    }
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Musang King Grade A' }).waitFor();
  });
});

describe('the reviews page', () => {
  it("filters the server's reviews and says why a shopper cannot write one", async () => {
    const id = await productId('D24 Sultan Morning Drop');
    const all = await getJson<Review[]>(`/durian/products/${id}/reviews?take=100`);
    const verified = all.filter((r) => r.verifiedPurchase).length;
    const fourUp = all.filter((r) => r.rating >= 4).length;
    const fives = all.filter((r) => r.rating === 5).length;
    expect(all.length).toBeGreaterThan(verified);

    await page.goto(`/product/${id}/reviews`);
    await page.getByRole('heading', { level: 1, name: 'Customer Reviews' }).waitFor();
    await page.getByText('No more reviews to load').waitFor();
    expect(await ratingsShown()).toBe(all.length);
    await expectNoSeriousA11yViolations(page);

    const filters = page.getByRole('navigation', { name: 'Review filters' });
    await filters.getByRole('button', { name: 'Verified Purchases' }).click();
    await expect.poll(ratingsShown).toBe(verified);
    expect(await page.getByRole('region', { name: 'Reviews' }).getByText('Verified Purchase', { exact: true }).count()).toBe(verified);
    await filters.getByRole('button', { name: 'All Reviews' }).click();
    await expect.poll(ratingsShown).toBe(all.length);
    await filters.getByRole('button', { name: '4 stars & up' }).click();
    await expect.poll(ratingsShown).toBe(fourUp);
    expect(new URL(page.url()).searchParams.get('minRating')).toBe('4');
    await filters.getByRole('button', { name: '5 Star Only' }).click();
    await expect.poll(ratingsShown).toBe(Math.min(fives, fourUp));
    await filters.getByRole('button', { name: 'All Reviews' }).click();
    await filters.getByRole('button', { name: 'Most Recent' }).click();
    await expect.poll(ratingsShown).toBe(all.length);

    // A visitor signs in first; a shopper without a delivered order is told why not.
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await signInInDialog('demo@durio.my');
    await page.getByText('You can review this durian once an order containing it has been delivered.').waitFor();
  });

  it('shows every loaded review in full, on a short screen and a tall one', async () => {
    const id = await productId('D24 Sultan Morning Drop');
    const all = await getJson<Review[]>(`/durian/products/${id}/reviews?take=100`);
    expect(all.length).toBe(4);
    for (const height of [560, 1100]) {
      await page.setViewportSize({ width: 1280, height });
      await page.goto(`/product/${id}/reviews`);
      const area = page.getByRole('region', { name: 'Reviews' });
      await area.getByText('No more reviews to load').waitFor();
      expect(await ratingsShown()).toBe(all.length);
      // Nothing around the list cuts a review off (the spec's scroll area of the viewport's height minus 350px did).
      const cutOff = await area.getByRole('article').evaluateAll((cards) =>
        cards.flatMap((card, index) => {
          const box = card.getBoundingClientRect();
          const clippers: string[] = [];
          for (let el = card.parentElement; el && el !== document.body; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const frame = el.getBoundingClientRect();
            if (box.top < frame.top || box.bottom > frame.bottom || box.left < frame.left || box.right > frame.right) {
              clippers.push(`review ${index + 1} cut off by <${el.tagName.toLowerCase()} class="${el.className}">`);
            }
          }
          return clippers;
        }),
      );
      expect(cutOff, `at ${height} px`).toEqual([]);
    }
  });

  it('tells a buyer who already reviewed the durian so', async () => {
    const id = await productId('D24 Sultan Morning Drop');
    await page.goto(`/product/${id}/reviews`);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await signInInDialog('kumar.subramaniam@durio.my');
    await page.getByText('You have already reviewed this durian.').waitFor();
  });

  it('loads 10 more reviews each time the end of the list scrolls into view', async () => {
    // The flagship durian of the demo data has more than two pages of reviews.
    const id = await productId('Musang King Grade A');
    // 'All Reviews' lists the most useful first (docs/product/catalogue.md): the order the page must keep while it loads more.
    const all = await getJson<Review[]>(`/durian/products/${id}/reviews?take=100&sort=useful`);
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThanOrEqual(30);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/v1/durian/products/${id}/reviews`) {
        asked.push(`${url.searchParams.get('skip')}/${url.searchParams.get('take')}/${url.searchParams.get('sort')}`);
      }
    });

    await page.goto(`/product/${id}/reviews`);
    const area = page.getByRole('region', { name: 'Reviews' });
    const review = (index: number) => area.getByText(all[index]!.review, { exact: true });
    await review(9).waitFor();
    expect(await ratingsShown()).toBe(10);
    expect(await review(10).count()).toBe(0);
    const scrollToTheEnd = () => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));

    await scrollToTheEnd();
    await review(19).waitFor({ timeout: 30_000 });
    expect(await ratingsShown()).toBe(20);
    expect(await area.getByText('No more reviews to load').count()).toBe(0);

    await scrollToTheEnd();
    await review(all.length - 1).waitFor({ timeout: 30_000 });
    await area.getByText('No more reviews to load').waitFor();
    expect(await ratingsShown()).toBe(all.length);
    // In the server's order, each once.
    const cards = await area.getByRole('article').allInnerTexts();
    expect(cards.map((text, index) => text.includes(all[index]!.review))).toEqual(all.map(() => true));
    expect(asked).toEqual(['0/10/useful', '10/10/useful', '20/10/useful']);
  });
  it('keeps the focus on Try Again while the next reviews fail, and moves it to the first new review once they come', async () => {
    const id = await productId('Musang King Grade A');
    const all = await getJson<Review[]>(`/durian/products/${id}/reviews?take=100&sort=useful`);
    const reviewsPath = `/api/v1/durian/products/${id}/reviews`;
    const isLaterPage = (url: URL) => url.pathname === reviewsPath && Number(url.searchParams.get('skip') ?? 0) > 0;
    const fail = (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Reviews are resting' }) });
    await page.route(isLaterPage, fail);
    const focused = () => focusedElement(page);

    await page.goto(`/product/${id}/reviews`);
    const area = page.getByRole('region', { name: 'Reviews' });
    await area.getByText(all[9]!.review, { exact: true }).waitFor();
    // The next reviews load by themselves when the end comes into view; that load fails.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const alert = area.getByRole('alert').filter({ hasText: 'Reviews are resting' });
    await alert.waitFor({ timeout: 30_000 });

    await alert.getByRole('button', { name: 'Try Again' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('BUTTON Try Again');

    await page.unroute(isLaterPage, fail);
    await page.keyboard.press('Enter');
    await area.getByText(all[10]!.review, { exact: true }).waitFor({ timeout: 30_000 });
    // The review itself: it has no link to take the focus.
    await expect.poll(focused).toMatch(/^LI /);
    expect(await focused()).toContain(all[10]!.review);
  });
});
