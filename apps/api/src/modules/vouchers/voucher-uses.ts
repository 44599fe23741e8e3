import type { Sen } from '@durio/shared/money';
import { normalizeVoucherCode, voucherDiscount, voucherRefusal, type VoucherLine, type VoucherTerms } from '@durio/shared/vouchers';
import type { PromotionLine } from '@durio/shared/promotions';
import type { Discount } from '@durio/shared/pricing';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productCategories, products } from '../catalogue/catalogue.schema';
import { orders } from '../orders/orders.schema';
import { termsOf } from './discount-terms-columns';
import { voucherCustomerUses, vouchers } from './vouchers.schema';

/*
 * A shopper's use of a voucher code (docs/product/fees.md, "Discounts"; decision record 040): the cart and the
 * checkout ask the one rule of packages/shared/src/vouchers.ts whether the code can be used, and the statement that
 * writes the order takes the use with `takeVoucherUseStatement`, so the limits hold under any load.
 */


/** A code the shop has, with what the rule needs to know about this customer's use of it. */
export interface VoucherForCustomer {
  id: string;
  code: string;
  terms: VoucherTerms;
  usesTaken: number;
  customerUses: number;
  isFirstOrder: boolean;
}

/** A line of a cart or an order about to be placed. */
export interface LineForCode {
  productId: string;
  quantity: number;
  /** What the line costs before discounts. */
  totalSen: Sen;
}

/** The decision on a code for these lines: why not, or the discount it gives (in the order of the lines). */
export type VoucherDecision = { voucher: VoucherForCustomer; refusal: string; discount: null } | { voucher: VoucherForCustomer; refusal: null; discount: Discount };


/**
 * The code as the shop has it, with this customer's uses, or null for a code it does not have. The customer's unpaid
 * order gives way to the next checkout (one unpaid order each) and its use with it, so a use it holds is not counted.
 */
export async function findVoucherForCustomer(db: Db, code: string, userId: string): Promise<VoucherForCustomer | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, normalizeVoucherCode(code)));
  if (!row) return null;
  const [[customer], [orderCounts]] = await Promise.all([
    db
      .select({ uses: voucherCustomerUses.uses })
      .from(voucherCustomerUses)
      .where(and(eq(voucherCustomerUses.voucherId, row.id), eq(voucherCustomerUses.userId, userId))),
    db
      .select({
        paid: sql<number>`count(*) filter (where ${orders.paidAt} is not null)`.mapWith(Number),
        heldByUnpaid: sql<number>`count(*) filter (where ${orders.status} = 'PENDING' and ${orders.voucherId} = ${row.id})`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
  ]);
  const held = orderCounts?.heldByUnpaid ?? 0;
  return {
    id: row.id,
    code: row.code,
    terms: { ...termsOf(row), usageLimit: row.usageLimit, perCustomerLimit: row.perCustomerLimit, firstOrderOnly: row.firstOrderOnly },
    usesTaken: Math.max(0, row.usesTaken - held),
    customerUses: Math.max(0, (customer?.uses ?? 0) - held),
    isFirstOrder: (orderCounts?.paid ?? 0) === 0,
  };
}

/**
 * The lines with the product, categories, farm and variety a code's or a promotion's terms name (docs/product/fees.md,
 * "Discounts"): read once for both.
 */
export async function readTermLines(db: Db, lines: readonly LineForCode[]): Promise<PromotionLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      farmId: products.farmId,
      variety: products.variety,
      categoryIds: sql<string[]>`coalesce((select array_agg(${productCategories.categoryId}) from ${productCategories}
        where ${productCategories.productId} = ${products.id}), '{}'::uuid[])`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    return {
      productId: line.productId,
      farmId: product?.farmId ?? '',
      variety: product?.variety ?? null,
      categoryIds: product?.categoryIds ?? [],
      totalSen: line.totalSen,
      quantity: line.quantity,
    };
  });
}

/**
 * Whether the customer can use the code on these lines, and what it takes off. `deliveryFeeSen` is the fee before the
 * code, or null while the cart has no address chosen (a free-delivery code is then judged at checkout).
 */
export async function decideVoucher(
  db: Db,
  input: { code: string; userId: string; lines: readonly VoucherLine[]; deliveryFeeSen: Sen | null; today: string },
): Promise<VoucherDecision | { voucher: null; refusal: string; discount: null }> {
  const voucher = await findVoucherForCustomer(db, input.code, input.userId);
  const lines = input.lines;
  const use = voucher && { usesTaken: voucher.usesTaken, customerUses: voucher.customerUses, isFirstOrder: voucher.isFirstOrder, deliveryFeeSen: input.deliveryFeeSen };
  const refusal = voucherRefusal(voucher?.terms ?? null, lines, use ?? { usesTaken: 0, customerUses: 0, isFirstOrder: true, deliveryFeeSen: null }, input.today);
  if (!voucher) return { voucher: null, refusal: refusal!, discount: null };
  if (refusal) return { voucher, refusal, discount: null };
  return { voucher, refusal: null, discount: voucherDiscount(voucher.terms, lines) };
}

/**
 * Taking one use of the code for the customer, as parts of the `with` statement that writes the order
 * (`voucher_taken`, `voucher_customer_taken`): one more use while the code is not paused and under its limit, and
 * one more of the customer's while under theirs; else no row, which the statement then refuses. Concurrent
 * checkouts wait on the code's row and each sees the count the one before left, on either database.
 */
export function takeVoucherUseStatement(use: { voucherId: string; userId: string }): SQL {
  return sql`voucher_taken as (
      update ${vouchers} set uses_taken = ${vouchers.usesTaken} + 1
      where ${vouchers.id} = ${use.voucherId}::uuid and not ${vouchers.paused}
        and (${vouchers.usageLimit} is null or ${vouchers.usesTaken} < ${vouchers.usageLimit})
      returning ${vouchers.id}
    ), voucher_customer_taken as (
      insert into ${voucherCustomerUses} (voucher_id, user_id, uses)
      select ${vouchers.id}, ${use.userId}::uuid, 1 from ${vouchers}
      where ${vouchers.id} = ${use.voucherId}::uuid and coalesce(${vouchers.perCustomerLimit}, 1) >= 1
      on conflict (voucher_id, user_id) do update set uses = ${voucherCustomerUses.uses} + 1
      where ${voucherCustomerUses.uses} < coalesce((select per_customer_limit from ${vouchers} where id = excluded.voucher_id), ${voucherCustomerUses.uses} + 1)
      returning voucher_id
    )`;
}

/** Gives a cancelled order's use of its code back, to the code and to its customer. */
export async function releaseVoucherUse(tx: Tx, use: { voucherId: string | null; userId: string | null }): Promise<void> {
  if (!use.voucherId) return;
  await tx
    .update(vouchers)
    .set({ usesTaken: sql`greatest(${vouchers.usesTaken} - 1, 0)` })
    .where(eq(vouchers.id, use.voucherId));
  if (!use.userId) return;
  await tx
    .update(voucherCustomerUses)
    .set({ uses: sql`greatest(${voucherCustomerUses.uses} - 1, 0)` })
    .where(and(eq(voucherCustomerUses.voucherId, use.voucherId), eq(voucherCustomerUses.userId, use.userId)));
}
