import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@durio/shared/languages';
import { refundReasons } from '@durio/shared/payment-status';
import { describe, expect, it } from 'vitest';
import { movementStatusKey, movementWhatKey } from './money-ledger';

/*
 * The console's Money section names each capture and refund of an order (docs/product/orders-and-payments.md,
 * "Money after the sale") by what it was and whether the gateway confirmed it, in every language.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const adminTexts = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(here, '../../locales', language, 'admin.json'), 'utf8'));
const english = adminTexts('en');

describe('the money ledger labels', () => {
  it('say what each movement was: the payment, or why the refund was made', () => {
    const what = (reason: Parameters<typeof movementWhatKey>[0]['reason']) => english[movementWhatKey({ reason })];
    expect(what('payment')).toBe('Payment captured');
    expect(what('weighing')).toBe('Refund: weighing');
    expect(what('cancel')).toBe('Refund: cancelled order');
    expect(what('duplicate')).toBe('Refund: duplicate payment');
    expect(what('unfilled')).toBe('Refund: fruit that did not drop');
    expect(what('guarantee')).toBe('Refund: fruit guarantee');
  });

  it('say whether the gateway has confirmed it', () => {
    expect(english[movementStatusKey({ status: 'DONE' })]).toBe('Done');
    expect(english[movementStatusKey({ status: 'PENDING' })]).toBe('Waiting for the gateway');
  });

  it.each(languages)('name every reason and status apart in %s', (language) => {
    const texts = adminTexts(language);
    const whats = (['payment', ...refundReasons] as const).map((reason) => texts[movementWhatKey({ reason })]);
    const statuses = (['DONE', 'PENDING'] as const).map((status) => texts[movementStatusKey({ status })]);
    for (const label of [...whats, ...statuses]) expect(label?.trim()).toBeTruthy();
    expect(new Set(whats).size).toBe(whats.length);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});
