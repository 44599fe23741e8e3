import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { registerShopper, SHOPPER_PASSWORD as PASSWORD, uniqueEmail } from './support/shopper';

// Rate limits stay on here (the default): this file also shows the 429 of too many sign-in attempts, and
// every other test keeps under the limits by using its own e-mail address.
const shop = useShopUnderTest({ NODE_ENV: 'development' });
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
  context = page.context();
});
afterEach(async () => {
  await context.close();
});


/** A toast with this text (the newest, when the same one shows twice). */
const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function storedSession(target: Page = page) {
  return target.evaluate(() => ({
    session: window.sessionStorage.getItem('durio.session'),
    local: window.localStorage.getItem('durio.session'),
  }));
}

async function logOutThroughAccountMenu(target: Page = page) {
  await target.getByRole('button', { name: 'My Account' }).click();
  await target.getByRole('menuitem', { name: 'Logout' }).click();
  await target.locator('[data-sonner-toast]').filter({ hasText: 'Logged out successfully' }).waitFor();
  await target.getByRole('link', { name: 'Sign in' }).waitFor();
}

async function loginOnPage(email: string, password: string, options: { remember?: boolean } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest mail to `to` with `subject` in the dev mailbox, opened as a person would: list, then message. */
async function openMail(to: string, subject: string) {
  await page.goto('/dev/mail');
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await row.getByRole('link', { name: subject }).click();
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
}

describe('the sign-in dialog', () => {
  it('switches between login, register and forgot password, clearing fields and errors', async () => {
    await page.goto('/shop');
    await page.getByText(/Showing \d+ products?/).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'In Stock' }).first();
    await card.getByRole('button', { name: /Add to Cart/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in to Durio' });
    await dialog.getByText('Demo: demo@durio.my (shopper) · admin@durio.my (admin) / durian-demo-1').waitFor();

    // A wrong password: the server's message in the red alert.
    await dialog.getByLabel('Email').fill('demo@durio.my');
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // A tab switch clears the fields and the error.
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('dialog', { name: 'Create your Durio account' }).getByLabel('Full Name').waitFor();
    await page.getByRole('dialog').getByRole('tab', { name: 'Login' }).click();
    await expect.poll(() => dialog.getByLabel('Email').inputValue()).toBe('');
    expect(await dialog.getByRole('alert').count()).toBe(0);

    // Forgot password, then the back arrow.
    await dialog.getByLabel('Email').fill('demo@durio.my');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await reset.getByRole('alert').filter({ hasText: 'Please enter your email address' }).waitFor();
    await reset.getByRole('button', { name: 'Back to sign in' }).click();
    await expect.poll(() => dialog.getByLabel('Email').inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot password?');

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await reset.getByLabel('Email').fill('demo@durio.my');
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await reset.getByText('Password reset email sent. Please check your inbox.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The demo account signs in; the pending item is added and the dialog closes.
    await reset.getByRole('button', { name: 'Back to sign in' }).click();
    await dialog.getByLabel('Email').fill('demo@durio.my');
    await dialog.getByLabel('Password', { exact: true }).fill('durian-demo-1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toast(/added to cart!/).waitFor();
    await logOutThroughAccountMenu();
  });
});

describe('/login', () => {
  it('sends a visitor back where they were headed, for this browser session only unless remembered', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await page.getByText('Demo: demo@durio.my (shopper) · admin@durio.my (admin) / durian-demo-1').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Please fill in all fields').waitFor();

    await page.goto('/orders');
    await toast('Please log in to view your orders').waitFor();
    await page.waitForURL('**/login');
    await loginOnPage('demo@durio.my', 'durian-demo-1');
    await toast('Login successful!').waitFor();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders');

    // 'Remember me' unticked: the tokens live in this tab's sessionStorage, so a new tab starts signed out.
    const unticked = await storedSession();
    expect(unticked.session).toContain('accessToken');
    expect(unticked.local).toBeNull();
    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await otherTab.getByRole('link', { name: 'Sign in' }).click();
    // That tab signs in on its own, for its session only too.
    await otherTab.getByLabel('Email').fill('demo@durio.my');
    await otherTab.getByLabel('Password', { exact: true }).fill('durian-demo-1');
    await otherTab.getByRole('button', { name: 'Sign In' }).click();
    await otherTab.getByRole('button', { name: 'My Account' }).waitFor();

    // A signed-in visitor is sent away from /login.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Fresh Durians Delivered to Your Door' }).waitFor();

    // Logging out here signs out the other tab as well.
    await logOutThroughAccountMenu();
    expect(await storedSession()).toEqual({ session: null, local: null });
    await otherTab.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await storedSession(otherTab)).toEqual({ session: null, local: null });
    await otherTab.close();
  });

  it('keeps a remembered sign-in across tabs, and signing out in one tab signs out all', async () => {
    await page.goto('/login');
    await loginOnPage('demo@durio.my', 'durian-demo-1', { remember: true });
    await page.getByRole('heading', { name: 'Fresh Durians Delivered to Your Door' }).waitFor();
    const remembered = await storedSession();
    expect(remembered.local).toContain('accessToken');
    expect(remembered.session).toBeNull();

    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await otherTab.getByRole('button', { name: 'My Account' }).waitFor();

    await logOutThroughAccountMenu();
    await otherTab.getByRole('link', { name: 'Sign in' }).waitFor();
    await otherTab.close();
  });

  it('answers 429 with a clear message after too many attempts', async () => {
    await page.goto('/login');
    const email = uniqueEmail('guess');
    // The login limit is 10 a minute per address and e-mail; the 11th attempt is refused.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
      await loginOnPage(email, `wrong-password-${attempt}`);
      expect((await answered).status()).toBe(401);
    }
    await loginOnPage(email, 'wrong-password-11');
    await toast('Too many attempts. Please try again in a minute.').waitFor();
  });
});

describe('forgotten passwords', () => {
  it('e-mails a reset link that sets a new password once', async () => {
    const email = uniqueEmail('forgetful');
    await registerShopper(page, { email, name: 'Nurul Huda' });
    await logOutThroughAccountMenu();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast('Please enter your email address').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await toast('Password reset instructions sent to your email').waitFor();
    await expectNoSeriousA11yViolations(page);

    await openMail(email, 'Reset your Durio password');
    const link = page.locator('pre a[href*="/reset-password?token="]');
    const resetUrl = new URL((await link.getAttribute('href')) ?? '');
    // The mail names the shop's public address; this test server listens on its own port.
    const resetPath = `${resetUrl.pathname}${resetUrl.search}`;
    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const alert = page.getByRole('form', { name: 'Reset password' }).getByRole('alert');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await alert.filter({ hasText: 'Please fill in all fields' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('shorter');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await alert.filter({ hasText: 'Passwords do not match' }).waitFor();
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await alert.filter({ hasText: 'Password must be at least 8 characters long' }).waitFor();

    const newPassword = 'musang-king-2025';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password Reset Successful' }).waitFor();
    await toast('Password reset successful').waitFor();
    // The confirmation stays 3 seconds, then /login.
    await page.waitForURL('**/login', { timeout: 8_000 });

    await loginOnPage(email, PASSWORD);
    await toast('Invalid credentials').waitFor();
    await loginOnPage(email, newPassword);
    await toast('Login successful!').waitFor();
    await page.getByRole('button', { name: 'My Account' }).waitFor();

    // The link worked once.
    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
    await page.getByText('Invalid or expired token. Please request a new password reset.').waitFor();
  });

  it('explains a reset link without its token', async () => {
    await page.goto('/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
  });
});

describe('registration', () => {
  it('e-mails a verification link that the home page confirms', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Create an Account' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const email = uniqueEmail('verify');
    await registerShopper(page, { email, name: 'Siti Aminah' });

    await openMail(email, 'Confirm your e-mail address for Durio');
    const href = (await page.locator('pre a[href*="/auth/verify-email?token="]').getAttribute('href')) ?? '';
    const verifyUrl = new URL(href);
    await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
    await toast('Your email address is verified.').waitFor();
    expect(new URL(page.url()).search).toBe('');

    // A spent link says so.
    await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
    await toast('This verification link is invalid or has expired.').waitFor();
  });
});
