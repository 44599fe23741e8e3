import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { orderNumber } from '@durio/shared/order-number';
import { senToRm } from '@durio/shared/money';
import { unitPriceSen } from '@durio/shared/pricing';
import {
  preorderOfferRefusals,
  type CreatePreorderOfferBody,
  type OfferPreorders,
  type PreorderOffer,
  type UpdatePreorderOfferBody,
} from '@durio/shared/schemas/preorders';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db } from '../../db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { malaysianDate } from '../../lib/malaysia-dates';
import { farms, harvestWindows, products, trees } from '../catalogue/catalogue.schema';
import { varietyKey } from '../catalogue/public';
import { preorderDrops, preorderOffers, preorders } from './preorders.schema';
import { orders } from '../orders/orders.schema';
import { users } from '../auth/auth.schema';
import { openOn } from './offer-open';

const sameVariety = (a: string, b: string) => varietyKey(a) === varietyKey(b);

/** Shoppers see the offers of a verified farm only, as they see its trees and products. */
const onVerifiedFarm = eq(farms.verificationStatus, 'VERIFIED');

/**
 * Pre-order offers (docs/product/the-season.md, Pre-orders): the admin opens a tree's next drop, or a farm's
 * variety, for one harvest window still to end, with the fruits on offer (the tree's estimate unless lowered) and
 * the whole fruit that prices one; shoppers read the open offers of a tree or a farm with what is left, and one offer
 * at checkout.
 */
export function createPreorderOffersService({ db, clock }: { db: Db; clock: Clock }) {
  const today = () => malaysianDate(clock.now());

  /** The offers `where` picks, earliest window first, then by tree (the farm's variety last); `open` on `day`. */
  async function findOffers(where: SQL | undefined, day = today()): Promise<PreorderOffer[]> {
    const rows = await db
      .select({
        offer: preorderOffers,
        window: harvestWindows,
        tree: { id: trees.id, name: trees.name },
        product: products,
        open: sql<boolean>`${openOn(day)}`,
      })
      .from(preorderOffers)
      .innerJoin(harvestWindows, eq(harvestWindows.id, preorderOffers.windowId))
      .innerJoin(farms, eq(farms.id, harvestWindows.farmId))
      .innerJoin(products, eq(products.id, preorderOffers.productId))
      .leftJoin(trees, eq(trees.id, preorderOffers.treeId))
      .where(where)
      .orderBy(asc(harvestWindows.startsOn), asc(trees.name), asc(preorderOffers.id));
    return rows.map(({ offer: o, window: w, tree, product: p, open }) => ({
      id: o.id,
      farmId: w.farmId,
      window: { id: w.id, variety: w.variety, startsOn: w.startsOn, endsOn: w.endsOn },
      tree: tree?.id ? { id: tree.id, name: tree.name } : null,
      product: {
        id: p.id,
        name: p.name,
        pricedBy: p.pricedBy,
        price: senToRm(p.discountPriceSen ?? p.priceSen),
        chargedPrice: senToRm(unitPriceSen(p)),
        minWeight: p.pricedBy === 'kg' && p.minWeightGrams !== null ? p.minWeightGrams / 1000 : null,
        weight: p.weightGrams === null ? null : p.weightGrams / 1000,
      },
      fruitsOffered: o.fruitsOffered,
      fruitsReserved: o.fruitsReserved,
      fruitsLeft: o.fruitsOffered - o.fruitsReserved,
      open,
      createdAt: o.createdAt.toISOString(),
    }));
  }

  async function readOffer(id: string): Promise<PreorderOffer> {
    const [offer] = await findOffers(eq(preorderOffers.id, id));
    if (!offer) throw new NotFoundError('Pre-order offer not found');
    return offer;
  }

  return {
    async createOffer(adminId: string, body: CreatePreorderOfferBody): Promise<PreorderOffer> {
      // 1. The window, still to end; the product and the tree of its farm and variety.
      const [window] = await db.select().from(harvestWindows).where(eq(harvestWindows.id, body.windowId));
      if (!window) throw new NotFoundError('Harvest window not found');
      if (window.endsOn < today()) throw new BadRequestError(preorderOfferRefusals.windowOver);
      const [product] = await db.select().from(products).where(and(eq(products.id, body.productId), isNull(products.deletedAt)));
      if (!product) throw new NotFoundError('Product not found');
      if (product.farmId !== window.farmId || !sameVariety(product.variety, window.variety) || product.form !== 'whole') {
        throw new BadRequestError(preorderOfferRefusals.productNotOfWindow);
      }
      let estimate: number | null = null;
      if (body.treeId) {
        const [tree] = await db.select().from(trees).where(eq(trees.id, body.treeId));
        if (!tree) throw new NotFoundError('Tree not found');
        if (tree.farmId !== window.farmId || !sameVariety(tree.variety, window.variety)) throw new BadRequestError(preorderOfferRefusals.treeNotOfWindow);
        estimate = tree.expectedFruits;
      }
      // 2. The fruits: the tree's estimate unless fewer are given; never more than it.
      const fruitsOffered = body.fruitsOffered ?? estimate;
      if (fruitsOffered === null || fruitsOffered < 1) throw new BadRequestError(preorderOfferRefusals.fruitsRequired);
      if (estimate !== null && fruitsOffered > estimate) throw new BadRequestError(preorderOfferRefusals.overEstimate);
      // 3. One offer per tree (or farm variety) and window.
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(preorderOffers)
            .values({ windowId: window.id, treeId: body.treeId, productId: product.id, fruitsOffered })
            .returning();
          await recordAdminChange(tx, { actorId: adminId, entity: 'pre-order offer', entityId: row!.id, action: 'created', before: null, after: row! });
          return row!.id;
        });
        return readOffer(id);
      } catch (err) {
        if (postgresErrorCode(err) === UNIQUE_VIOLATION) throw new ConflictError(preorderOfferRefusals.alreadyOffered);
        throw err;
      }
    },

    /** Fewer fruits (never under what is reserved, checked in the update itself), or closed and opened again. */
    async updateOffer(adminId: string, id: string, body: UpdatePreorderOfferBody): Promise<PreorderOffer> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(preorderOffers).where(eq(preorderOffers.id, id)).for('update');
        if (!before) throw new NotFoundError('Pre-order offer not found');
        if (body.fruitsOffered !== undefined) {
          if (body.fruitsOffered < before.fruitsReserved) throw new ConflictError(preorderOfferRefusals.underReserved);
          if (before.treeId) {
            const [tree] = await tx.select({ expectedFruits: trees.expectedFruits }).from(trees).where(eq(trees.id, before.treeId));
            if (tree?.expectedFruits != null && body.fruitsOffered > Math.max(tree.expectedFruits, before.fruitsOffered)) {
              throw new BadRequestError(preorderOfferRefusals.overEstimate);
            }
          }
        }
        const [after] = await tx
          .update(preorderOffers)
          .set({
            ...(body.fruitsOffered !== undefined && { fruitsOffered: body.fruitsOffered }),
            ...(body.closed !== undefined && { closedAt: body.closed ? (before.closedAt ?? clock.now()) : null }),
          })
          .where(eq(preorderOffers.id, id))
          .returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'pre-order offer', entityId: id, action: 'updated', before, after: after! });
      });
      return readOffer(id);
    },

    /** The console: an offer's pre-orders, first placed first, and its drops, latest first. */
    async preordersOfOffer(offerId: string): Promise<OfferPreorders> {
      await readOffer(offerId);
      const [rows, drops] = await Promise.all([
        db
          .select({ preorder: preorders, status: orders.status, placedAt: orders.createdAt, customerName: users.displayName })
          .from(preorders)
          .innerJoin(orders, eq(orders.id, preorders.orderId))
          .leftJoin(users, eq(users.id, orders.userId))
          .where(eq(preorders.offerId, offerId))
          .orderBy(asc(preorders.placedOrder)),
        db.select().from(preorderDrops).where(eq(preorderDrops.offerId, offerId)).orderBy(desc(preorderDrops.fellOn)),
      ]);
      return {
        data: rows.map((r) => ({
          orderId: r.preorder.orderId,
          orderNumber: orderNumber(r.preorder.orderId),
          customerName: r.customerName,
          status: r.status,
          fruits: r.preorder.fruits,
          fruitsFilled: r.preorder.fruitsFilled,
          fruitsRefunded: r.preorder.fruitsRefunded,
          choice: r.preorder.choice,
          placedAt: r.placedAt.toISOString(),
        })),
        drops: drops.map((d) => ({ id: d.id, fellOn: d.fellOn, fruits: d.fruits })),
      };
    },

    /** The console: every offer, or a farm's, by window. */
    async listOffers(farmId: string | undefined): Promise<PreorderOffer[]> {
      return findOffers(farmId ? eq(harvestWindows.farmId, farmId) : undefined);
    },

    /** A tree page: its offers still taking reservations, on a verified farm. */
    async openOffersOfTree(treeId: string): Promise<PreorderOffer[]> {
      const [tree] = await db
        .select({ id: trees.id })
        .from(trees)
        .innerJoin(farms, eq(farms.id, trees.farmId))
        .where(and(eq(trees.id, treeId), onVerifiedFarm));
      if (!tree) throw new NotFoundError('Tree not found');
      const day = today();
      return findOffers(and(eq(preorderOffers.treeId, treeId), openOn(day)), day);
    },

    /** A farm page: the offers of its trees and of its varieties as a whole still taking reservations, on a verified farm. */
    async openOffersOfFarm(farmId: string): Promise<PreorderOffer[]> {
      const [farm] = await db.select({ id: farms.id }).from(farms).where(and(eq(farms.id, farmId), onVerifiedFarm));
      if (!farm) throw new NotFoundError('Farm not found');
      const day = today();
      return findOffers(and(eq(harvestWindows.farmId, farmId), openOn(day)), day);
    },

    /**
     * The pre-order checkout: one offer of a verified farm, closed or over too (`open` false), so a link opened
     * late can say the pre-order is closed rather than that it never was.
     */
    async offerOfVerifiedFarm(id: string): Promise<PreorderOffer> {
      const [offer] = await findOffers(and(eq(preorderOffers.id, id), onVerifiedFarm));
      if (!offer) throw new NotFoundError('Pre-order offer not found');
      return offer;
    },
  };
}
