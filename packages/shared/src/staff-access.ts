/**
 * What a STAFF account may do in the console (docs/product/staff.md): the one list of it. The API's
 * `requireStaff` hook lets STAFF through only for the operations named here (every other console call answers
 * 403 'Forbidden - Admin only'), the uploads service only into the folders named here, and the console's
 * sidebar shows staff only the sections named here. ADMIN may do all of it and everything else.
 */

/** A console call staff may make, by the operationId of the OpenAPI document, and why. */
export interface StaffOperation {
  operationId: string;
  what: string;
  /** A further condition on the request (its query string), when staff may make the call only in part. */
  allows?: (request: { query: Record<string, unknown> }) => boolean;
}

export const staffOperations: readonly StaffOperation[] = [
  { operationId: 'listAllOrders', what: "the console's orders and abandoned checkouts" },
  { operationId: 'exportOrders', what: 'the orders CSV export (the dispatch list)' },
  { operationId: 'getOrderAsAdmin', what: "an order's page, with its packing slip" },
  { operationId: 'updateOrderAsAdmin', what: 'move an order on (message, photos, carrier and tracking), but not cancel it: see mayMoveOrderTo' },
  { operationId: 'moveOrdersInBulk', what: 'move many orders on at once (never a cancel)' },
  {
    operationId: 'weighOrder',
    what: "the weight of each fruit at packing (the refund of the difference follows from the scale, not from a choice)",
  },
  { operationId: 'countOrdersWaitingToBePacked', what: "the sidebar's count of orders waiting to be packed" },
  { operationId: 'addOrderNote', what: "a note on an order for the shop's people" },
  { operationId: 'correctOrderTracking', what: "a shipped parcel's corrected carrier and tracking number" },
  { operationId: 'changeOrderAddress', what: 'where a paid order not yet shipped is delivered' },
  { operationId: 'moveOrderDelivery', what: 'the day and run a paid order not yet shipped is delivered in' },
  { operationId: 'getRunSheet', what: "the day's run sheet" },
  { operationId: 'getDeliveryCalendar', what: "the delivery calendar: each run's orders against its capacity" },
  {
    operationId: 'listAdminChanges',
    what: "an order's history",
    allows: ({ query }) => query.entity === 'order' && typeof query.entityId === 'string' && query.entityId.length > 0,
  },
];

/** The upload folders staff may put files into: an order move's photos. */
export const staffUploadFolders: readonly string[] = ['orders'];

/**
 * The console's sections staff see, by their address below /admin (`orders` is /admin/orders and its pages). The
 * deliveries page reads the calendar and prints the run sheet, which staff drive by (docs/product/delivery.md).
 */
export const staffConsoleSections: readonly string[] = ['orders', 'deliveries'];

const byOperationId = new Map(staffOperations.map((operation) => [operation.operationId, operation]));

/** Whether STAFF may make this console call with this query. */
export function staffMay(operationId: string | undefined, query: Record<string, unknown>): boolean {
  const operation = operationId ? byOperationId.get(operationId) : undefined;
  return operation !== undefined && (operation.allows?.({ query }) ?? true);
}

/**
 * The moves a console role may make. Cancelling a paid order refunds the customer's money, which is the owner's
 * call: staff move orders on, and the owner cancels.
 */
export function mayMoveOrderTo(role: string, status: string): boolean {
  return role === 'ADMIN' || (role === 'STAFF' && status !== 'CANCELLED');
}
