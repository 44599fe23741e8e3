/*
 * How an order is named wherever a person reads it (docs/product/orders-and-payments.md): 'DRN-' and the first 5
 * characters of the order id, upper-cased. The shopper's pages, the invoice, the e-mails, the payment window, the
 * console and its CSV export all say it, so a customer who reads out the number on their e-mail is understood
 * on every screen.
 */

/** 'DRN-1A2B3'. */
export function orderNumber(orderId: string): string {
  return `DRN-${orderId.slice(0, 5).toUpperCase()}`;
}
