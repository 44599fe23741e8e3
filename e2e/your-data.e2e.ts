import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { mailTo } from './support/dev-mail';
import { useShopUnderTest } from './support/shop-under-test';
import { registerShopper, uniqueEmail } from './support/shopper';

/*
 * "Download my data" (docs/product/your-data.md): the customer asks on the Profile tab, the shop prepares a ZIP of
 * everything it holds about them in the background and e-mails a link that works once; the tab says where it stands.
 */

// The development mailbox shows the e-mail; exports are prepared every two seconds rather than every minute.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', DATA_EXPORT_SWEEP_SECONDS: '2' });

describe('your data', () => {
  it('asks for a copy by keyboard, e-mails a link that downloads it once, and says so on the tab', async () => {
    const page = await shop.openPage();
    const email = uniqueEmail('mydata');
    await registerShopper(page, { name: 'Nurul Huda', email });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).focus();
    await page.keyboard.press('Enter');
    await section.getByRole('status').filter({ hasText: /We are preparing your data|We e-mailed you a link/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The link in the e-mail gives the ZIP once, then is spent.
    const mail = await mailTo(shop.server.baseUrl, email, /data is ready/);
    const link = /https?:\/\/\S+\/api\/v1\/durian\/data-export\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error('The e-mail has no download link');
    const path = new URL(link).pathname;
    const download = await fetch(`${shop.server.baseUrl}${path}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="durio-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['data.json', 'README.txt', 'orders.csv']));
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as { profile: { email: string; displayName: string } };
    expect(data.profile).toMatchObject({ email, displayName: 'Nurul Huda' });
    expect((await fetch(`${shop.server.baseUrl}${path}`)).status).toBe(410);

    await page.reload();
    await section.getByRole('status').filter({ hasText: /You downloaded your data on/ }).waitFor();
    await page.context().close();
  });
});

describe('consent and the privacy notice', () => {
  it('keeps the marketing e-mails choice made on the Profile tab, with its day, and withdraws it as easily', async () => {
    const page = await shop.openPage();
    await registerShopper(page, { email: uniqueEmail('consent') });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Marketing e-mails' });
    const box = section.getByRole('checkbox', { name: "Send me news of the season's harvests and offers by e-mail. You can stop at any time." });
    await section.getByRole('status').filter({ hasText: 'You have not asked for them.' }).waitFor();
    expect(await box.isChecked()).toBe(false);

    // Space on the focused box, as a keyboard user would.
    await box.focus();
    await page.keyboard.press('Space');
    await section.getByRole('status').filter({ hasText: /^You said yes on / }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await section.getByRole('status').filter({ hasText: /^You said yes on / }).waitFor();
    expect(await box.isChecked()).toBe(true);

    await box.click();
    await section.getByRole('status').filter({ hasText: /^You said no on / }).waitFor();
    await page.reload();
    await section.getByRole('status').filter({ hasText: /^You said no on / }).waitFor();
    expect(await box.isChecked()).toBe(false);
    await page.context().close();
  });

  it('names the shop as the data controller on the privacy page, in each language', async () => {
    const page = await shop.openPage();
    await page.goto('/privacy-policy');
    const who = page.getByRole('region', { name: /Who we are/ });
    await who.getByText('Durio Sdn. Bhd.').waitFor();
    await page.getByText('Sign in with Google:', { exact: false }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/ms/privacy-policy');
    await page.getByText('Durio Sdn. Bhd.').first().waitFor();
    await page.getByText('Log masuk dengan Google:', { exact: false }).first().waitFor();
    await page.context().close();
  });
});
