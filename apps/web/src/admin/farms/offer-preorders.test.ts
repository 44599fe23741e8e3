import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@durio/shared/languages';
import { orderStatuses } from '@durio/shared/order-status';
import { unfilledChoices } from '@durio/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { choiceKey, fruitsWaiting, type OfferPreorder } from './offer-preorders';

/*
 * The console's list of an offer's pre-orders (docs/product/the-season.md, Pre-orders): what each still waits for, and
 * what its customer chose when the window ended with fruit still on the tree.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const texts = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(here, '../../locales', language, 'admin-catalogue.json'), 'utf8'));

const preorder = (over: Partial<OfferPreorder>): OfferPreorder => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  orderNumber: 'DUR-00000001',
  customerName: 'Aisyah',
  status: 'PAID',
  fruits: 3,
  fruitsFilled: 0,
  fruitsRefunded: 0,
  choice: null,
  placedAt: '2027-06-01T10:00:00+08:00',
  ...over,
});

describe('the fruits a pre-order waits for', () => {
  it('are those reserved, less those filled and those refunded', () => {
    expect(fruitsWaiting(preorder({}))).toBe(3);
    expect(fruitsWaiting(preorder({ fruitsFilled: 1 }))).toBe(2);
    expect(fruitsWaiting(preorder({ status: 'PROCESSING', fruitsFilled: 1, fruitsRefunded: 2 }))).toBe(0);
    expect(fruitsWaiting(preorder({ status: 'PROCESSING', fruitsFilled: 3 }))).toBe(0);
  });

  it('are none to tell for a cancelled pre-order', () => {
    expect(fruitsWaiting(preorder({ status: 'CANCELLED' }))).toBeNull();
    expect(fruitsWaiting(preorder({ status: 'CANCELLED', fruitsRefunded: 3 }))).toBeNull();
    for (const status of orderStatuses.filter((s) => s !== 'CANCELLED')) expect(fruitsWaiting(preorder({ status }))).toBe(3);
  });
});

describe("the customer's choice", () => {
  it('is named in English as the console shows it, and not at all before it is made', () => {
    const english = texts('en');
    expect(english[choiceKey('substitute')!]).toBe('Fruit from another tree');
    expect(english[choiceKey('refund')!]).toBe('Refund');
    expect(choiceKey(null)).toBeNull();
  });

  it.each(languages)('names each choice apart in %s', (language) => {
    const catalogue = texts(language);
    const names = unfilledChoices.map((choice) => catalogue[choiceKey(choice)!]);
    for (const name of names) expect(name?.trim()).toBeTruthy();
    expect(new Set(names).size).toBe(unfilledChoices.length);
  });
});
