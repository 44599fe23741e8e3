/**
 * The README's pictures of the admin console, taken from the built server with demo data:
 * `npm run build && npx tsx e2e/console-screenshots.ts` writes docs/console-*.png.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './support/browser';
import { startServer } from './support/server';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@durio.my');
  await page.getByLabel('Password', { exact: true }).fill('durian-demo-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');

  const shots: [string, string, string][] = [
    ['/admin', 'Revenue, last 30 days', 'console-dashboard.png'],
    ['/admin/orders', 'Orders', 'console-orders.png'],
    ['/admin/deliveries', 'Runs booked', 'console-deliveries.png'],
    ['/admin/products', 'Products', 'console-products.png'],
    ['/admin/delivery-zones', 'Delivery zones', 'console-delivery-zones.png'],
    ['/admin/settings', 'Settings', 'console-settings.png'],
  ];
  for (const [url, heading, file] of shots) {
    await page.goto(url);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(docs, file) });
  }
  await page.goto('/admin/orders');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Update the order' }).waitFor().catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(docs, 'console-order.png') });

  // On a phone, the console's tables become a card per row (docs/product/admin-console.md, Lists fit a phone).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/orders');
  await page.getByRole('heading', { name: 'Orders' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(docs, 'console-orders-phone.png') });
} finally {
  await browser.close();
  await server.stop();
}
