/**
 * The Vendure server the benchmark runs: a CommonJS file written into Vendure's cache folder, so that it loads
 * @vendure/core from there (the shop's workspaces know nothing of Vendure, and tsc never sees its types). It is
 * Vendure's own `bootstrap` with the settings a shop of one currency needs, and two modes:
 *  - `populate`: Vendure's own `populate` (as `@vendure/create` sets up a new project) on the empty database:
 *    Malaysia in an Asia zone with a tax rate, a shipping method, the dummy payment handler as a payment method
 *    that settles at once, and the products from a CSV through Vendure's importer, each with plenty of stock and
 *    inventory tracked; then it exits;
 *  - `serve`: the server the shoppers order from, printing VENDURE_READY once it listens.
 * Settings come from the environment: PORT, DATABASE_URL, PRODUCTS (how many), STOCK, SUPERADMIN_PASSWORD.
 */
import fs from 'node:fs';
import path from 'node:path';

export const VENDURE_READY = 'VENDURE_READY';
/** The payment method's code: Vendure names it after the name given in populate's initial data. */
export const VENDURE_PAYMENT_METHOD = 'dummy-payment';
export const VENDURE_COUNTRY = 'MY';

const source = String.raw`'use strict';
// Written by Durio's bench/vendure/server-entry.ts; run by bench/vendure/whole-orders.ts. Do not edit here.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const bcrypt = require('bcrypt');
const { bootstrap, DefaultLogger, LogLevel, dummyPaymentHandler } = require('@vendure/core');
const { populate } = require('@vendure/core/cli');

const config = {
  apiOptions: { hostname: '127.0.0.1', port: Number(process.env.PORT), adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    requireVerification: false,
    // Vendure refuses to start in production with its default superadmin password: one of the run's own.
    superadminCredentials: { identifier: 'superadmin', password: process.env.SUPERADMIN_PASSWORD },
    // Vendure's own bcrypt at cost 4 instead of 12: only the untimed sign-ups and sign-ins hash a password, and
    // 800 hashes at cost 12 would take minutes on two cores. No call of the timed order hashes anything.
    passwordHashingStrategy: {
      hash: (plaintext) => bcrypt.hash(plaintext, 4),
      check: (plaintext, hash) => bcrypt.compare(plaintext, hash),
    },
  },
  dbConnectionOptions: { type: 'postgres', url: process.env.DATABASE_URL, synchronize: true, logging: false },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
};

const initialData = {
  defaultLanguage: 'en',
  defaultZone: 'Asia',
  countries: [{ name: 'Malaysia', code: 'MY', zone: 'Asia' }],
  taxRates: [{ name: 'Standard Tax', percentage: 8 }],
  shippingMethods: [{ name: 'Standard Shipping', price: 1500 }],
  paymentMethods: [
    { name: 'Dummy Payment', handler: { code: dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'true' }] } },
  ],
  collections: [],
};

/** The products as Vendure's importer reads them: one variant each, inventory tracked. */
function productsCsv() {
  const header = 'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets';
  const rows = Array.from({ length: Number(process.env.PRODUCTS) }, (_, i) =>
    ['Durian ' + i, 'durian-' + i, 'A durian', '', '', '', '', 'DURIAN-' + i, String(40 + i), 'Standard Tax', process.env.STOCK, 'true', '', ''].join(','),
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'durio-bench-vendure-')), 'products.csv');
  fs.writeFileSync(file, [header, ...rows].join('\n') + '\n');
  return file;
}

async function main(mode) {
  if (mode === 'populate') {
    const csv = productsCsv();
    const app = await populate(() => bootstrap(config), initialData, csv);
    await app.close();
    fs.rmSync(path.dirname(csv), { recursive: true, force: true });
    process.exit(0);
  }
  await bootstrap(config);
  console.log('${VENDURE_READY}');
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/** Writes the entry into Vendure's folder (anew each run, so it is always this file's); returns its path. */
export function writeServerEntry(vendureDir: string): string {
  const file = path.join(vendureDir, 'durio-bench-server.js');
  fs.writeFileSync(file, source);
  return file;
}
