/*
 * How an order is named to its customer. Checkout spec §9 gives two forms, both kept: the confirmation page
 * (and its e-mail) says 'DRN-' and the first 5 characters of the order id (§2), upper-cased; the orders list
 * and the invoice say 'Order #' and the first 8 characters.
 */

/** 'DRN-1A2B3': the confirmation page and the payment confirmation e-mail (checkout spec §2). */
export function confirmationNumber(orderId: string): string {
  return `DRN-${orderId.slice(0, 5).toUpperCase()}`;
}

/** '1a2b3c4d', shown as 'Order #1a2b3c4d' on the orders list and in 'Invoice-1a2b3c4d' (checkout spec §2, §9). */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, 8);
}
