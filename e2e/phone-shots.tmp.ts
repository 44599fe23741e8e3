import { launchBrowser } from './support/browser';
import { startServer } from './support/server';
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
  await page.goto('/login');
  await page.getByLabel('Email').fill('aisyah.rahman@durio.my');
  await page.getByLabel('Password', { exact: true }).fill('durian-demo-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/orders');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/s-orders.png' });
  console.log('orders', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
  const link = page.getByRole('link', { name: /DRN-/ }).first();
  const href = await link.getAttribute('href');
  console.log('href', href);
  await page.goto(href!);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/s-order.png', fullPage: true });
  console.log('order', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map((e) => `${e.tagName}.${e.className.toString().slice(0, 80)} ${Math.round(e.getBoundingClientRect().right)}`));
  console.log(wide.join('\n'));
  const review = page.getByRole('button', { name: /review/i }).first();
  if (await review.count()) { await review.click(); await page.waitForTimeout(800); await page.screenshot({ path: '/tmp/s-review.png' }); }
  console.log(await page.getByRole('button').allInnerTexts());
} finally {
  await browser.close();
  await server.stop();
}
