import type { Alert } from '@durio/shared/schemas/alerts';
import { describe, expect, it } from 'vitest';
import { isAlertAbout, waitingAlertAbout } from './alert-targets';

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const TREE = '00000000-0000-4000-8000-000000000002';
let ids = 10;
const alert = (target: Alert['target'], told: string | null = null): Alert => ({
  id: `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
  target,
  createdAt: '2026-11-01T02:00:00.000Z',
  confirmedAt: '2026-11-01T02:05:00.000Z',
  notifiedAt: told,
});

describe('an alert about the thing on a page', () => {
  it('is about a product or a tree by its id, never one by the other', () => {
    const product = alert({ kind: 'product', id: PRODUCT, name: 'D101 Golden Pulp 400 g' });
    const tree = alert({ kind: 'tree', id: TREE, name: 'Old Raub MK' });
    expect(isAlertAbout(product, { productId: PRODUCT })).toBe(true);
    expect(isAlertAbout(product, { productId: TREE })).toBe(false);
    expect(isAlertAbout(product, { treeId: PRODUCT })).toBe(false);
    expect(isAlertAbout(tree, { treeId: TREE })).toBe(true);
    expect(isAlertAbout(tree, { variety: 'Old Raub MK' })).toBe(false);
  });

  it('is about a variety whatever its letter case and spaces, as the API compares them', () => {
    const variety = alert({ kind: 'variety', id: null, name: 'Musang King' });
    expect(isAlertAbout(variety, { variety: 'musang king' })).toBe(true);
    expect(isAlertAbout(variety, { variety: ' MUSANG KING ' })).toBe(true);
    expect(isAlertAbout(variety, { variety: 'Musang King D197' })).toBe(false);
    expect(isAlertAbout(variety, { productId: PRODUCT })).toBe(false);
  });
});

describe('the alert still waiting about a thing', () => {
  it('passes over alerts already told: asking again is a new alert', () => {
    const told = alert({ kind: 'product', id: PRODUCT, name: 'D101' }, '2026-11-20T00:00:00.000Z');
    const waiting = alert({ kind: 'product', id: PRODUCT, name: 'D101' });
    expect(waitingAlertAbout([told], { productId: PRODUCT })).toBeUndefined();
    expect(waitingAlertAbout([told, waiting], { productId: PRODUCT })).toBe(waiting);
  });

  it('finds none while the list is not there (a visitor, or still loading)', () => {
    expect(waitingAlertAbout(undefined, { variety: 'D24' })).toBeUndefined();
    expect(waitingAlertAbout([], { variety: 'D24' })).toBeUndefined();
  });
});
