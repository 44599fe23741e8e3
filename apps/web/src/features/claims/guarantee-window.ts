/*
 * When the fruit guarantee may still be claimed (docs/product/fruit-guarantee.md): only on a DELIVERED order, for the
 * shop's guarantee hours after its latest move to DELIVERED (an order delivered, corrected and delivered again counts
 * from the last). An order with no recorded move counts from when it was placed, the only date the page has: the
 * button may then be missing for an order the server would still accept, never shown for one it refuses. The server decides again on each claim; this
 * only chooses whether the page offers the button.
 */

export interface GuaranteeOrder {
  status: string;
  createdAt: string;
  updates: readonly { status: string; date: string }[];
}

/** The moment the guarantee's hours start: the latest DELIVERED update, or when the order was placed. */
export function deliveredAt(order: GuaranteeOrder): Date {
  const times = order.updates.filter((update) => update.status === 'DELIVERED').map((update) => new Date(update.date).getTime());
  return new Date(times.length > 0 ? Math.max(...times) : new Date(order.createdAt).getTime());
}

/** When the guarantee ends for this order, or null when the order is not delivered. */
export function guaranteeEndsAt(order: GuaranteeOrder, guaranteeHours: number): Date | null {
  if (order.status !== 'DELIVERED') return null;
  return new Date(deliveredAt(order).getTime() + guaranteeHours * 3_600_000);
}

/** Whether a claim may still be made now. */
export function isGuaranteeOpen(order: GuaranteeOrder, guaranteeHours: number, now: Date = new Date()): boolean {
  const ends = guaranteeEndsAt(order, guaranteeHours);
  return ends !== null && now.getTime() <= ends.getTime();
}
