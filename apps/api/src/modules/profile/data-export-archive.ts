import { strToU8, zipSync } from 'fflate';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import type { AccountData } from './account-data';

/*
 * The ZIP of "Download my data" (docs/product/your-data.md): data.json holds everything; the CSV files are the
 * same lists as a spreadsheet opens them (the orders export's writer: UTF-8 with BOM, formulas kept as text);
 * README.txt says what each file is.
 */

const README = `Your data at Durio
==================

This archive holds everything Durio keeps about you, as of the date in data.json ("exportedAt").
You asked for it under Malaysia's Personal Data Protection Act 2010 (the right of access).

data.json           Everything below in one file, read by any program: your profile, how you sign in,
                    addresses, orders with their lines and updates, reviews, favourites, "tell me when"
                    alerts (their confirmation is the consent you gave to be e-mailed), store credit,
                    fruit guarantee claims, your cart and the messages you sent us.
profile.csv         Your name, e-mail address, phone, language and account dates.
addresses.csv       Your saved shipping addresses.
orders.csv          One row per order: its number, status, delivery or pickup, and amounts in RM.
order-items.csv     One row per order line: the durians you bought, with the order number.
order-updates.csv   The updates we sent you about each order.
reviews.csv         The reviews you wrote.
favourites.csv      The farms, trees and products you saved.
stock-alerts.csv    The "tell me when" alerts you asked for.
store-credit.csv    Every movement of your store credit.
guarantee-claims.csv  Your fruit guarantee claims and how we decided them.

Sign-in ("signIn" in data.json): whether a password is set, the Google account linked to yours (its e-mail and
when it was linked), how many sign-ins we have a record of, how many are still signed in, when the first recorded
one began and when one was last active; never the password itself or any token. Your password is stored only as a one-way hash that cannot be read back.

Questions: reply to the e-mail that brought you this link, or write to us from the Contact page.
`;

const csv = spreadsheetCsv;

/** The ZIP's bytes. */
export function buildDataExportArchive(data: AccountData): Uint8Array {
  const orderRows = data.orders.map((o) => ({
    ...o,
    delivery: o.isPickup ? 'pickup' : 'delivery',
    address: [o.shippingAddress ?? o.pickupPoint]
      .filter((a) => a !== null)
      .map((a) => [a.name, a.addressLine1, a.addressLine2, a.postalCode, a.city, a.state, a.country].filter(Boolean).join(', '))
      .join(''),
  }));
  const files: Record<string, string> = {
    'README.txt': README,
    'data.json': JSON.stringify(data, null, 2),
    'profile.csv': csv(
      [data.profile],
      [
        { key: 'email', header: 'E-mail' },
        { key: 'displayName', header: 'Name' },
        { key: 'phone', header: 'Phone' },
        { key: 'language', header: 'Language' },
        { key: 'emailVerifiedAt', header: 'E-mail verified at' },
        { key: 'createdAt', header: 'Registered at' },
        { key: 'deletionRequestedAt', header: 'Deletion requested at' },
      ],
    ),
    'addresses.csv': csv(data.addresses, [
      { key: 'name', header: 'Name' },
      { key: 'addressLine1', header: 'Address line 1' },
      { key: 'addressLine2', header: 'Address line 2' },
      { key: 'postalCode', header: 'Postcode' },
      { key: 'city', header: 'City' },
      { key: 'state', header: 'State' },
      { key: 'country', header: 'Country' },
      { key: 'phone', header: 'Phone' },
      { key: 'isDefault', header: 'Default' },
      { key: 'createdAt', header: 'Added at' },
    ]),
    'orders.csv': csv(orderRows, [
      { key: 'orderNumber', header: 'Order' },
      { key: 'createdAt', header: 'Placed at' },
      { key: 'status', header: 'Status' },
      { key: 'paymentStatus', header: 'Payment' },
      { key: 'delivery', header: 'Delivery or pickup' },
      { key: 'address', header: 'Address' },
      { key: 'deliveryDate', header: 'Delivery date' },
      { key: 'deliveryWindow', header: 'Delivery window' },
      { key: 'subtotalRm', header: 'Subtotal (RM)' },
      { key: 'discountRm', header: 'Discount (RM)' },
      { key: 'deliveryFeeRm', header: 'Delivery fee (RM)' },
      { key: 'handlingFeeRm', header: 'Handling fee (RM)' },
      { key: 'taxRm', header: 'Tax (RM)' },
      { key: 'totalRm', header: 'Total (RM)' },
      { key: 'storeCreditRm', header: 'Paid with store credit (RM)' },
      { key: 'weighedTotalRm', header: 'Total after weighing (RM)' },
      { key: 'voucherCode', header: 'Voucher' },
      { key: 'trackingNumber', header: 'Tracking number' },
      { key: 'paidAt', header: 'Paid at' },
      { key: 'cancelledAt', header: 'Cancelled at' },
    ]),
    'order-items.csv': csv(
      data.orders.flatMap((o) => o.items.map((item) => ({ orderNumber: o.orderNumber, ...item, fruitWeightsGrams: item.fruitWeightsGrams?.join(' ') ?? null }))),
      [
        { key: 'orderNumber', header: 'Order' },
        { key: 'productName', header: 'Product' },
        { key: 'farmName', header: 'Farm' },
        { key: 'quantity', header: 'Quantity' },
        { key: 'unitPriceRm', header: 'Unit price (RM)' },
        { key: 'discountRm', header: 'Discount (RM)' },
        { key: 'fruitWeightsGrams', header: 'Fruit weights (g)' },
        { key: 'weighedTotalRm', header: 'Price after weighing (RM)' },
      ],
    ),
    'order-updates.csv': csv(
      data.orders.flatMap((o) => o.updates.map((update) => ({ orderNumber: o.orderNumber, ...update }))),
      [
        { key: 'orderNumber', header: 'Order' },
        { key: 'at', header: 'At' },
        { key: 'status', header: 'Status' },
        { key: 'message', header: 'Message' },
      ],
    ),
    'reviews.csv': csv(data.reviews, [
      { key: 'productName', header: 'Product' },
      { key: 'orderNumber', header: 'Order' },
      { key: 'rating', header: 'Rating' },
      { key: 'review', header: 'Review' },
      { key: 'authorName', header: 'Shown as' },
      { key: 'hidden', header: 'Hidden by the shop' },
      { key: 'shopReply', header: "Shop's reply" },
      { key: 'createdAt', header: 'Written at' },
    ]),
    'favourites.csv': csv(data.favourites, [
      { key: 'type', header: 'Type' },
      { key: 'id', header: 'Id' },
      { key: 'addedAt', header: 'Added at' },
    ]),
    'stock-alerts.csv': csv(data.stockAlerts, [
      { key: 'for', header: 'For' },
      { key: 'email', header: 'E-mail' },
      { key: 'language', header: 'Language' },
      { key: 'createdAt', header: 'Asked at' },
      { key: 'confirmedAt', header: 'Confirmed at' },
      { key: 'notifiedAt', header: 'Told at' },
    ]),
    'store-credit.csv': csv(data.storeCredit.entries, [
      { key: 'at', header: 'At' },
      { key: 'kind', header: 'Kind' },
      { key: 'amountRm', header: 'Amount (RM)' },
      { key: 'reason', header: 'Reason' },
      { key: 'orderNumber', header: 'Order' },
    ]),
    'guarantee-claims.csv': csv(data.guaranteeClaims, [
      { key: 'orderNumber', header: 'Order' },
      { key: 'createdAt', header: 'Claimed at' },
      { key: 'reason', header: 'Reason' },
      { key: 'note', header: 'Note' },
      { key: 'wants', header: 'Asked for' },
      { key: 'status', header: 'Status' },
      { key: 'outcome', header: 'Outcome' },
      { key: 'amountRm', header: 'Amount (RM)' },
      { key: 'declineReason', header: 'Why declined' },
      { key: 'decidedAt', header: 'Decided at' },
    ]),
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { mtime: new Date(data.exportedAt) });
}
