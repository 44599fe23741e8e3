import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../apps/api/src/test-support/server-process';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../apps/api/src/test-support/openid-provider';
import { expectNoSeriousA11yViolations } from './support/browser';
import { signUpThroughApi } from './support/shop-api';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shopper';
import { useShopUnderTest } from './support/shop-under-test';

/*
 * Sign in with Google in Chromium (docs/product/accounts-and-tokens.md), against a real OpenID provider started for
 * this file on this machine, as Google would be: the shop is configured with its issuer, and the browser goes
 * through its authorization, login and consent redirects and back. The provider's login screen answers at once for
 * the account the test chose.
 */
let idp: TestOpenIdProvider | undefined;
const shop = useShopUnderTest(async () => {
  // The provider registers the shop's callback, so the shop's address is fixed before either starts.
  const port = await freePort();
  const shopUrl = `http://127.0.0.1:${port}`;
  idp = await startTestOpenIdProvider(shopUrl);
  return { ...idp.env, PORT: String(port), PUBLIC_URL: shopUrl };
});
afterAll(async () => {
  await idp?.close();
});

let page: Page;
beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A Google account at the provider, which its login screen signs in next. */
function googleAccount(email: string, verified: boolean): void {
  const subject = `google-${randomUUID()}`;
  idp!.setAccount(subject, { email, email_verified: verified, name: 'Nurul Google' });
  idp!.chooseAccount(subject);
}

async function openPasswordTab() {
  await page.goto('/profile?tab=password');
  await page.getByRole('heading', { name: 'How you sign in' }).waitFor();
}

describe('Sign in with Google', () => {
  it('makes a new account from the sign-in dialog, signs it in where the shopper was, and says it has no password yet', async () => {
    const email = uniqueEmail('google');
    googleAccount(email, true);
    await page.goto('/shop');
    await page.getByText(/Showing \d+ products?/).waitFor();
    // Adding to the cart signed out asks to sign in, in the dialog.
    await page.getByRole('article').filter({ hasText: 'In Stock' }).first().getByRole('button', { name: /Add to Cart/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Durio' });
    await dialog.getByRole('link', { name: 'Continue with Google' }).click();

    // Back on the page it began on, signed in, and the hand-over ticket gone from the address.
    await toast('Signed in with Google').waitFor();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(new URL(page.url()).hash).toBe('');

    await openPasswordTab();
    // No password to change: the form is not offered, the way to set one is.
    expect(await page.getByRole('heading', { name: 'Change Password' }).count()).toBe(0);
    await page.getByText('Your account was made with Google and has no password yet.').waitFor();
    await page.getByText(new RegExp(`^Linked to ${email} since `)).waitFor();
    await page.getByText('Set a password before you unlink Google, so that you can still sign in.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'E-mail me a link to set a password' }).click();
    await toast(`We sent a link to ${email}. It works for an hour.`).waitFor();

    // Erasing it asks for no password it does not have: the sign-in just made proves it is the owner.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByText('Your account has no password: this works within 10 minutes of signing in with Google.', { exact: false }).waitFor();
    expect(await confirm.getByLabel('Password', { exact: true }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await toast('Account deletion requested').waitFor();
    await page.getByText(/^Your account will be deleted on /).waitFor();
  });

  it('links Google to an existing account only after its password, then signs in with Google alone, and unlinks', async () => {
    const email = uniqueEmail('linking');
    await signUpThroughApi(shop.server.baseUrl, { email, displayName: 'Lim Wei Jie' });
    googleAccount(email, true);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('link') === 'google');
    await page.getByText('A Durio account already uses this Google e-mail.', { exact: false }).waitFor();
    // Not signed in by Google: the password is asked for.
    expect(await page.getByRole('button', { name: 'My Account' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Google is now linked to your account.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // Signed out, Google alone now signs in to the same account.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await toast('Signed in with Google').waitFor();
    await openPasswordTab();
    await page.getByText('You can sign in with your e-mail and password.').waitFor();
    await page.getByText(new RegExp(`^Linked to ${email} since `)).waitFor();
    expect(await page.getByText(/^Lim Wei Jie$/).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Unlink Google' }).click();
    await toast('Google is no longer linked to your account.').waitFor();
    await page.getByText(`Not linked. To link it, choose Continue with Google when you sign in, with the Google account that uses ${email}.`).waitFor();
  });

  it('refuses to join an account by a Google e-mail that Google has not verified', async () => {
    const email = uniqueEmail('unverified');
    await signUpThroughApi(shop.server.baseUrl, { email });
    googleAccount(email, false);

    await page.goto('/ms/login');
    await page.getByRole('link', { name: 'Teruskan dengan Google' }).click();
    await page.waitForURL((url) => url.pathname === '/ms/login' && url.searchParams.get('error') === 'google-unverified');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Google belum mengesahkan alamat e-mel ini' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Akaun Saya' }).count()).toBe(0);
  });
});
