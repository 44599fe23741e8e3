import { senToRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import { and, asc, countDistinct, eq, gt, inArray, isNull, max, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingAddresses } from '../addresses/addresses.schema';
import { stockAlerts } from '../alerts/alerts.schema';
import { refreshTokens, users } from '../auth/auth.schema';
import { findLinkedGoogleAccount } from '../auth/public';
import { cartItems, carts } from '../cart/cart.schema';
import { products, trees } from '../catalogue/catalogue.schema';
import { guaranteeClaims } from '../claims/claims.schema';
import { listMarketingConsents } from '../consent/public';
import { contactMessages } from '../content/content.schema';
import { storeCreditBalances, storeCreditEntries } from '../credit/credit.schema';
import { favourites } from '../favourites/favourites.schema';
import { orderItems, orders, orderUpdates } from '../orders/orders.schema';
import { reviews } from '../reviews/reviews.schema';
import { pushInstallations } from './profile.schema';

/*
 * Everything the shop holds about one customer, for "Download my data" (docs/product/your-data.md). Read from every
 * module's tables (reading is open to all, docs/decisions/032). Secrets are never in it: no password hash, no
 * session or link token, no device push token; sign-ins are counted and dated instead. The shop's internal order
 * notes are not personal data the customer gave and stay out.
 */

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const rm = (sen: number | null | undefined) => (sen === null || sen === undefined ? null : senToRm(sen));

/** Reads the customer's data; null when the account is gone. Several short reads, none in a transaction. */
export async function readAccountData(db: Db, userId: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;

  const [addressRows, orderRows, reviewRows, favouriteRows, alertRows, creditRows, balanceRows, claimRows, sessionRows, deviceRows, cartRows, messageRows, consentRows, google] =
    await Promise.all([
      db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId)).orderBy(asc(shippingAddresses.createdAt)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
      db
        .select({ review: reviews, productName: products.name })
        .from(reviews)
        .leftJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt)),
      db.select().from(favourites).where(eq(favourites.userId, userId)).orderBy(asc(favourites.createdAt)),
      db
        .select({ alert: stockAlerts, productName: products.name, treeName: trees.name })
        .from(stockAlerts)
        .leftJoin(products, eq(products.id, stockAlerts.productId))
        .leftJoin(trees, eq(trees.id, stockAlerts.treeId))
        .where(or(eq(stockAlerts.userId, userId), eq(stockAlerts.email, user.email)))
        .orderBy(asc(stockAlerts.createdAt)),
      db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, userId)).orderBy(asc(storeCreditEntries.position)),
      db.select().from(storeCreditBalances).where(eq(storeCreditBalances.userId, userId)),
      db.select().from(guaranteeClaims).where(eq(guaranteeClaims.userId, userId)).orderBy(asc(guaranteeClaims.createdAt)),
      db
        .select({ signIns: countDistinct(refreshTokens.familyId), first: min(refreshTokens.createdAt), last: max(refreshTokens.createdAt) })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId)),
      db.select({ platform: pushInstallations.platform, createdAt: pushInstallations.createdAt }).from(pushInstallations).where(eq(pushInstallations.userId, userId)),
      db
        .select({ productName: products.name, quantity: cartItems.quantity, notes: cartItems.notes, addedAt: cartItems.createdAt })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(carts.userId, userId)),
      db.select().from(contactMessages).where(eq(contactMessages.email, user.email)).orderBy(asc(contactMessages.createdAt)),
      listMarketingConsents(db, userId),
      findLinkedGoogleAccount(db, userId),
    ]);

  const orderIds = orderRows.map((order) => order.id);
  const [itemRows, updateRows, activeSessions] = await Promise.all([
    orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)) : [],
    orderIds.length ? db.select().from(orderUpdates).where(inArray(orderUpdates.orderId, orderIds)).orderBy(asc(orderUpdates.createdAt)) : [],
    db
      .select({ n: countDistinct(refreshTokens.familyId) })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now))),
  ]);
  const numberOf = new Map(orderRows.map((order) => [order.id, orderNumber(order.id)]));
  const sessions = sessionRows[0];

  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      phone: user.phone,
      role: user.role,
      language: user.language,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      deletionRequestedAt: iso(user.deletionRequestedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signIn: {
      passwordSet: user.passwordHash.length > 0,
      // The Google account's e-mail and when it was joined; Google's own id for it stays out, as tokens do.
      linkedAccounts: google ? [{ provider: 'Google', email: google.email, linkedAt: iso(google.linkedAt) }] : [],
      // Only counts and dates: the tokens themselves would let whoever holds the file sign in.
      signInsKept: sessions?.signIns ?? 0,
      signedInNow: activeSessions[0]?.n ?? 0,
      firstSignInKeptAt: iso(sessions?.first),
      lastActiveAt: iso(sessions?.last),
      devicesForPushMessages: deviceRows.map((device) => ({ platform: device.platform, registeredAt: iso(device.createdAt) })),
    },
    addresses: addressRows.map((a) => ({
      name: a.name,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2,
      city: a.city,
      state: a.state,
      postalCode: a.postalCode,
      country: a.country,
      phone: a.phone,
      isDefault: a.isDefault,
      createdAt: iso(a.createdAt),
    })),
    orders: orderRows.map((o) => ({
      orderNumber: orderNumber(o.id),
      status: o.status,
      paymentStatus: o.paymentStatus,
      isPickup: o.isPickup,
      shippingAddress: o.shippingAddress,
      pickupPoint: o.dropoffPoint,
      deliveryZone: o.deliveryZone,
      deliveryDate: o.deliveryDate,
      deliveryWindow: o.deliveryWindow,
      subtotalRm: rm(o.subtotalSen),
      discountRm: rm(o.discountSen),
      voucherCode: o.voucherCode,
      deliveryFeeRm: rm(o.deliveryFeeSen),
      handlingFeeRm: rm(o.handlingFeeSen),
      taxRm: rm(o.taxSen),
      totalRm: rm(o.totalSen),
      storeCreditRm: rm(o.creditSen),
      weighedTotalRm: rm(o.weighedTotalSen),
      notes: o.notes,
      specialInstructions: o.specialInstructions,
      shippingCarrier: o.shippingCarrier,
      trackingNumber: o.trackingNumber,
      createdAt: iso(o.createdAt),
      paidAt: iso(o.paidAt),
      cancelledAt: iso(o.cancelledAt),
      items: itemRows
        .filter((item) => item.orderId === o.id)
        .map((item) => ({
          productName: item.productName,
          farmName: item.farmName,
          quantity: item.quantity,
          unitPriceRm: rm(item.unitPriceSen),
          discountRm: rm(item.discountSen),
          fruitWeightsGrams: item.fruitWeightsGrams,
          weighedTotalRm: rm(item.weighedTotalSen),
        })),
      updates: updateRows
        .filter((update) => update.orderId === o.id)
        .map((update) => ({ status: update.status, message: update.message, at: iso(update.createdAt) })),
    })),
    reviews: reviewRows.map(({ review, productName }) => ({
      productName,
      orderNumber: review.orderId ? (numberOf.get(review.orderId) ?? null) : null,
      authorName: review.authorName,
      rating: review.rating,
      review: review.review,
      hidden: review.hiddenAt !== null,
      shopReply: review.shopReply,
      createdAt: iso(review.createdAt),
    })),
    favourites: favouriteRows.map((f) => ({ type: f.type, id: f.targetId, addedAt: iso(f.createdAt) })),
    stockAlerts: alertRows.map(({ alert, productName, treeName }) => ({
      for: productName ?? treeName ?? alert.variety,
      email: alert.email,
      language: alert.language,
      confirmedAt: iso(alert.confirmedAt),
      notifiedAt: iso(alert.notifiedAt),
      createdAt: iso(alert.createdAt),
    })),
    storeCredit: {
      balanceRm: rm(balanceRows[0]?.balanceSen ?? 0),
      entries: creditRows.map((entry) => ({
        kind: entry.kind,
        amountRm: rm(entry.amountSen),
        reason: entry.reason,
        orderNumber: entry.orderId ? orderNumber(entry.orderId) : null,
        at: iso(entry.createdAt),
      })),
    },
    guaranteeClaims: claimRows.map((claim) => ({
      orderNumber: numberOf.get(claim.orderId) ?? orderNumber(claim.orderId),
      reason: claim.reason,
      note: claim.note,
      wants: claim.wants,
      status: claim.status,
      outcome: claim.outcome,
      amountRm: rm(claim.amountSen),
      declineReason: claim.declineReason,
      decidedAt: iso(claim.decidedAt),
      createdAt: iso(claim.createdAt),
    })),
    cart: cartRows.map((line) => ({ productName: line.productName, quantity: line.quantity, notes: line.notes, addedAt: iso(line.addedAt) })),
    contactMessages: messageRows.map((m) => ({ name: m.name, subject: m.subject, message: m.message, sentAt: iso(m.createdAt) })),
    // Every change of mind about marketing e-mails, with the sentence agreed to (docs/product/your-data.md, "Consent").
    marketingConsents: consentRows.map((c) => ({ given: c.given, wording: c.wording, language: c.language, source: c.source, at: iso(c.createdAt) })),
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof readAccountData>>>;
