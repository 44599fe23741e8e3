import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHOP_FIRST_SCREEN } from '@durio/shared/shop-filters';
import { createTestFarm, createTestProduct } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let webDir: string;
const PRODUCTS = SHOP_FIRST_SCREEN + 3;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-shop-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Durio</title></head><body></body></html>');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  const farm = await createTestFarm(t.db, { name: 'Raub Heritage Orchard' });
  for (let n = 1; n <= PRODUCTS; n++) {
    await createTestProduct(t.db, { name: `Musang King Box ${n}`, farmId: farm.id, createdAt: new Date(Date.UTC(2025, 0, n)) });
  }
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

it("carries the first screen of the shop's products in its HTML, with the total of the whole match (decision record 026)", async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/shop', headers: { cookie: 'lang=en' } })).body;
  const pageData = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
  const firstPage = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/products?take=100&sort=featured&skip=0' })).json();

  expect(firstPage.data).toHaveLength(PRODUCTS);
  expect(pageData.data).toEqual({ data: firstPage.data.slice(0, SHOP_FIRST_SCREEN), total: PRODUCTS });
});
