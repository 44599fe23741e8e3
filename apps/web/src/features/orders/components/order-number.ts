/** 'Order #1a2b3c4d' on lists and invoices (checkout spec §9). */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/** 'DRN-1A2B3' on the confirmation page (checkout spec §2). */
export function confirmationNumber(id: string): string {
  return `DRN-${id.slice(0, 5).toUpperCase()}`;
}
