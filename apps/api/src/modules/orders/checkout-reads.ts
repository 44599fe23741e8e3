import { formRefusal, NOT_DELIVERED_THERE, zoneOfPostcode } from '@durio/shared/delivery-zones';
import { isMalaysia } from '@durio/shared/malaysian-postcodes';
import { pricingFor, type PricingSettings, type ShopFees } from '@durio/shared/pricing';
import type { ProductForm } from '@durio/shared/schemas/catalogue';
import type { CreateOrderBody } from '@durio/shared/schemas/orders';
import type { MediaFile } from '@durio/shared/schemas/media';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingAddresses } from '../addresses/addresses.schema';
import { cartItems, carts } from '../cart/cart.schema';
import { farms, products } from '../catalogue/catalogue.schema';
import { dropoffPoints } from '../dropoff-points/dropoff-points.schema';
import { orders, type AddressSnapshot } from './orders.schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadMediaByOwner, mediaLinks } from '../files/public';
import { chooseSlot, closedDatesAhead, readDeliveryZones, type SlotBooking, type ZoneRow } from '../delivery/public';
import { getPickupReadyHours, getShopFees } from '../settings/public';
import { readPromotionTerms } from '../promotions/public';
import type { PromotionTerms } from '@durio/shared/promotions';
import { openPickupDays, pickupRefusals } from '@durio/shared/delivery-days';

/** A cart line with what pricing, reserving and the order's reply need. */
export type CheckoutLine = Awaited<ReturnType<CheckoutQueries['cartLines']['execute']>>[number];

/** The address the order ships to, or the pickup point, copied so later edits do not change the order. */
type Destination = Pick<typeof orders.$inferSelect, 'shippingAddress' | 'dropoffPointId' | 'dropoffPoint'> & {
  /** The pickup point's weekdays open for collection; none for a delivery. */
  pickupOpenWeekdays?: number[];
};

/** What placing any order reads first: where it goes, the fees, and the unpaid orders it replaces. */
export interface Placement {
  /** The customer's unpaid orders, which the new one replaces. */
  pendingOrderIds: string[];
  /** The shop's fees with the delivery fees of the address's zone (none for pickup). */
  settings: PricingSettings;
  destination: Destination;
  /** The zone the address lies in, whose forms of fruit the order must keep to; null for pickup. */
  zone: ZoneRow | null;
}

/** A checkout's placement, with the delivery run it books (none for pickup or a zone without runs), or the pickup day. */
export interface CheckoutPlacement extends Placement {
  booking: SlotBooking | null;
  pickupDate: string | null;
}

/** Everything a checkout reads before it writes. */
export interface Checkout extends CheckoutPlacement {
  lines: CheckoutLine[];
  /** The voucher code the cart holds, checked when the order is priced; null for none. */
  voucherCode: string | null;
  /** The automatic promotions not paused, in the owner's order (docs/product/fees.md, "Discounts"). */
  promotions: PromotionTerms[];
  /** The lines' product pictures, for the order's reply. */
  productMedia: Map<string, MediaFile[]>;
}

function prepareCheckoutQueries(db: Db) {
  const userId = sql.placeholder('userId');
  const id = sql.placeholder('id');
  return {
    cartLines: db
      .select({
        quantity: cartItems.quantity,
        productId: products.id,
        name: products.name,
        priceSen: products.priceSen,
        discountPriceSen: products.discountPriceSen,
        pricedBy: products.pricedBy,
        weightGrams: products.weightGrams,
        minWeightGrams: products.minWeightGrams,
        form: products.form,
        farmName: farms.name,
        /** The code the shopper entered in the cart, the same on every line. */
        voucherCode: carts.voucherCode,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(farms, eq(farms.id, products.farmId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(products.id))
      .prepare('checkout_cart_lines'),
    pendingOrders: db
      .select({ id: orders.id, slotId: orders.deliverySlotId, date: orders.deliveryDate })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')))
      .prepare('checkout_pending_orders'),
    // Another customer's address is answered exactly as a missing one.
    address: db
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
      .prepare('checkout_address'),
    pickupPoint: db
      .select()
      .from(dropoffPoints)
      .where(and(eq(dropoffPoints.id, id), eq(dropoffPoints.active, true)))
      .prepare('checkout_pickup_point'),
  };
}

type CheckoutQueries = ReturnType<typeof prepareCheckoutQueries>;

/** The lines of an address the order keeps a copy of; drop-off points are in Malaysia and have no phone of the customer. */
function addressSnapshot(
  place: Pick<AddressSnapshot, 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode'>,
  rest: Pick<AddressSnapshot, 'country' | 'phone'>,
): AddressSnapshot {
  const { name, addressLine1, addressLine2, city, state, postalCode } = place;
  return { name, addressLine1, addressLine2, city, state, postalCode, ...rest };
}

type DestinationChoice = Pick<CreateOrderBody, 'isPickup' | 'shippingAddressOrDropoffPointId'>;

async function resolveDestination(queries: CheckoutQueries, userId: string, body: DestinationChoice): Promise<Destination> {
  const id = body.shippingAddressOrDropoffPointId;
  if (body.isPickup) {
    const [point] = await queries.pickupPoint.execute({ id });
    if (!point) throw new NotFoundError('Pickup location not found');
    return {
      shippingAddress: null,
      dropoffPointId: point.id,
      dropoffPoint: addressSnapshot(point, { country: 'Malaysia' }),
      pickupOpenWeekdays: point.openWeekdays,
    };
  }
  const [address] = await queries.address.execute({ id, userId });
  if (!address) throw new NotFoundError('Shipping address not found');
  return {
    shippingAddress: addressSnapshot(address, { country: address.country, phone: address.phone }),
    dropoffPointId: null,
    dropoffPoint: null,
  };
}

/**
 * Where the order goes and what it is priced with (docs/product/delivery.md): a pickup pays no delivery; an address
 * is delivered in its postcode's zone at that zone's fees, and one outside every zone (or abroad) is refused.
 */
function placementFees(destination: Destination, shop: ShopFees, zones: readonly ZoneRow[]) {
  const address = destination.shippingAddress;
  if (!address) return { settings: pricingFor(shop, null), zone: null };
  const zone = isMalaysia(address.country) ? zoneOfPostcode(zones, address.postalCode) : null;
  if (!zone) throw new ConflictError(NOT_DELIVERED_THERE);
  return { settings: pricingFor(shop, zone), zone };
}

/** Refused when the zone does not receive the form of one of the lines, naming it (docs/product/delivery.md). */
export function refuseFormsNotDelivered(zone: ZoneRow | null, lines: readonly { name: string; form: ProductForm }[]): void {
  const refusal = zone && formRefusal(zone, lines);
  if (refusal) throw new ConflictError(refusal);
}

/** A result of `Promise.allSettled`, or its error: reads run together, and are reported in the order the spec checks them. */
function valueOrThrow<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * The checkout's reads, all at once and before anything is written (no transaction waits on them), as
 * prepared statements: a checkout is the shop's busiest write, and its queries are built once (decision record 022).
 * Refuses an empty cart, then a missing address or pickup point, an address no zone reaches, a form of fruit its
 * zone does not receive and a delivery run that cannot be booked, in that order. The pictures are read with the
 * cart's product ids, so they come one round trip later; the runs' bookings after the zone is known.
 */
export function createCheckoutReads(db: Db, storage: FileStorage) {
  const queries = prepareCheckoutQueries(db);

  /** The day a pickup is collected (docs/product/delivery.md, "Pickup days"): the one picked, or the earliest open. */
  async function choosePickupDay(openWeekdays: readonly number[], picked: string | undefined, now: Date): Promise<string> {
    const [readyHours, closedDates] = await Promise.all([getPickupReadyHours(db), closedDatesAhead(db, now)]);
    const days = openPickupDays({ openWeekdays }, readyHours, closedDates, now);
    if (picked) {
      if (!days.includes(picked)) throw new ConflictError(pickupRefusals.notOpen);
      return picked;
    }
    if (days.length === 0) throw new ConflictError(pickupRefusals.noDay);
    return days[0]!;
  }

  async function readCheckout(userId: string, body: CreateOrderBody, now: Date): Promise<Checkout> {
    const [pending, cart, shopFees, zones, destination, promotions] = await Promise.allSettled([
      queries.pendingOrders.execute({ userId }),
      queries.cartLines.execute({ userId }).then(async (lines) => ({
        lines,
        productMedia: await loadMediaByOwner(db, storage, mediaLinks.product, lines.map((line) => line.productId)),
      })),
      getShopFees(db),
      readDeliveryZones(db),
      resolveDestination(queries, userId, body),
      readPromotionTerms(db),
    ]);
    const { lines, productMedia } = valueOrThrow(cart);
    if (lines.length === 0) throw new BadRequestError('Your cart is empty');
    const where = valueOrThrow(destination);
    const { settings, zone } = placementFees(where, valueOrThrow(shopFees), valueOrThrow(zones));
    refuseFormsNotDelivered(zone, lines);
    // The customer's unpaid orders give way to this one, so the runs they booked count as free for it.
    const replaced = valueOrThrow(pending);
    const booking = zone && (await chooseSlot(db, zone, body.delivery, now, replaced));
    const pickupDate = where.pickupOpenWeekdays ? await choosePickupDay(where.pickupOpenWeekdays, body.pickupDate, now) : null;
    const { pickupOpenWeekdays: _weekdays, ...snapshot } = where;
    return {
      pendingOrderIds: replaced.map((order) => order.id),
      lines,
      voucherCode: lines[0]!.voucherCode,
      promotions: valueOrThrow(promotions),
      settings,
      destination: snapshot,
      zone,
      booking,
      pickupDate,
      productMedia,
    };
  }

  /** A pre-order's reads (docs/product/the-season.md): no cart, the rest as a checkout; a missing address or pickup point is 404. */
  async function readPlacement(userId: string, body: DestinationChoice): Promise<Placement> {
    const [pending, shopFees, zones, destination] = await Promise.all([
      queries.pendingOrders.execute({ userId }),
      getShopFees(db),
      readDeliveryZones(db),
      resolveDestination(queries, userId, body),
    ]);
    const { pickupOpenWeekdays: _weekdays, ...where } = destination;
    return { pendingOrderIds: pending.map((order) => order.id), destination: where, ...placementFees(where, shopFees, zones) };
  }

  return { readCheckout, readPlacement };
}
