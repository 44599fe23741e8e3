import { describe, expect, it } from 'vitest';
import { confirmationNumber, shortOrderId } from './order-number';

const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('order numbers', () => {
  it("names the order on the confirmation page 'DRN-' and the id's first 5 characters, upper-cased", () => {
    expect(confirmationNumber(id)).toBe('DRN-1A2B3');
  });

  it("names it on the orders list and the invoice by the id's first 8 characters", () => {
    expect(shortOrderId(id)).toBe('1a2b3c4d');
  });
});
