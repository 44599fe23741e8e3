import { describe, expect, it } from 'vitest';
import { isBuyable } from './buyable';

describe('buyable (docs/product/catalogue.md)', () => {
  it('is a product marked available with some left', () => {
    expect(isBuyable({ available: true, stock: 1 })).toBe(true);
  });

  it('is not a product marked unavailable, however much is in stock', () => {
    expect(isBuyable({ available: false, stock: 40 })).toBe(false);
  });

  it('is not a product sold out', () => {
    expect(isBuyable({ available: true, stock: 0 })).toBe(false);
  });

  it('is not a draft, however much is in stock', () => {
    expect(isBuyable({ available: true, stock: 40, draft: true })).toBe(false);
  });
});
