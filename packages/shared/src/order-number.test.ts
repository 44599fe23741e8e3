import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';

const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('order numbers', () => {
  it("names an order 'DRN-' and the id's first 5 characters, upper-cased", () => {
    expect(orderNumber(id)).toBe('DRN-1A2B3');
  });
});
