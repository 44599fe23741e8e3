import { productFieldsSchema } from '@durio/shared/schemas/catalogue';
import { createTreeBodySchema } from '@durio/shared/schemas/farm-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainValidationMessage } from './validation-messages';

// The map is the web app's, set in src/lib/zod.ts; the files after this one in its process (API tests) read zod's own text.
beforeAll(() => z.config({ customError: plainValidationMessage }));
afterAll(() => z.config({ customError: undefined }));

/** Each field's first message, as a form shows it. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

const productFields = productFieldsSchema.pick({ name: true, description: true, price: true, stock: true, harvestDate: true });

describe('plain validation messages (docs/product/languages.md)', () => {
  it('say what is wrong with a product in plain words: a field to fill in, a number to enter, a whole one, at least 0', () => {
    expect(messagesOf(productFields, { name: ' ', description: '', price: Number.NaN, stock: -3, harvestDate: '12/06/2025' })).toEqual({
      name: 'Fill in this field',
      description: 'Fill in this field',
      price: 'Enter a number',
      stock: 'Must be at least 0',
      harvestDate: 'Give the date as YYYY-MM-DD',
    });
    expect(messagesOf(productFields, { name: 'D24', description: 'Creamy', price: 0, stock: 1.5 })).toEqual({
      price: 'Must be more than 0',
      stock: 'Enter a whole number',
    });
    expect(messagesOf(productFields, { name: 'x'.repeat(201), description: 'Creamy', price: 12.345, stock: 2_000_000 })).toEqual({
      name: 'Enter at most 200 characters',
      price: 'Use at most two decimals',
      stock: 'Must be at most 1,000,000',
    });
  });

  it("leave a schema's own messages as they are", () => {
    expect(messagesOf(createTreeBodySchema, { name: '', variety: 'D24', plantedYear: 2099, height: -1 })).toEqual({
      name: 'Name is required',
      plantedYear: 'Planting year cannot be in the future',
      height: 'Must be more than 0',
    });
    expect(messagesOf(createTreeBodySchema, { name: 'Tree 7', variety: 'D24', plantedYear: 1998.5 })).toEqual({
      plantedYear: 'Enter a whole number',
    });
  });
});
