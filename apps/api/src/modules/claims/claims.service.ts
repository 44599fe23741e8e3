import { senToRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import { linePaidSen } from '@durio/shared/pricing';
import { claimRefusals, type AdminClaim, type Claim, type CreateClaimBody, type ClaimStatus } from '@durio/shared/schemas/claims';
import { and, asc, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { users } from '../auth/auth.schema';
import { products } from '../catalogue/catalogue.schema';
import { files } from '../files/files.schema';
import { loadMediaByOwner, mediaLinks } from '../files/public';
import { orderItems, orders, orderUpdates } from '../orders/orders.schema';
import { getGuaranteeHours } from '../settings/public';
import { capturesOfOrders, moneyOf, refundsOfOrders } from '../payments/public';
import { guaranteeClaimFiles, guaranteeClaims } from './claims.schema';

/*
 * The fruit guarantee's claims (docs/product/fruit-guarantee.md): the customer's claim for a line of a delivered
 * order, and the reads the order page and the console's queue show. Deciding a claim moves money, so it is a flow
 * (flows/decide-claim.ts) built on `lockOpenClaim` and `recordDecision` here.
 */

export type ClaimRow = typeof guaranteeClaims.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const orderItemNotFound = () => new NotFoundError('Order item not found');

function toClaim(row: ClaimRow, media: Claim['media']): Claim {
  return {
    id: row.id,
    orderId: row.orderId,
    itemId: row.orderItemId,
    reason: row.reason,
    note: row.note,
    wants: row.wants,
    media,
    status: row.status,
    outcome: row.outcome,
    amount: row.amountSen === null ? null : senToRm(row.amountSen),
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The claims of these orders by their line, with their photos: what the order replies show on each line. */
export async function loadClaimsOfOrders(db: Db, storage: FileStorage, orderIds: readonly string[]): Promise<Map<string, Claim>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(guaranteeClaims).where(inArray(guaranteeClaims.orderId, [...orderIds]));
  const media = await loadMediaByOwner(db, storage, mediaLinks.guaranteeClaim, rows.map((row) => row.id));
  return new Map(rows.map((row) => [row.orderItemId, toClaim(row, media.get(row.id) ?? [])]));
}

/**
 * When the order was delivered: its latest move to DELIVERED (an order delivered, corrected and delivered again counts
 * from the last), or its last change for an order delivered before moves were recorded.
 */
async function deliveredAt(db: Db, order: { id: string; updatedAt: Date }): Promise<Date> {
  const [row] = await db
    .select({ at: max(orderUpdates.createdAt) })
    .from(orderUpdates)
    .where(and(eq(orderUpdates.orderId, order.id), eq(orderUpdates.status, 'DELIVERED')));
  return row?.at ?? order.updatedAt;
}

/**
 * The customer's photos of the fruit, attached in the order given: pictures they uploaded to 'claims' (another
 * customer's is answered as missing) that no other claim shows.
 */
async function attachPhotos(tx: Tx, userId: string, claimId: string, photoIds: readonly string[]): Promise<void> {
  const found = await tx
    .select({ id: files.id, mimeType: files.mimeType, folder: files.folder, usedBy: guaranteeClaimFiles.claimId })
    .from(files)
    .leftJoin(guaranteeClaimFiles, eq(guaranteeClaimFiles.fileId, files.id))
    .where(and(inArray(files.id, [...photoIds]), eq(files.uploadedBy, userId)));
  for (const id of photoIds) {
    const photo = found.find((file) => file.id === id);
    if (!photo || photo.folder !== 'claims' || !photo.mimeType.startsWith('image/')) throw new NotFoundError(claimRefusals.photoNotFound);
    if (photo.usedBy) throw new ConflictError(claimRefusals.photoTaken);
  }
  await tx.insert(guaranteeClaimFiles).values([...new Set(photoIds)].map((fileId, position) => ({ claimId, fileId, position })));
}

/** A line's claim is the only one: a second, even sent at the same moment, is refused by the unique key. */
async function refusingSecondClaim<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) throw new ConflictError(claimRefusals.alreadyClaimed);
    throw err;
  }
}

/**
 * What is left to refund to the card of each order: what the gateway took less what went (or is going) back, read
 * for all the orders in two queries; none without a payment.
 */
async function cardRefundableOf(db: Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  const [captures, refunds] = await Promise.all([capturesOfOrders(db, orderIds), refundsOfOrders(db, orderIds)]);
  return new Map(
    orderIds.map((orderId) => [
      orderId,
      moneyOf(
        captures.filter((capture) => capture.orderId === orderId),
        refunds.filter((refund) => refund.orderId === orderId),
      ).netSen,
    ]),
  );
}

export function createClaimsService({ db, clock, storage }: { db: Db; clock: Clock; storage: FileStorage }) {
  /** Claims as the console shows them: the line, its farm and customer, what it was paid and what the card has left. */
  async function adminClaims(where: SQL | undefined): Promise<AdminClaim[]> {
    const rows = await db
      .select({ claim: guaranteeClaims, item: orderItems, farmId: products.farmId, customer: { id: users.id, displayName: users.displayName, email: users.email } })
      .from(guaranteeClaims)
      .innerJoin(orderItems, eq(orderItems.id, guaranteeClaims.orderItemId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(users, eq(users.id, guaranteeClaims.userId))
      .where(where)
      .orderBy(
        sql`${guaranteeClaims.status} = 'OPEN' desc`,
        sql`case when ${guaranteeClaims.status} = 'OPEN' then ${guaranteeClaims.createdAt} end asc`,
        desc(guaranteeClaims.decidedAt),
        asc(guaranteeClaims.id),
      )
      .limit(500);
    const orderIds = [...new Set(rows.map((row) => row.claim.orderId))];
    const [media, cardLeft] = await Promise.all([
      loadMediaByOwner(db, storage, mediaLinks.guaranteeClaim, rows.map((row) => row.claim.id)),
      cardRefundableOf(db, orderIds),
    ]);
    return rows.map(({ claim, item, farmId, customer }) => ({
      ...toClaim(claim, media.get(claim.id) ?? []),
      orderNumber: orderNumber(claim.orderId),
      product: { id: item.productId, name: item.productName },
      farm: { id: farmId, name: item.farmName },
      quantity: item.quantity,
      customer: customer?.id ? { id: customer.id, displayName: customer.displayName, email: customer.email } : null,
      paid: senToRm(linePaidSen(item)),
      cardRefundable: senToRm(cardLeft.get(claim.orderId) ?? 0),
    }));
  }

  async function claimView(row: ClaimRow): Promise<Claim> {
    const media = await loadMediaByOwner(db, storage, mediaLinks.guaranteeClaim, [row.id]);
    return toClaim(row, media.get(row.id) ?? []);
  }

  return {
    /**
     * A claim for a line of the customer's own delivered order, within the guarantee's hours after delivery, with 1
     * to 3 photos (docs/product/fruit-guarantee.md). Another customer's order is answered as missing.
     */
    async create(userId: string, orderId: string, itemId: string, body: CreateClaimBody): Promise<Claim> {
      const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) throw new NotFoundError('Order not found');
      const [item] = await db.select().from(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
      if (!item) throw orderItemNotFound();
      if (order.status !== 'DELIVERED') throw new ConflictError(claimRefusals.notDelivered);
      const [delivered, hours] = await Promise.all([deliveredAt(db, order), getGuaranteeHours(db)]);
      const now = clock.now();
      if (now.getTime() > delivered.getTime() + hours * 3_600_000) throw new ConflictError(claimRefusals.tooLate);
      const row = await refusingSecondClaim(
        db.transaction(async (tx) => {
          const [claim] = await tx
            .insert(guaranteeClaims)
            .values({ orderId, orderItemId: itemId, userId, reason: body.reason, note: body.note, wants: body.wants, createdAt: now })
            .returning();
          await attachPhotos(tx, userId, claim!.id, body.mediaIds);
          return claim!;
        }),
      );
      return claimView(row);
    },

    /** The console's queue: the open claims first, oldest first (the longest waiting on top), then the decided, newest first. */
    list: (query: { status?: ClaimStatus }) => adminClaims(query.status ? eq(guaranteeClaims.status, query.status) : undefined),

    /** One claim as the queue shows it (404 when there is none). */
    async get(claimId: string): Promise<AdminClaim> {
      const [claim] = await adminClaims(eq(guaranteeClaims.id, claimId));
      if (!claim) throw new NotFoundError(claimRefusals.notFound);
      return claim;
    },
  };
}

/** The claim with its line, its row locked until the deciding transaction ends (404 when there is none). */
export async function lockClaim(tx: Tx, claimId: string): Promise<{ claim: ClaimRow; item: ItemRow }> {
  const [row] = await tx
    .select({ claim: guaranteeClaims, item: orderItems })
    .from(guaranteeClaims)
    .innerJoin(orderItems, eq(orderItems.id, guaranteeClaims.orderItemId))
    .where(eq(guaranteeClaims.id, claimId))
    .for('update', { of: guaranteeClaims });
  if (!row) throw new NotFoundError(claimRefusals.notFound);
  return row;
}

/** Writes the owner's decision on an open claim (the caller locked it and checked it is open). */
export async function recordDecision(
  tx: Tx,
  decision: { claimId: string; by: string; at: Date } & (
    | { status: 'APPROVED'; outcome: 'card' | 'credit'; amountSen: number }
    | { status: 'DECLINED'; declineReason: string }
  ),
): Promise<void> {
  await tx
    .update(guaranteeClaims)
    .set({
      status: decision.status,
      outcome: decision.status === 'APPROVED' ? decision.outcome : null,
      amountSen: decision.status === 'APPROVED' ? decision.amountSen : null,
      declineReason: decision.status === 'DECLINED' ? decision.declineReason : null,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(guaranteeClaims.id, decision.claimId), eq(guaranteeClaims.status, 'OPEN')));
}
