/*
 * How an order is named to its customer, in two forms (docs/product/orders-and-payments.md): the confirmation page
 * (and its e-mail) says 'DRN-' and the first 5 characters of the order id, upper-cased; the orders list
 * and the invoice say 'Order #' and the first 8 characters.
 */

/** 'DRN-1A2B3': the confirmation page and the payment confirmation e-mail. */
export function confirmationNumber(orderId: string): string {
  return `DRN-${orderId.slice(0, 5).toUpperCase()}`;
}

/** '1a2b3c4d', shown as 'Order #1a2b3c4d' on the orders list and in 'Invoice-1a2b3c4d'. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, 8);
}
