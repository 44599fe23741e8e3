import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { croppedPictures } from './support/pictures';
import { useShopUnderTest } from './support/shop-under-test';

const shop = useShopUnderTest({ NODE_ENV: 'development', FAULT_INJECTION: 'on', RATE_LIMIT: 'off' });
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
  await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });
});

/** Makes the server fail matching calls until the faults are cleared. */
async function failCalls(path: string, message: string, method = 'GET') {
  const response = await fetch(`${shop.server.baseUrl}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, path, status: 500, message, times: 0 }),
  });
  expect(response.status).toBe(204);
}

interface ApiFarm {
  id: string;
  name: string;
  state: string;
  isCertified: boolean;
}
interface ApiTree {
  id: string;
  name: string;
  maintenanceRecords: { files: unknown[] }[];
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.server.baseUrl}/api/v1${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** The demo farm with the most maintenance files, to exercise the viewer across records. */
async function farmWithMaintenanceMedia(): Promise<ApiFarm> {
  const { items } = await api<{ items: ApiFarm[] }>('/durian/farms?take=50');
  for (const farm of items) {
    const records = await api<{ files: { type: string }[] }[]>(`/durian/farms/${farm.id}/maintenance`);
    const files = records.flatMap((r) => r.files.map((f) => f.type));
    const withFiles = records.filter((r) => r.files.length > 0);
    if (withFiles.length >= 2 && files.some((t) => t.startsWith('video/')) && files.some((t) => t.startsWith('audio/'))) {
      return farm;
    }
  }
  throw new Error('demo data has no farm with video and audio maintenance files on two records');
}

const counter = () => page.getByRole('dialog').getByText(/^\d+ \/ \d+$/);
const endOfList = () => page.getByText("You've reached the end of the list");

/** Brings the last farm shown into view, as a shopper scrolling down would, until the list has no more to load. */
async function scrollToTheEnd(items: Locator) {
  while (!(await endOfList().isVisible())) {
    const shown = await items.count();
    await items.last().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await endOfList().isVisible()) || (await items.count()) > shown)
      .toBe(true);
  }
}

describe('farms list', () => {
  it('shows the partner farms as a grid or a table, filtered by state and sorted by name, to the end of the list', async () => {
    const firstPage = page.waitForRequest((request) => /\/api\/v1\/durian\/farms\?/.test(request.url()));
    await page.goto('/farms');
    const request = new URL((await firstPage).url());
    expect(request.searchParams.get('take')).toBe('10');
    expect(request.searchParams.get('skip')).toBe('0');

    await page.getByRole('heading', { level: 1, name: 'Our Partner Farms' }).waitFor();
    const { items, meta } = await api<{ items: ApiFarm[]; meta: { totalCount: number } }>('/durian/farms?take=50');
    await page.getByRole('article').first().waitFor();
    // A farm card shows its whole picture, caption strip included.
    await expect.poll(() => croppedPictures(page.getByRole('article').first().locator('img'))).toEqual([]);
    await scrollToTheEnd(page.getByRole('article'));
    expect(await page.getByRole('article').count()).toBe(meta.totalCount);
    await expect.poll(() => page.title()).toBe('Our Partner Farms | Durio');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Partner farms' });
    await table.waitFor();
    for (const column of ['Name', 'Location', 'Specialties', 'Rating', 'Action']) {
      await table.getByRole('columnheader', { name: column }).waitFor();
    }
    expect(await table.getByRole('row').count()).toBe(meta.totalCount + 1);
    expect(page.url()).toContain('view=table');
    await expectNoSeriousA11yViolations(page);

    // Filter: state Johor, applied from the sheet, kept in the URL.
    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter farms' });
    await sheet.getByLabel('State').selectOption('Johor');
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await sheet.waitFor({ state: 'hidden' });
    const johor = items.filter((farm) => farm.state === 'Johor');
    expect(johor.length).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('row').count()).toBe(johor.length + 1);
    expect(new URL(page.url()).searchParams.get('state')).toBe('Johor');
    for (const farm of johor) await table.getByRole('rowheader', { name: new RegExp(farm.name) }).waitFor();

    // Sort by name.
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('menuitemradio', { name: 'Name (A–Z)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    const expected = johor.map((farm) => farm.name).sort((a, b) => a.localeCompare(b));
    await expect
      .poll(async () => (await table.getByRole('rowheader').allInnerTexts()).map((text) => text.replace(/\s*Certified$/, '').trim()))
      .toEqual(expected);

    // The URL carries the whole state: a reload shows the same list.
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: 'Partner farms' }).getByRole('row').count()).toBe(johor.length + 1);

    // Reset clears the filters (the sort stays), and the whole list scrolls in again.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('dialog', { name: 'Filter farms' }).getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('state')).toBe(false);
    await table.getByRole('row').nth(1).waitFor();
    await scrollToTheEnd(table.getByRole('row'));
    expect(await table.getByRole('row').count()).toBe(meta.totalCount + 1);

    // View opens the farm.
    const first = table.getByRole('row').nth(1);
    const name = (await first.getByRole('rowheader').innerText()).replace(/\s*Certified$/, '').trim();
    await first.getByRole('link', { name: `View ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('loads the next 10 farms each time the last one is half on screen, up to the end of the list', async () => {
    const { meta } = await api<{ meta: { totalCount: number } }>('/durian/farms?take=1');
    // The demo data holds more than two pages of verified farms.
    expect(meta.totalCount).toBeGreaterThan(20);
    expect(meta.totalCount).toBeLessThanOrEqual(30);
    const { items } = await api<{ items: ApiFarm[] }>(`/durian/farms?take=${meta.totalCount}`);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/durian/farms') asked.push(`${url.searchParams.get('skip')}+${url.searchParams.get('take')}`);
    });
    const cards = page.getByRole('article');
    const farmHeading = (index: number) => cards.getByRole('heading', { name: items[index]!.name, exact: true });

    await page.goto('/farms');
    await farmHeading(0).waitFor();
    await page.getByRole('status').filter({ hasText: `${meta.totalCount} farms` }).waitFor();
    expect(await cards.count()).toBe(10);
    expect(await endOfList().count()).toBe(0);

    await farmHeading(9).scrollIntoViewIfNeeded();
    await farmHeading(19).waitFor({ timeout: 30_000 });
    expect(await cards.count()).toBe(20);
    expect(await endOfList().count()).toBe(0);

    await farmHeading(19).scrollIntoViewIfNeeded();
    await farmHeading(meta.totalCount - 1).waitFor({ timeout: 30_000 });
    await endOfList().waitFor();
    expect(await cards.count()).toBe(meta.totalCount);
    // Best rated first, in the server's order, each farm once.
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(items.map((farm) => farm.name));
    expect(asked).toEqual(['0+10', '10+10', '20+10']);
  });

  it("shows 'Failed to load farms' with the server's message after one quick retry, and recovers with Try Again", async () => {
    await failCalls('^/api/v1/durian/farms$', 'The farm register is being updated');
    const calls: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/durian/farms') calls.push(Date.now());
    });
    await page.goto('/farms');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load farms' });
    await alert.waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    await alert.getByText('The farm register is being updated').waitFor();
    // The call and one retry soon after it, then the error (three backed-off retries took 3 s at least).
    expect(calls).toHaveLength(2);
    expect(shownAt - calls[0]!).toBeLessThan(2_500);
    await expectNoSeriousA11yViolations(page);

    await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('article').first().waitFor();
    await alert.waitFor({ state: 'detached' });
  });
});

describe('farm detail', () => {
  it('shows the farm, its maintenance media in one viewer across records, and its trees, products and gallery', async () => {
    const farm = await farmWithMaintenanceMedia();
    await page.goto('/farms');
    await page.getByRole('link', { name: farm.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: farm.name }).waitFor();
    await page.getByText('Founded').waitFor();
    // The badge tells an outside certification (isCertified), not the shop's own vetting (docs/product/catalogue.md).
    expect(await page.getByText('Certified Farm').count()).toBe(farm.isCertified ? 1 : 0);
    await page.getByRole('heading', { name: 'Our Story' }).waitFor();
    await page.getByRole('heading', { name: 'Cultivation Practices' }).waitFor();
    await page.getByRole('heading', { name: 'Specialties' }).waitFor();
    expect(await page.getByRole('link', { name: /@/ }).first().getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('link', { name: /^\+60/ }).first().getAttribute('href')).toMatch(/^tel:\+60/);
    await expect.poll(() => page.title()).toBe(`${farm.name} | Durio`);
    await expectNoSeriousA11yViolations(page);

    // The maintenance viewer runs through every file of every record.
    const maintenance = page.getByRole('region', { name: 'Maintenance History' });
    await maintenance.getByRole('button', { name: /^Open / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const total = Number((await counter().innerText()).split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await counter().filter({ hasText: `1 / ${total}` }).waitFor();
    const firstRecord = await dialog.getByRole('heading').innerText();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await counter().filter({ hasText: `2 / ${total}` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await counter().filter({ hasText: `1 / ${total}` }).waitFor();

    let crossedRecords = false;
    let sawVideo = false;
    let sawAudio = false;
    for (let position = 1; position <= total; position += 1) {
      await counter().filter({ hasText: `${position} / ${total}` }).waitFor();
      if ((await dialog.getByRole('heading').innerText()) !== firstRecord) crossedRecords = true;
      if ((await dialog.locator('video').count()) > 0) {
        sawVideo = true;
        const video = dialog.locator('video');
        expect(await video.getAttribute('controls')).not.toBeNull();
        // Metadata loaded: the browser can play the file.
        await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(1);
      }
      if ((await dialog.locator('audio').count()) > 0) {
        sawAudio = true;
        const audio = dialog.locator('audio');
        expect(await audio.getAttribute('controls')).not.toBeNull();
        await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThanOrEqual(1);
      }
      if (position < total) await page.keyboard.press('ArrowRight');
    }
    expect({ crossedRecords, sawVideo, sawAudio }).toEqual({ crossedRecords: true, sawVideo: true, sawAudio: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Tabs: trees (default), products and gallery.
    await page.getByRole('tab', { name: 'Farm Trees' }).waitFor();
    const trees = page.getByRole('tabpanel', { name: 'Farm Trees' });
    await trees.getByRole('article').first().waitFor();
    expect(await trees.getByRole('article').first().getByRole('link').first().getAttribute('href')).toMatch(/^\/trees\//);

    await page.getByRole('tab', { name: 'Products' }).click();
    const products = page.getByRole('tabpanel', { name: 'Products' });
    await products.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Gallery' }).click();
    const gallery = page.getByRole('tabpanel', { name: 'Gallery' });
    await gallery.getByRole('button', { name: /^Open photo/ }).first().click();
    await counter().filter({ hasText: /^1 \/ \d+$/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it("shows each tab's failure in an alert with the server's message", async () => {
    const farm = await farmWithMaintenanceMedia();
    await failCalls('^/api/v1/durian/farms/[^/]+/trees$', 'Tree register offline');
    await failCalls('^/api/v1/durian/gallery/', 'Gallery offline');
    await failCalls('^/api/v1/durian/products$', 'Catalogue offline');
    await page.goto(`/farms/${farm.id}`);
    await page.getByRole('heading', { level: 1, name: farm.name }).waitFor();

    await page.getByRole('alert').filter({ hasText: 'Failed to load farm trees' }).getByText('Tree register offline').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load farm products' }).getByText('Catalogue offline').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load farm gallery' }).getByText('Gallery offline').waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
  });

  it("answers an unknown farm with 'Farm Not Found' (and HTTP 404) and a way back", async () => {
    expect((await page.goto('/farms/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Farm Not Found' }).waitFor();
    await page.getByText("The farm you're looking for doesn't exist.").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Farms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Partner Farms' }).waitFor();
  });
});

describe('tree detail', () => {
  it('shows the tree, its maintenance history in the viewer and the products from it', async () => {
    const { items } = await api<{ items: ApiFarm[] }>('/durian/farms?take=50');
    let target: { farm: ApiFarm; tree: ApiTree } | undefined;
    for (const farm of items) {
      const { data } = await api<{ data: ApiTree[] }>(`/durian/farms/${farm.id}/trees?take=100`);
      for (const tree of data) {
        const products = await api<unknown[]>(`/durian/products/by-tree/${tree.id}`);
        if (products.length > 0 && tree.maintenanceRecords.some((r) => r.files.length > 0)) target = { farm, tree };
      }
      if (target) break;
    }
    if (!target) throw new Error('demo data has no tree with products and maintenance files');
    const { farm, tree } = target;

    await page.goto(`/farms/${farm.id}`);
    await page.getByRole('tabpanel', { name: 'Farm Trees' }).getByRole('link', { name: tree.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: tree.name }).waitFor();
    await page.getByText(/^Planted in \d{4}$/).waitFor();
    for (const tile of ['Planted', 'Height', 'Trunk Size', 'Variety']) await page.getByText(tile, { exact: true }).first().waitFor();
    const products = page.getByRole('region', { name: 'Products from this Tree' });
    await products.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('region', { name: 'Maintenance History' }).getByRole('button', { name: /^Open / }).first().click();
    await counter().filter({ hasText: /^1 \/ \d+$/ }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'View Farm Details' }).click();
    await page.getByRole('heading', { level: 1, name: farm.name }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Farm' }).click();
    await page.getByRole('heading', { level: 1, name: farm.name }).waitFor();
  });

  it("shows a failed product load in an alert, and 'No products available' for a tree without products", async () => {
    const { items } = await api<{ items: ApiFarm[] }>('/durian/farms?take=50');
    let bare: ApiTree | undefined;
    for (const farm of items) {
      const { data } = await api<{ data: ApiTree[] }>(`/durian/farms/${farm.id}/trees?take=100`);
      for (const tree of data) {
        if ((await api<unknown[]>(`/durian/products/by-tree/${tree.id}`)).length === 0) bare = tree;
      }
      if (bare) break;
    }
    if (!bare) throw new Error('demo data has no tree without products');

    // The failure first: catalogue replies may be cached by the browser once they have succeeded.
    await failCalls('^/api/v1/durian/products/by-tree/', 'Harvest records offline');
    await page.goto(`/trees/${bare.id}`);
    await page.getByRole('heading', { level: 1, name: bare.name }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to load products' }).getByText('Harvest records offline').waitFor({ timeout: 20_000 });
    await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });

    await page.reload();
    await page.getByText('No products available').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Browse All Products' }).click();
    await page.waitForURL(/\/shop$/);
  });

  it("answers an unknown tree with the alert 'Tree not found' (and HTTP 404) and Back to Farms", async () => {
    expect((await page.goto('/trees/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await page.getByRole('alert').filter({ hasText: 'Tree not found' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Farms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Partner Farms' }).waitFor();
  });
});

interface ApiSeason {
  state: 'in-season' | 'coming' | 'out-of-season';
}
interface ApiCalendar {
  months: string[];
  varieties: { variety: string; season: ApiSeason; regions: { state: string; months: ('peak' | 'season' | 'none')[] }[] }[];
}

describe('season calendar', () => {
  it('shows what is in season or coming next and each variety month by month by state, and leads to the shop filtered by a variety', async () => {
    const calendar = await api<ApiCalendar>('/durian/season');
    // The demo farms have windows around the day the demo data is made (docs/product/the-season.md).
    expect(calendar.varieties.length).toBeGreaterThan(0);
    const inSeason = calendar.varieties.filter((v) => v.season.state === 'in-season');
    const coming = calendar.varieties.filter((v) => v.season.state === 'coming');
    expect(inSeason.length + coming.length).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Season' }).click();
    await page.getByRole('heading', { level: 1, name: 'Durian Season Calendar' }).waitFor();
    await expect.poll(() => page.title()).toBe('Durian Season Calendar | Durio');

    const table = page.getByRole('table', { name: /^When each variety is harvested, state by state/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(2 + calendar.months.length);
    for (const { variety } of calendar.varieties) await table.getByRole('link', { name: variety, exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + calendar.varieties.reduce((rows, v) => rows + v.regions.length, 0));
    // Each month says its level in words, not in colour alone.
    const cellsOf = (level: 'peak' | 'season') => calendar.varieties.flatMap((v) => v.regions.flatMap((r) => r.months)).filter((m) => m === level).length;
    expect(await table.getByRole('cell', { name: 'Peak', exact: true }).count()).toBe(cellsOf('peak'));
    expect(await table.getByRole('cell', { name: 'In season', exact: true }).count()).toBe(cellsOf('season'));

    const list = page.getByRole('region', { name: inSeason.length > 0 ? 'In season now' : 'Coming next' });
    const [first] = inSeason.length > 0 ? inSeason : coming;
    await list.getByRole('link', { name: first!.variety, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await list.getByRole('link', { name: first!.variety, exact: true }).click();
    await page.waitForURL(/\/shop\?/);
    expect(new URL(page.url()).searchParams.get('varieties')).toBe(first!.variety);
    await page.getByRole('button', { name: `Remove filter ${first!.variety}` }).waitFor();
  });
});
