import { promotionSchema } from '@durio/shared/schemas/promotions';
import { voucherSchema } from '@durio/shared/schemas/vouchers';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import {
  categories,
  deliveryZones,
  dropoffPoints,
  farms,
  galleryEntries,
  harvestWindows,
  maintenanceRecords,
  orders,
  preorderDrops,
  preorderOffers,
  products,
  reviews,
  shopSettings,
  trees,
} from '../../../../api/src/db/schema';
import { knownHistoryFields } from './history-field-kinds';

/*
 * The console's history shows each field an admin change records by a label in the page's language, or not at
 * all (docs/product/admin-console.md). A column added to a table the admin changes, with neither, would show
 * its internal name: this fails first.
 */

/** The tables whose rows the API records, whole, as an admin change's before and after (apps/api/src/audit). */
const recordedTables: Record<string, PgTable> = {
  categories,
  deliveryZones,
  dropoffPoints,
  farms,
  galleryEntries,
  harvestWindows,
  maintenanceRecords,
  orders,
  preorderDrops,
  preorderOffers,
  products,
  reviews,
  shopSettings,
  trees,
};

/**
 * What the API adds to a recorded row: its links to pictures and categories, an order move's message, a weighing's
 * refund and weights, a delivery zone's runs in a calendar change.
 */
const addedFields = ['mediaIds', 'categoryIds', 'message', 'refundSen', 'weights', 'slots'];

it.each(Object.entries(recordedTables))('labels or quiets every column of %s an admin change records', (_, table) => {
  const unknown = Object.keys(getTableColumns(table)).filter((column) => !knownHistoryFields.has(column));
  expect(unknown).toEqual([]);
});

it('labels what the API adds to a recorded row', () => {
  expect(addedFields.filter((field) => !knownHistoryFields.has(field))).toEqual([]);
});

/** What the API records of a voucher and a promotion: its reply, whole (docs/product/fees.md, "Discounts"). */
it.each([
  ['a voucher', voucherSchema],
  ['a promotion', promotionSchema],
])('labels or quiets every field of %s an admin change records', (_, schema) => {
  expect(Object.keys(schema.shape).filter((field) => !knownHistoryFields.has(field))).toEqual([]);
});
