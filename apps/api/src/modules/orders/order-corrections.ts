import { canChangeDeliveryAddress, canCorrectTracking, orderStatuses } from '@durio/shared/order-status';
import type { AdminOrder, OrderAddressBody, OrderDeliveryBody, OrderTrackingBody } from '@durio/shared/schemas/orders';
import { malaysianNow, slotRefusals, weekdayOf } from '@durio/shared/delivery-days';
import { NOT_DELIVERED_THERE, zoneOfPostcode } from '@durio/shared/delivery-zones';
import { isMalaysia } from '@durio/shared/malaysian-postcodes';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db, Tx } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { bookSlot, isClosedDate, readDeliveryZones, releaseSlot } from '../delivery/public';
import { users } from '../auth/auth.schema';
import { enqueueOrderChangedMail, type OrderMailLinks } from './order-mail';
import { addOrderUpdate } from './order-moves';
import { findOrder } from './order-reads';
import { products } from '../catalogue/catalogue.schema';
import { refuseFormsNotDelivered } from './checkout-reads';
import { orderItems, orderNotes, orders } from './orders.schema';
import type { Clock } from '../../lib/clock';

/*
 * What the shop corrects on an order besides moving it (docs/product/orders-and-payments.md, 'Orders the shop
 * corrects'): notes for its own people, a parcel's carrier and tracking number after it left, and the delivery
 * address before it leaves. Each is in the console's history; the customer is told of the last two, in the order's
 * updates and by e-mail.
 */

/** What the customer's order updates say; the web shows them in the customer's language. */
export const TRACKING_CORRECTED = 'The tracking number of your parcel was corrected';
export const ADDRESS_CHANGED = 'Your delivery address was changed';
const ADDRESS_REFUSAL = 'The delivery address can be changed only while a paid order is not yet shipped';
export const DELIVERY_MOVED = 'Your delivery was moved to {date}, {window}';
export const deliveryMoveRefusals = {
  leftTheShop: 'The delivery day can be changed only while the order is not yet shipped',
  past: 'Choose a delivery day from today on',
} as const;

/** The statuses in which `allowed` holds for a delivery order: the UPDATE's own condition, so a move made since wins. */
const statusesWhere = (allowed: (status: (typeof orderStatuses)[number], isPickup: boolean) => boolean) =>
  orderStatuses.filter((status) => allowed(status, false));

/** Each line's product name and form of fruit, as a zone's forms are checked against them. */
type OrderBefore = Awaited<ReturnType<typeof findOrder>>;

function formsOnOrder(db: Db, orderId: string) {
  return db
    .select({ name: orderItems.productName, form: products.form })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
}

export function createOrderCorrections({
  db,
  clock,
  links,
  readBack,
}: {
  db: Db;
  clock: Clock;
  links: OrderMailLinks;
  readBack: (orderId: string) => Promise<AdminOrder>;
}) {
  async function nameOf(tx: Tx | Db, userId: string): Promise<string> {
    const [user] = await tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId));
    return user?.displayName ?? 'Admin';
  }

  /**
   * Changes the order's delivery or tracking in one UPDATE that holds only while `allowed` does, then tells the
   * customer; 409 `refusal` when the order is (by now) past it.
   */
  async function correct(
    actorId: string,
    orderId: string,
    change: {
      set: Partial<typeof orders.$inferInsert>;
      allowed: (status: (typeof orderStatuses)[number], isPickup: boolean) => boolean;
      refusal: string;
      kind: 'tracking' | 'address';
      /** What else moves with the change, in its transaction once the order is updated. */
      alongside?: (tx: Tx) => Promise<void>;
      /** The order as the caller read it already. */
      before?: OrderBefore;
    },
  ): Promise<AdminOrder> {
    const before = change.before ?? (await findOrder(db, orderId));
    if (!change.allowed(before.status, before.isPickup)) throw new ConflictError(change.refusal);
    const actorName = await nameOf(db, actorId);
    await db.transaction(async (tx) => {
      const [after] = await tx
        .update(orders)
        .set({ ...change.set, updatedAt: clock.now() })
        .where(and(eq(orders.id, orderId), eq(orders.isPickup, false), inArray(orders.status, statusesWhere(change.allowed))))
        .returning();
      if (!after) throw new ConflictError(change.refusal);
      await change.alongside?.(tx);
      await addOrderUpdate(tx, {
        orderId,
        status: after.status,
        message: change.kind === 'tracking' ? TRACKING_CORRECTED : ADDRESS_CHANGED,
        updatedBy: actorName,
        at: clock.now(),
      });
      await enqueueOrderChangedMail(tx, { orderId, change: change.kind }, links);
      const fields = (row: typeof after) =>
        change.kind === 'tracking'
          ? { trackingNumber: row.trackingNumber, shippingCarrier: row.shippingCarrier }
          : { shippingAddress: row.shippingAddress };
      await recordAdminChange(tx, { actorId, entity: 'order', entityId: orderId, action: 'updated', before: fields(before), after: fields(after) });
    });
    return readBack(orderId);
  }

  /**
   * Moves an order's delivery to another day and run of its address's zone (docs/product/delivery.md, "The owner's
   * day"): the new run's place is booked (409 when full) and the old one given back in one transaction, and the
   * customer is told. The shop may book past a run's cut-off, as it knows its vans, but not a past or closed day.
   */
  async function moveDelivery(actorId: string, orderId: string, body: OrderDeliveryBody): Promise<AdminOrder> {
    const before = await findOrder(db, orderId);
    if (before.isPickup || !canChangeDeliveryAddress(before.status, false) || !before.shippingAddress) {
      throw new ConflictError(deliveryMoveRefusals.leftTheShop);
    }
    const zone = zoneOfPostcode(await readDeliveryZones(db), before.shippingAddress.postalCode);
    const slot = zone?.slots.find((candidate) => candidate.id === body.slotId);
    if (!zone || !slot) throw new ConflictError(slotRefusals.unknown);
    if (body.date < malaysianNow(clock.now()).date) throw new ConflictError(deliveryMoveRefusals.past);
    if (zone.closedWeekdays.includes(weekdayOf(body.date)) || (await isClosedDate(db, body.date))) throw new ConflictError(slotRefusals.closed);
    const window = `${slot.startsAt}–${slot.endsAt}`;
    const actorName = await nameOf(db, actorId);
    await db.transaction(async (tx) => {
      const [after] = await tx
        .update(orders)
        .set({ deliveryZone: zone.name, deliveryDate: body.date, deliverySlotId: slot.id, deliveryWindow: window, updatedAt: clock.now() })
        .where(and(eq(orders.id, orderId), eq(orders.isPickup, false), inArray(orders.status, statusesWhere(canChangeDeliveryAddress))))
        .returning();
      if (!after) throw new ConflictError(deliveryMoveRefusals.leftTheShop);
      await releaseSlot(tx, { slotId: before.deliverySlotId, date: before.deliveryDate });
      if (!(await bookSlot(tx, { slotId: slot.id, date: body.date }))) throw new ConflictError(slotRefusals.full);
      await addOrderUpdate(tx, {
        orderId,
        status: after.status,
        message: DELIVERY_MOVED.replace('{date}', body.date).replace('{window}', window),
        updatedBy: actorName,
        at: clock.now(),
      });
      await enqueueOrderChangedMail(tx, { orderId, change: 'delivery' }, links);
      const fields = (row: typeof after) => ({ deliveryZone: row.deliveryZone, deliveryDate: row.deliveryDate, deliveryWindow: row.deliveryWindow });
      await recordAdminChange(tx, { actorId, entity: 'order', entityId: orderId, action: 'updated', before: fields(before), after: fields(after) });
    });
    return readBack(orderId);
  }

  return {
    moveDelivery,

    /** A note for the shop's people on the order; the customer never sees it. */
    async addNote(actorId: string, orderId: string, text: string): Promise<AdminOrder> {
      await findOrder(db, orderId);
      await db.insert(orderNotes).values({ orderId, authorId: actorId, authorName: await nameOf(db, actorId), text, createdAt: clock.now() });
      return readBack(orderId);
    },

    correctTracking: (actorId: string, orderId: string, body: OrderTrackingBody) =>
      correct(actorId, orderId, {
        set: { shippingCarrier: body.shippingCarrier, trackingNumber: body.trackingNumber },
        allowed: canCorrectTracking,
        refusal: 'Only a shipped or delivered parcel has a tracking number to correct',
        kind: 'tracking',
      }),

    /**
     * A new address is delivered in its own zone (docs/product/delivery.md, "The owner's day"): one no zone reaches,
     * or whose zone does not receive a form of fruit on the order, is refused. Into another zone, the order keeps its
     * fee and its day but gives its run back, as the other zone's vans do not run it: the console then moves it to
     * one of that zone's runs.
     */
    async changeAddress(actorId: string, orderId: string, body: OrderAddressBody): Promise<AdminOrder> {
      const before = await findOrder(db, orderId);
      if (!canChangeDeliveryAddress(before.status, before.isPickup)) throw new ConflictError(ADDRESS_REFUSAL);
      const zone = isMalaysia(body.country) ? zoneOfPostcode(await readDeliveryZones(db), body.postalCode) : null;
      if (!zone) throw new ConflictError(NOT_DELIVERED_THERE);
      refuseFormsNotDelivered(zone, await formsOnOrder(db, orderId));
      const keepsRun = zone.slots.some((slot) => slot.id === before.deliverySlotId);
      return correct(actorId, orderId, {
        set: {
          shippingAddress: {
            name: body.name,
            addressLine1: body.addressLine1,
            addressLine2: body.addressLine2 ?? null,
            city: body.city,
            state: body.state,
            postalCode: body.postalCode,
            country: body.country,
            phone: body.phone ?? null,
          },
          deliveryZone: zone.name,
          ...(!keepsRun && { deliverySlotId: null, deliveryWindow: null }),
        },
        allowed: canChangeDeliveryAddress,
        refusal: ADDRESS_REFUSAL,
        kind: 'address',
        before,
        alongside: async (tx) => {
          if (!keepsRun) await releaseSlot(tx, { slotId: before.deliverySlotId, date: before.deliveryDate });
        },
      });
    },
  };
}
