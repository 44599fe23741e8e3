import type { Season } from '@durio/shared/season';
import { describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { mailTo } from './support/dev-mail';
import { signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { signIn, signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * The season where shoppers meet it (docs/product/the-season.md): the home page's "In season now", the line on a
 * product's, a farm's and a tree's page, each as the API states it for the demo data's windows today; and the
 * "Tell me when" alerts where the customer keeps them (the profile's My alerts) and where the owner sees them (the
 * dashboard's Shoppers waiting).
 */

// Development: the dev mailbox holds the customer's verification e-mail.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off' });

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${shop.server.baseUrl}/api/v1${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
};

/** The words the season line starts with for each state (the date after them is the page's own format). */
const startsWith: Record<Season['state'], RegExp> = {
  'in-season': /^In season now/,
  coming: /^Next drop expected from /,
  'out-of-season': /^Out of season$/,
};

describe('the season on the shop’s pages', () => {
  it('says on the home page, a product’s, its farm’s and a tree’s page where the fruit stands, as the API does', async () => {
    const page = await shop.openPage();
    const { data: products } = await api<{ data: { id: string; name: string; farm?: { id: string } | null; farmId?: string }[] }>(
      '/durian/products?limit=24',
    );
    // The first product with a season (frozen fruit has none), read whole as its page reads it.
    let product: { id: string; name: string; farmId: string; treeId: string | null; season: Season | null } | undefined;
    for (const { id } of products) {
      const detail = await api<{ id: string; name: string; farmId: string; treeId: string | null; season: Season | null }>(`/durian/products/${id}`);
      if (detail.season) {
        product = detail;
        break;
      }
    }
    if (!product?.season) throw new Error('The demo data has no product with a season');

    // Home: what the calendar has in season now, or what comes next when nothing is.
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: /^(In season now|Coming next)$/ }).waitFor();

    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByText(startsWith[product.season.state]).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    const farm = await api<{ id: string; name: string; season: Season }>(`/durian/farms/${product.farmId}`);
    await page.goto(`/farms/${farm.id}`);
    await page.getByRole('heading', { level: 1, name: farm.name }).waitFor();
    await page.getByText(startsWith[farm.season.state]).first().waitFor();

    const { data: trees } = await api<{ data: { id: string }[] }>(`/durian/farms/${farm.id}/trees`);
    const tree = await api<{ id: string; name: string; season: Season; expectedFruits: number | null }>(`/durian/trees/${trees[0]!.id}`);
    await page.goto(`/trees/${tree.id}`);
    await page.getByRole('heading', { level: 1, name: tree.name }).waitFor();
    await page.getByText(startsWith[tree.season.state]).first().waitFor();
    if (tree.expectedFruits !== null) {
      await page.getByText(new RegExp(`^About ${tree.expectedFruits} fruits? expected$`)).waitFor();
    }
    await page.context().close();
  });
});

describe('Tell me when, kept and seen', () => {
  it('lists a customer’s alert in My alerts, where it is cancelled, and shows the owner who waits on the dashboard', async () => {
    // A sold-out durian of the shop's own, so nothing else decides whether it is in stock.
    const asAdmin = await signInToAdminApi(shop.server.baseUrl);
    const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
    const name = `Black Thorn sold out ${Math.random().toString(36).slice(2, 7)}`;
    const { id: productId } = await asAdmin<{ id: string }>('POST', '/durian/products', {
      name,
      description: `${name}, back next week.`,
      price: 120,
      weight: 2,
      form: 'whole',
      stock: 0,
      farmId: farms[0]!.id,
    });

    // A customer whose address is confirmed has the alert at once (a visitor confirms it by e-mail first).
    const email = uniqueEmail('alerts');
    const { call: asCustomer } = await signUpThroughApi(shop.server.baseUrl, { email });
    const verification = await mailTo(shop.server.baseUrl, email, /Confirm your e-mail/);
    const link = /https?:\/\/\S+\/api\/v1\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(verification.text)![0];
    await fetch(`${shop.server.baseUrl}${new URL(link).pathname}${new URL(link).search}`, { redirect: 'manual' });
    await asCustomer('POST', '/durian/alerts', { target: { productId } });

    // The owner sees one shopper waiting for it.
    const console = await shop.openPage();
    await signInAsAdmin(console);
    await console.goto('/admin');
    const waiting = console.getByRole('region', { name: 'Shoppers waiting' });
    await waiting.getByRole('listitem').filter({ hasText: name }).getByText('1 waiting').waitFor();
    await expectNoSeriousA11yViolations(console);
    await console.context().close();

    // The customer keeps it in My alerts and ends it there.
    const page = await shop.openPage();
    await signIn(page, email);
    await page.goto('/profile?tab=alerts');
    const alert = page.getByRole('listitem').filter({ hasText: name });
    await alert.waitFor();
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: `Stop (the alert for ${name})` }).click();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: name }).count()).toBe(0);
    const { data: mine } = await asCustomer<{ data: unknown[] }>('GET', '/durian/alerts');
    expect(mine).toEqual([]);
    await page.context().close();
  });
});
